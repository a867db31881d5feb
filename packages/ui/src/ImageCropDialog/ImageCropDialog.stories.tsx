import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { BANNER_COMPRESSION, CROP_ASPECTS } from './compressImage';
import { ImageCropDialog, type ImageCropDialogProps } from './ImageCropDialog';
import { breakCanvasEncoding, drawStoryImage, type StoryImageSpec } from '../../../../test-support/storyImages';

/** A photo-like image with fine grain by default, so it is as heavy as a camera picture (a few MB as PNG) and must be compressed. */
const drawImageFile = (spec: StoryImageSpec) => drawStoryImage({ grain: 14, ...spec });

type HarnessProps = Omit<ImageCropDialogProps, 'open' | 'onOpenChange' | 'file'> & {
  /** The image; undefined uses the story's drawn one. */
  file?: File | Blob | null;
  trigger?: string;
  onOpenChange?: (open: boolean) => void;
};

function Harness({ file, trigger = 'Change banner', onCropped, onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ url: string; name: string; size: number } | null>(null);
  useEffect(() => () => {
    if (result) URL.revokeObjectURL(result.url);
  }, [result]);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640, fontFamily: 'var(--edu-font-body)' }}>
      <div>
        <Button onClick={() => setOpen(true)}>{trigger}</Button>
      </div>
      {result ? (
        <figure style={{ margin: 0 }}>
          <img src={result.url} alt="Cropped banner" style={{ width: '100%', borderRadius: 8 }} />
          <figcaption style={{ fontSize: 14 }}>
            {result.name}, {Math.round(result.size / 1024)} KB
          </figcaption>
        </figure>
      ) : null}
      <ImageCropDialog
        {...props}
        file={file ?? null}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        onCropped={async (cropped) => {
          await onCropped(cropped);
          setResult({ url: URL.createObjectURL(cropped), name: cropped.name, size: cropped.size });
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/ImageCropDialog',
  component: Harness,
  args: { onCropped: fn(), onOpenChange: fn(), aspect: CROP_ASPECTS.banner, compress: BANNER_COMPRESSION, title: 'Crop your banner' },
  loaders: [
    async () => ({
      image: await drawImageFile({ width: 2200, height: 820, title: 'Summer Teaching Fair 2026', name: 'summer-fair-banner.png' }),
    }),
  ],
  render: (args, { loaded }) => <Harness {...args} file={args.file === undefined ? (loaded.image as File) : args.file} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement, trigger = 'Change banner') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  return screen.findByRole('dialog');
};

const cropFrame = (dialog: HTMLElement) => within(dialog).findByRole('application', { name: 'Crop area' });

/**
 * The banner flow: a 2200 x 820 PNG of several MB is compressed to 0.5 MB / 1920 px, zoomed with the
 * slider, moved with the arrow keys, and Apply gives a JPEG File within 0.5 MB at the 6.34 aspect.
 */
export const Banner: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Crop your banner');
    const frame = await cropFrame(dialog);
    await expect(frame).toHaveAccessibleDescription(/use the arrow keys on the crop area/);

    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    // A native range moves with the arrow keys in the browser; simulated keys do not, so set it as a drag does.
    fireEvent.change(zoom, { target: { value: '1.3' } });
    await expect(zoom).toHaveAttribute('aria-valuetext', '130%');
    await expect(within(dialog).getByText('130%', { selector: 'output' })).toBeVisible();

    const image = dialog.querySelector('img');
    const before = image?.style.transform;
    frame.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(image?.style.transform).not.toBe(before));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1));
    const file = (args.onCropped as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
    await expect(file).toBeInstanceOf(File);
    await expect(file.type).toBe('image/jpeg');
    await expect(file.name).toBe('summer-fair-banner.jpg');
    await expect(file.size).toBeLessThanOrEqual(BANNER_COMPRESSION.maxBytes);
    const bitmap = await createImageBitmap(file);
    await expect(Math.max(bitmap.width, bitmap.height)).toBeLessThanOrEqual(BANNER_COMPRESSION.maxDimension);
    await expect(Math.abs(bitmap.width / bitmap.height - CROP_ASPECTS.banner)).toBeLessThan(0.05);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await within(canvasElement).findByRole('img', { name: 'Cropped banner' })).toBeVisible();
  },
};

/** Where the image sits in the frame: react-easy-crop writes it as `translate(xpx, ypx) ... scale(zoom)`. */
const imagePosition = (dialog: HTMLElement) => {
  const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\).*scale\(([\d.]+)\)/.exec(dialog.querySelector('img')?.style.transform ?? '');
  return match ? { x: Number(match[1]), y: Number(match[2]), zoom: Number(match[3]) } : null;
};

/**
 * Without dragging: the zoom buttons zoom, the arrow buttons move the image one step per click (never past the
 * frame's edge), and the arrow keys on the focused crop frame do the same.
 */
