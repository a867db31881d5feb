// Story helpers: image files drawn on a canvas, so the dialogs get real pictures without a network. The drawing
// is shared with ui's ImageCropDialog stories from test-support (story-only modules: no entry reaches them).
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { drawStoryImage } from '../../../../test-support/storyImages';

export { breakCanvasEncoding, drawStoryImage, type StoryImageSpec } from '../../../../test-support/storyImages';

/** A banner photo of a school fair: 2400 x 900 with grain, several MB, so it must be compressed. */
export const fairBanner = () => drawStoryImage({ width: 2400, height: 900, title: 'Spring Open Day 2026', name: 'spring-open-day.png', grain: 12 });

/** A square-ish portrait for the profile picture. */
export const portrait = () => drawStoryImage({ width: 900, height: 1100, title: 'AO', name: 'amara-portrait.png' });

/** A file that says it is a PNG but cannot be decoded. */
export const corruptPng = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 1, 2, 3])], 'open-day-photo.png', { type: 'image/png' });

/** Not an image at all. */
export const textFile = () => new File(['Curriculum vitae of Amara Okafor'], 'amara-okafor-cv.txt', { type: 'text/plain' });

/** The dialog of a name among the open ones (the crop and confirm dialogs open over the main one). */
export const findDialog = (name: string | RegExp, timeout = 15000) => screen.findByRole('dialog', { name }, { timeout });

/** A delete confirmation (an alertdialog) over the dialog. */
export const findConfirm = (name: string | RegExp) => screen.findByRole('alertdialog', { name });

/** What the system picker gives the hidden file input behind 'Change Photo' / 'Change Banner'. */
export async function pickFile(dialog: HTMLElement, file: File | null) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input in the dialog');
  // upload() drops files the input's accept refuses; a person can still choose "All files".
  if (file && file.type.startsWith('image/')) await userEvent.upload(input, file);
  else fireEvent.change(input, { target: { files: file ? [file] : [] } });
}

/** Crops with the defaults: waits for the cropper, presses Apply, and returns the main dialog's preview image. */
export async function cropAndPreview(cropTitle: string, main: HTMLElement, previewName: string) {
  const crop = await findDialog(cropTitle);
  await within(crop).findByRole('application', { name: 'Crop area' });
  await userEvent.click(within(crop).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: cropTitle })).not.toBeInTheDocument());
  await expect(within(main).getByRole('heading', { name: 'Preview' })).toBeVisible();
  const image = await within(main).findByRole<HTMLImageElement>('img', { name: previewName });
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  return image;
}
