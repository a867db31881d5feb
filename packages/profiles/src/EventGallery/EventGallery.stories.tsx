import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { EventGallery, type EventGalleryProps } from './EventGallery';

/** Six event photos (the mock media host's picsum seeds). */
const photos = ['open-day', 'science-fair', 'graduation', 'sports-day', 'art-show', 'book-week'].map((seed) => `https://picsum.photos/seed/edu-${seed}/640/400`);

const meta = {
  title: 'Profiles/EventGallery',
  component: EventGallery,
  args: { images: photos },
} satisfies Meta<typeof EventGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const counter = () => screen.getByText(/^\d+ \/ \d+$/);

/** The grid: in each group of four, the 1st and 4th tiles span two columns. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('li[data-span]');
    await expect(Array.from(tiles, (li) => li.getAttribute('data-span'))).toEqual(['2', '1', '1', '2', '2', '1']);
  },
};

/** A tile opens the preview at that image; the arrows wrap around both ends. */
export const PreviewArrowsWrap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gallery image 6 of 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Gallery' });
    await expect(counter()).toHaveTextContent('6 / 6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(counter()).toHaveTextContent('1 / 6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await expect(counter()).toHaveTextContent('6 / 6');
  },
};

/** ← and → move the preview, wrapping too; Escape closes it. */
export const PreviewKeys: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gallery image 1 of 6' }));
    await screen.findByRole('dialog', { name: 'Event Gallery' });
    await expect(counter()).toHaveTextContent('1 / 6');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(counter()).toHaveTextContent('6 / 6');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(counter()).toHaveTextContent('2 / 6');
    await expect(screen.getByRole('img', { name: 'Gallery image 2 of 6' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Broken image paths leave a placeholder in each tile and in the preview, never a hole in the grid. */
export const BrokenImages: Story = {
  // Not under /uploads/, which the mock backend answers with a picture: these 404 on the story server.
  args: { images: ['/img/gallery/missing-1.jpg', '/img/gallery/missing-2.jpg', '/img/gallery/missing-3.jpg'] },
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getAllByRole('button', { name: /Gallery image \d of 3/ });
    await expect(tiles).toHaveLength(3);
    // The tile's name is on the button; its placeholder shows a picture icon in the tile's box.
    for (const tile of tiles) await waitFor(() => expect(tile.querySelector('[data-state="placeholder"]')).toBeVisible());
    await userEvent.click(tiles[1]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Event Gallery' }));
    const picture = () => dialog.getByRole('img', { name: 'Gallery image 2 of 3' });
    await waitFor(() => expect(picture()).toHaveAttribute('data-state', 'placeholder'));
    await expect(picture()).toBeVisible();
    await expect(dialog.getByText('Gallery image 2 of 3')).toBeVisible();
  },
};

/** No images yet. */
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing added yet.')).toBeVisible();
  },
};

const ownGallery = () => mockStore.users.find((u) => u.id === MOCK_USER_IDS.businessOwner)?.business_profile?.gallery ?? [];

/** The owner deletes an image in Edit mode: it goes, by its path's last segment. */
export const OwnerDeletes: Story = {
  parameters: { session: 'businessOwner' },
  render: (args) => <EventGallery {...args} images={[...ownGallery()]} editable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = ownGallery().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Event Gallery' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image 1' }));
    await waitFor(() => expect(ownGallery().length).toBe(before - 1));
  },
};

/** A failed delete keeps the image and says why. */
export const DeleteFails: Story = {
  parameters: { session: 'businessOwner' },
  render: (args) => <EventGallery {...args} images={[...ownGallery()]} editable />,
  beforeEach: () => {
    mockControls.fail('business.deleteGalleryImage', { status: 500, message: 'The media service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = ownGallery().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Event Gallery' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image 1' }));
    await expect(await canvas.findByText('Could not delete: The media service is unavailable')).toBeVisible();
    await expect(ownGallery().length).toBe(before);
    await expect(canvas.getByRole('button', { name: 'Gallery image 1 of ' + before })).toBeVisible();
  },
};

/** The owner's gallery, keeping what an upload or a delete leaves, as the page does. */
function StoredGallery(props: EventGalleryProps) {
  const [images, setImages] = useState(() => [...ownGallery()]);
  return <EventGallery {...props} images={images} onImagesChange={setImages} editable />;
}

/** A photo as the owner would pick it: a PNG drawn on the spot. */
async function photo(name: string, hue: number): Promise<File> {
  const canvas = new OffscreenCanvas(640, 400);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.fillStyle = `hsl(${hue} 55% 45%)`;
  context.fillRect(0, 0, 640, 400);
  context.fillStyle = '#fff';
  context.font = 'bold 36px sans-serif';
  context.fillText(name.replace(/\.png$/, ''), 32, 210);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' });
}

async function openUpload(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Event Gallery' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to Event Gallery' });
  return { dialog: within(dialog), input: dialog.querySelector('input[type="file"]') as HTMLInputElement };
}

