import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createServiceHandlers, mockMediaBytes } from '@edupassport/api-client/mocks';
import { FileDrop } from './FileDrop';

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  args: { label: 'Upload your media', hint: 'JPG, PNG, GIF, MP4, MOV or PDF, up to 10 MB', onUploaded: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

// A real PNG's first bytes: the upload check reads them.
const png = (name = 'class-photo.png', bytes = 2048) => new File([mockMediaBytes('image/png', bytes)], name, { type: 'image/png' });
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

/** Empty: one button opens the system picker; files can also be dropped. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Upload your media Choose a file' });
    await expect(button).toHaveAccessibleDescription('JPG, PNG, GIF, MP4, MOV or PDF, up to 10 MB');
  },
};

/** One image uploads to the media host with progress, and the spec's toasts. */
export const UploadOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png());
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByRole('progressbar', { name: 'Upload of class-photo.png' })).toHaveProperty('value', 100);
    await expect(args.onUploaded).toHaveBeenCalledWith(expect.objectContaining({ name: 'class-photo.png', status: 'done', url: expect.stringMatching(/^\/pictures\/edu-upload-/) }));
  },
};

/** Several at once; a file of another type is refused with the spec's sentence and never sent. */
export const SeveralWithARefusedType: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notes = new File(['plain text'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput(canvasElement), [png('a.png'), png('b.png'), notes], { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'notes.txt: File type not supported. Please upload an image (JPG, PNG, GIF), video (MP4, MOV), or PDF file.',
    );
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(2), { timeout: 5000 });
    await expect(args.onUploaded).toHaveBeenCalledTimes(2);
  },
};

/** A text file named .png is not a picture: its bytes say so, and it is refused with the spec's sentence, never sent. */
export const RefusesATextFileNamedPng: Story = {
  play: async ({ canvasElement, args }) => {
    const notes = new File(['Year 9 trip: bring a packed lunch.'], 'trip-notes.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), notes);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'trip-notes.png: File type not supported. Please upload an image (JPG, PNG, GIF), video (MP4, MOV), or PDF file.',
    );
    await expect(within(canvasElement).queryByText('Uploaded')).toBeNull();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** Over the size limit: 'File size must be less than 1MB', nothing sent. */
export const TooLarge: Story = {
  args: { maxSizeMb: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), png('poster.png', 2 * 1024 * 1024));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('poster.png: File size must be less than 1MB');
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** A GIF-only input with the feed's own message. */
export const GifOnly: Story = {
  args: { label: 'GIF', accept: ['image/gif'], typeMessage: 'Please upload GIF files only' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png(), { applyAccept: false });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('class-photo.png: Please upload GIF files only');
  },
};

/** The media host keeps failing: three attempts, then the spec's message on the file and in a toast. */
export const HostFails: Story = {
  parameters: { msw: { handlers: { services: createServiceHandlers({ failUploads: 99 }) } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await waitFor(() => expect(within(canvasElement).getByText('Failed to upload file. Please check your connection and try again.')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** A slow host: the upload can be cancelled. */
export const Cancel: Story = {
  parameters: { msw: { handlers: { services: createServiceHandlers({ delayMs: 5000 }) } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel upload of class-photo.png' }));
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
    await expect(args.onUploaded).not.toHaveBeenCalled();
    await expect(screen.queryByText('class-photo.png uploaded successfully')).toBeNull();
  },
};

/** A form's validation message on the field. */
export const WithFormError: Story = {
  args: { error: 'Upload your media' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Upload your media');
  },
};