export const MoveWithoutDragging: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const frame = await cropFrame(dialog);
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    await expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await expect(zoom).toHaveAttribute('aria-valuetext', '120%');
    await waitFor(() => expect(imagePosition(dialog)?.zoom).toBe(1.2));

    const moves = within(dialog).getByRole('group', { name: 'Move image' });
    const start = imagePosition(dialog);
    await userEvent.click(within(moves).getByRole('button', { name: 'Move image left' }));
    await waitFor(() => expect(imagePosition(dialog)?.x).toBe((start?.x ?? 0) - 10));
    await userEvent.click(within(moves).getByRole('button', { name: 'Move image up' }));
    await waitFor(() => expect(imagePosition(dialog)?.y).toBe((start?.y ?? 0) - 10));
    await userEvent.click(within(moves).getByRole('button', { name: 'Move image right' }));
    await userEvent.click(within(moves).getByRole('button', { name: 'Move image down' }));
    await waitFor(() => expect(imagePosition(dialog)).toEqual(start));

    // Far more clicks than the zoomed image is wide: it stops with its edge at the frame's.
    const right = within(moves).getByRole('button', { name: 'Move image right' });
    for (let i = 0; i < 40; i += 1) await userEvent.click(right);
    const edge = imagePosition(dialog)?.x ?? 0;
    await expect(edge).toBeGreaterThan(0);
    await userEvent.click(right);
    await expect(imagePosition(dialog)?.x).toBe(edge);

    frame.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(imagePosition(dialog)?.x).toBe(edge - 10));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    await expect(zoom).toHaveAttribute('aria-valuetext', '110%');
  },
};

/**
 * Right to left (an Arabic page): moving a picture is spatial, not along the text, so Move left stays on the left
 * with its arrow pointing left, and ArrowLeft on the frame still moves the image left.
 */
export const MoveRightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const frame = await cropFrame(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(imagePosition(dialog)?.zoom).toBe(1.2));
    const moves = within(dialog).getByRole('group', { name: 'Move image' });
    const left = within(moves).getByRole('button', { name: 'Move image left' });
    const right = within(moves).getByRole('button', { name: 'Move image right' });
    await expect(left.getBoundingClientRect().left).toBeLessThan(right.getBoundingClientRect().left);
    await expect(getComputedStyle(left.querySelector('svg')!).transform).toBe('none');

    const start = imagePosition(dialog)?.x ?? 0;
    frame.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(imagePosition(dialog)?.x).toBe(start - 10));
  },
};

/** A team member's avatar: square, round frame. */
export const TeamAvatar: Story = {
  args: { aspect: CROP_ASPECTS.teamAvatar, round: true, compress: undefined, title: 'Crop the team photo', trigger: 'Change photo' },
  loaders: [async () => ({ image: await drawImageFile({ width: 900, height: 700, title: 'Ms. Okafor', name: 'okafor.png', grain: 0 }) })],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Change photo');
    await cropFrame(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1));
    const bitmap = await createImageBitmap((args.onCropped as ReturnType<typeof fn>).mock.calls[0]?.[0] as File);
    await expect(bitmap.width).toBe(bitmap.height);
  },
};

/** A work experience image at 616:236, and about-us media at 16:9 use the same dialog. */
export const WorkExperience: Story = {
  args: { aspect: CROP_ASPECTS.workExperience, title: 'Crop the image', trigger: 'Add image' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Add image');
    await expect(await cropFrame(dialog)).toBeVisible();
  },
};

/** Not an image: 'Please upload an image file', and nothing to apply. */
export const NotAnImage: Story = {
  args: { file: new File(['Curriculum vitae of Amaka Okafor'], 'resume.txt', { type: 'text/plain' }) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await within(dialog).findByText('Please upload an image file')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  },
};

/** No file: 'No file selected'; Cancel closes. */
export const NoFile: Story = {
  args: { file: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await within(dialog).findByText('No file selected')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A file that says it is a PNG but cannot be decoded: 'Failed to process image'. */
export const BrokenImage: Story = {
  args: { file: new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3, 4, 5])], 'broken.png', { type: 'image/png' }) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await within(dialog).findByText('Failed to process image', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Limits no image can meet: 'Failed to compress image'. */
export const CompressionFails: Story = {
  args: { compress: { maxBytes: 10, maxDimension: 1920 } },
  loaders: [async () => ({ image: await drawImageFile({ width: 1200, height: 480, title: 'Open Day', name: 'open-day.png', grain: 0 }) })],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await within(dialog).findByText('Failed to compress image')).toBeVisible();
  },
};

/** The canvas cannot encode the crop: 'Failed to crop image', and the dialog stays open. */
export const CropFails: Story = {
  args: { aspect: CROP_ASPECTS.aboutMedia, compress: undefined, title: 'Crop the about-us media' },
  loaders: [async () => ({ image: await drawImageFile({ width: 1280, height: 720, title: 'Our campus', name: 'campus.png', grain: 0 }) })],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await cropFrame(dialog);
    const restore = breakCanvasEncoding();
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
      await expect(await within(dialog).findByText('Failed to crop image')).toBeVisible();
    } finally {
      restore();
    }
    await expect(args.onCropped).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** Saving the cropped banner failed: the reason shows and the dialog stays open to try again. */
export const SaveFails: Story = {
  args: { onCropped: fn(() => Promise.reject(new Error('Failed to update background image'))) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await cropFrame(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(await within(dialog).findByText('Failed to update background image')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};