async function pickTwo(canvasElement: HTMLElement) {
  const opened = await openUpload(canvasElement);
  await userEvent.upload(opened.input, [await photo('sports-day-relay.png', 210), await photo('science-fair-winners.png', 30)]);
  await expect(await opened.dialog.findByText('2 images chosen')).toBeVisible();
  return opened;
}

/** A visitor sees the grid; there is no edit control. */
export const Visitor: Story = {
  parameters: { session: 'member' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit Event Gallery' })).toBeNull();
  },
};

/** Edit mode: Add Item opens the upload dialog on its picker. */
export const UploadPicker: Story = {
  parameters: { session: 'businessOwner' },
  render: (args) => <StoredGallery {...args} />,
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openUpload(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Choose images' })).toHaveAccessibleDescription('JPG, PNG, GIF or WebP. You can choose several at once.');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('multiple');
  },
};

/** The upload links the media approval policy at /policies, as the work-experience wizard does (issue 21 r). */
export const UploadMediaPolicy: Story = {
  parameters: { session: 'businessOwner' },
  render: (args) => <StoredGallery {...args} />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openUpload(canvasElement);
    const policy = dialog.getByRole('link', { name: 'Media approval policy' });
    await expect(policy).toBeVisible();
    await expect(policy).toHaveAttribute('href', '/policies');
  },
};

/** Continue without an image: 'Upload your media'. */
export const UploadValidation: Story = {
  parameters: { session: 'businessOwner' },
  render: (args) => <StoredGallery {...args} />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openUpload(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Upload your media');
    await expect(dialog.getByRole('button', { name: 'Choose images' })).toHaveAccessibleDescription(/Upload your media/);
  },
};

/** Two images at once, one removed and picked again, preview, Save: the grid shows the saved gallery. */
export const UploadAndSave: Story = {
  parameters: { session: 'businessOwner' },
  render: (args) => <StoredGallery {...args} />,
  play: async ({ canvasElement }) => {
    const before = ownGallery().length;
    const { dialog, input } = await pickTwo(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove science-fair-winners.png' }));
    await expect(dialog.getByText('1 image chosen')).toBeVisible();
    await userEvent.upload(input, await photo('graduation-2026.png', 280));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByRole('img', { name: 'sports-day-relay.png' })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'graduation-2026.png' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(ownGallery().slice(-2)).toEqual([expect.stringMatching(/sports-day-relay\.png$/), expect.stringMatching(/graduation-2026\.png$/)]);
    await expect(within(canvasElement).getByRole('button', { name: `Gallery image ${before + 2} of ${before + 2}` })).toBeVisible();
  },
};

/** A failed upload keeps the dialog open with the chosen files and says why. */
export const UploadFails: Story = {
  parameters: { session: 'businessOwner' },
  render: (args) => <StoredGallery {...args} />,
  beforeEach: () => {
    mockControls.fail('business.updateGallery', { status: 413, message: 'The images are too large to upload together' });
  },
  play: async ({ canvasElement }) => {
    const before = ownGallery().length;
    const { dialog } = await pickTwo(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not save: The images are too large to upload together');
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByText('2 images chosen')).toBeVisible();
    await expect(ownGallery()).toHaveLength(before);
  },
};

/** The upload's preview step, left open: the chosen images in the gallery's grid pattern. */
export const UploadPreview: Story = {
  parameters: { session: 'businessOwner' },
  render: (args) => <StoredGallery {...args} />,
  play: async ({ canvasElement }) => {
    const { dialog } = await pickTwo(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getAllByRole('img')).toHaveLength(2);
    await expect(preview.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

/** Right to left (an Arabic page): Left shows the next image, Right the previous; the arrows point that way. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gallery image 1 of 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Gallery' });
    await expect(counter()).toHaveTextContent('1 / 6');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(counter()).toHaveTextContent('2 / 6');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(counter()).toHaveTextContent('6 / 6');
    const next = within(dialog).getByRole('button', { name: 'Next image' });
    await expect(getComputedStyle(next.querySelector('svg')!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
