import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createServiceHandlers, mockControls } from '@edupassport/api-client/mocks';
import { answerWithout, apiHandlers } from '../PostActions/storyHelpers';
import { ComposerStage, enter, FeedWithComposer, OWN_POST_ID as POST_ID, setOwnPost, type ComposerStageProps } from '../ComposerFrame/storyHelpers';
import { editStoredPost, storyPicture, swapStoryPictures, withMockClock } from '../PostCard/storyData';
import { MultimediaComposer } from './MultimediaComposer';
import { mediaInput, storyFile, storyMediaHost, TOO_LARGE } from './storyMedia';

const TEXT = 'Year 5 built working volcanoes for science week. Here are the best eruptions!';
const EDIT_TEXT = 'Our Year 4 trip to the Natural History Museum: fossils, a blue whale and a very long coach ride.';
const SEEDED_MEDIA = ['https://picsum.photos/seed/edu-museum-1/640/360', 'https://picsum.photos/seed/edu-museum-2/640/360'];

function Stage(props: ComposerStageProps<{ content: string; media: Array<{ url: string; name: string }> }>) {
  return <ComposerStage {...props} composer={MultimediaComposer} postType="multimedia" noun="multimedia post" />;
}

const meta = {
  title: 'Feed/MultimediaComposer',
  component: Stage,
  decorators: [withMockClock],
  args: { onSaved: fn() },
  parameters: { session: 'postAuthor', msw: { handlers: { services: storyMediaHost() } } },
  beforeEach: () => {
    setOwnPost({
      post_type: 'multimedia',
      headline: null,
      content: JSON.stringify({ content: `<p>${EDIT_TEXT}</p>`, multimedia: SEEDED_MEDIA }),
    });
    swapStoryPictures();
  },
} satisfies Meta<typeof Stage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = async (canvasElement: HTMLElement, name: string) => within(await body(canvasElement).findByRole('dialog', { name }));
/** The editor is loaded on demand: wait for its text box. */
const editor = (d: ReturnType<typeof within>) => d.findByRole('textbox', { name: 'Content' });

/** Puts text into the rich-text editor (by pasting; KeyboardOnly types). */
async function write(box: HTMLElement, text: string) {
  await enter(box, text);
  await waitFor(() => expect(box).toHaveTextContent(text));
}

/** Step 1, empty: Continue is disabled and the hint says why; the three pickers are offered. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await editor(d);
    await expect(d.getByText('Step 1 of 2')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(d.getByText('Write something or add a photo, video or GIF to continue.')).toBeVisible();
    for (const name of ['Add photo', 'Add video', 'Add GIF']) await expect(d.getByRole('button', { name })).toBeVisible();
    // The pickers offer exactly what the checks accept, the same list as the microblog composer's.
    await expect(mediaInput(canvasElement, 'photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(mediaInput(canvasElement, 'video')).toHaveAttribute('accept', 'video/mp4,video/webm,video/quicktime');
    await expect(mediaInput(canvasElement, 'gif')).toHaveAttribute('accept', 'image/gif');
  },
};

/** A photo alone is enough to continue; it shows as a thumbnail with a remove button naming the file. */
export const PhotoOnly: Story = {
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await editor(d);
    await userEvent.upload(mediaInput(canvasElement, 'photo'), storyFile('volcano-eruption.jpg', 'image/jpeg'));
    const thumbs = await d.findByRole('list', { name: '1 chosen file' }, { timeout: 5000 });
    await expect(within(thumbs).getByText('volcano-eruption.jpg')).toBeVisible();
    await expect(await body(canvasElement).findByText('volcano-eruption.jpg uploaded successfully')).toBeVisible();
    await waitFor(() => expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(d.getByRole('button', { name: 'Remove volcano-eruption.jpg' }));
    await expect(d.queryByRole('list', { name: /chosen file/ })).toBeNull();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Editing preloads the post's rich text and its media; removing one and Update changes the card. */
export const Edit: Story = {
  args: { edit: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const d = await dialog(canvasElement, 'Edit Multimedia Post');
    await expect(await editor(d)).toHaveTextContent(EDIT_TEXT);
    const thumbs = d.getByRole('list', { name: '2 chosen files' });
    await expect(within(thumbs).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('img', { name: /Image \d of 2/ })).toHaveLength(2);
    await userEvent.click(d.getByRole('button', { name: 'Remove Media item 2' }));
    await expect(d.getByRole('list', { name: '1 chosen file' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /Image 1 of 1/ })).toHaveLength(1));
    await expect(await body(canvasElement).findByText('Post updated successfully')).toBeVisible();
  },
};

/** A preloaded video shows as a Video tile and a broken picture as a placeholder over its tile; both can be removed by name. */
export const EditWithVideoAndBrokenPicture: Story = {
  args: { edit: true },
  beforeEach: () => {
    editStoredPost(POST_ID, (post) => {
      post.content = JSON.stringify({
        content: `<p>${EDIT_TEXT}</p>`,
        multimedia: [
          storyPicture(SEEDED_MEDIA[0]),
          'https://media.edupassport.test/museum/blue-whale-tour.mp4',
          // Answers 404 on the story server, like BROKEN_IMAGE, but with a file name to call it by.
          '/does-not-exist/fossil-hall.jpg',
        ],
      });
    });
  },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Edit Multimedia Post');
    await editor(d);
    const thumbs = within(d.getByRole('list', { name: '3 chosen files' }));
    await expect(thumbs.getByText('Video')).toBeVisible();
    await expect(thumbs.getByText('blue-whale-tour.mp4')).toBeVisible();
    // The broken picture's tile keeps its box, a placeholder over it, under its file name.
    const broken = thumbs.getByText('fossil-hall.jpg').closest('li');
    await waitFor(() => expect(broken?.querySelector('[data-state="placeholder"]')).toBeVisible());
    await expect(thumbs.getByText('fossil-hall.jpg')).toBeVisible();
    await userEvent.click(thumbs.getByRole('button', { name: 'Remove fossil-hall.jpg' }));
    await userEvent.click(thumbs.getByRole('button', { name: 'Remove blue-whale-tour.mp4' }));
    await expect(d.getByRole('list', { name: '1 chosen file' })).toBeVisible();
  },
};

/** One file over 10 MB: '1 file exceeds the 10MB size limit' for 3 seconds; the good file of the same pick is kept. */
export const OneFileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await editor(d);
    await userEvent.upload(mediaInput(canvasElement, 'photo'), [
      storyFile('sports-day-raw.jpg', 'image/jpeg', TOO_LARGE),
      storyFile('sports-day.jpg', 'image/jpeg'),
    ]);
    await expect(await d.findByText('1 file exceeds the 10MB size limit')).toBeVisible();
    await expect(await d.findByRole('list', { name: '1 chosen file' }, { timeout: 5000 })).toHaveTextContent('sports-day.jpg');
    await expect(d.queryByText('sports-day-raw.jpg')).toBeNull();
    await waitFor(() => expect(d.queryByText('1 file exceeds the 10MB size limit')).toBeNull(), { timeout: 4500 });
  },
};

/** Several files over 10 MB: 'N files exceed the 10MB size limit'. */
export const SeveralFilesTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await editor(d);
    await userEvent.upload(mediaInput(canvasElement, 'video'), [
      storyFile('assembly-full.mp4', 'video/mp4', TOO_LARGE),
      storyFile('assembly-4k.mp4', 'video/mp4', TOO_LARGE + 5_000_000),
      storyFile('assembly-raw.webm', 'video/webm', TOO_LARGE),
    ]);
    await expect(await d.findByText('3 files exceed the 10MB size limit')).toBeVisible();
    await expect(d.queryByRole('list', { name: /chosen file/ })).toBeNull();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/**
 * WebP photos, WebM videos and an iPhone's MOV (also one handed over with an empty type, judged by its name) upload;
 * a file the pickers do not offer (HEIC, AVI, chosen under "All files") gets the spec's message.
 */
export const FileTypes: Story = {
  play: async ({ canvasElement }) => {
    // A person can still pick any file with the dialog's "All files" filter.
    const person = userEvent.setup({ applyAccept: false });
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await editor(d);
    await person.upload(mediaInput(canvasElement, 'photo'), [storyFile('garden.webp', 'image/webp'), storyFile('garden.heic', 'image/heic')]);
    await expect(await d.findByText('Please upload JPG, PNG or WebP images only')).toBeVisible();
    await person.upload(mediaInput(canvasElement, 'video'), [
      storyFile('garden-tour.webm', 'video/webm'),
      storyFile('IMG_0412.MOV', 'video/quicktime'),
      storyFile('IMG_0413.mov', '', 180_000, 'video/quicktime'),
      storyFile('garden-tour.avi', 'video/x-msvideo'),
    ]);
    await expect(await d.findByText('Please upload MP4 or WebM videos only')).toBeVisible();
    const thumbs = await d.findByRole('list', { name: '4 chosen files' }, { timeout: 5000 });
    for (const name of ['garden.webp', 'garden-tour.webm', 'IMG_0412.MOV', 'IMG_0413.mov'])
      await waitFor(() => expect(within(thumbs).getByText(name)).toBeVisible());
    await expect(d.queryByText('garden.heic')).toBeNull();
    await expect(d.queryByText('garden-tour.avi')).toBeNull();
  },
};

/** A text file named .png is not a picture: its bytes say so, and the photo picker refuses it with the spec's message. */
export const RefusesATextFileNamedPng: Story = {
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await editor(d);
    const notes = new File(['Year 9 trip: bring a packed lunch and a raincoat.'], 'trip-notes.png', { type: 'image/png' });
    await userEvent.upload(mediaInput(canvasElement, 'photo'), notes);
    await expect(await d.findByText('Please upload JPG, PNG or WebP images only')).toBeVisible();
    await expect(d.queryByRole('list', { name: /chosen file/ })).toBeNull();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** While a file uploads its progress shows, the toast says 'Uploading {file}...', and Continue waits. */
export const Uploading: Story = {
  parameters: { msw: { handlers: { services: storyMediaHost({ delayMs: 600_000 }) } } },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await write(await editor(d), TEXT);
    await userEvent.upload(mediaInput(canvasElement, 'video'), storyFile('volcano-timelapse.mp4', 'video/mp4', 2_400_000));
    await expect(await d.findByRole('progressbar', { name: 'Upload of volcano-timelapse.mp4' })).toBeVisible();
    await expect(await body(canvasElement).findByText('Uploading volcano-timelapse.mp4...')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(d.getByText('Wait for the uploads to finish to continue.')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Remove volcano-timelapse.mp4' })).toBeVisible();
  },
};

/** A failed upload keeps the text and the file (with why and Try again), and shows the spec's toasts. */
export const UploadFails: Story = {
  parameters: { msw: { handlers: { services: createServiceHandlers({ failUploads: 99 }) } } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await write(await editor(d), TEXT);
    await userEvent.upload(mediaInput(canvasElement, 'photo'), [storyFile('lab-coats.jpg', 'image/jpeg'), storyFile('goggles.png', 'image/png')]);
    await expect(await page.findByText('Failed to upload lab-coats.jpg')).toBeVisible();
    await expect(await page.findByText('Failed to upload goggles.png')).toBeVisible();
    await expect(await page.findByText('Failed to upload media files')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Try again to upload lab-coats.jpg' })).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Content' })).toHaveTextContent(TEXT);
    // The text alone may still be posted.
    await expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** A failed save keeps the dialog open with the text and media, and shows the server's error. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('feed.createPost', { status: 503, message: 'Posting is paused while the feed is being updated. Please try again shortly.' });
  },
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await write(await editor(d), TEXT);
    await userEvent.upload(mediaInput(canvasElement, 'gif'), storyFile('eruption.gif', 'image/gif'));
    await d.findByRole('list', { name: '1 chosen file' }, { timeout: 5000 });
    await waitFor(() => expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Posting is paused while the feed is being updated. Please try again shortly.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Back' }));
    await expect(d.getByRole('textbox', { name: 'Content' })).toHaveTextContent(TEXT);
    await expect(d.getByRole('list', { name: '1 chosen file' })).toHaveTextContent('eruption.gif');
  },
};

/** Step 2 shows the post as the feed will (rich text and the media grid); Back returns to step 1. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await write(await editor(d), TEXT);
    await userEvent.upload(mediaInput(canvasElement, 'photo'), [storyFile('volcano-1.jpg', 'image/jpeg'), storyFile('volcano-2.jpg', 'image/jpeg')]);
    await d.findByRole('list', { name: '2 chosen files' }, { timeout: 5000 });
    await waitFor(() => expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(d.getByRole('heading', { name: 'Preview' })).toHaveFocus());
    const preview = within(canvasElement.ownerDocument.querySelector('[data-step-id="preview"]') as HTMLElement);
    await expect(preview.getByText(TEXT)).toBeVisible();
    await expect(preview.getByRole('list', { name: '2 media items' })).toBeVisible();
    await expect(preview.getAllByRole('img', { name: /Image \d of 2/ })).toHaveLength(2);
  },
};

/** Keyboard only: Tab to the editor and type, Tab to Continue, Enter; Tab to Save, Enter; the post is created. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    const box = await editor(d);
    const tabTo = async (target: () => HTMLElement) => {
      for (let i = 0; i < 25 && canvasElement.ownerDocument.activeElement !== target(); i += 1) await userEvent.tab();
      await expect(target()).toHaveFocus();
    };
    await tabTo(() => box);
    await userEvent.keyboard(TEXT);
    await waitFor(() => expect(box).toHaveTextContent(TEXT));
    await tabTo(() => d.getByRole('button', { name: 'Continue' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(d.getByRole('heading', { name: 'Preview' })).toHaveFocus());
    await tabTo(() => d.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Create Multimedia Post' })).toBeNull());
  },
};

/** Closing with changes asks first. */
export const DiscardConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await write(await editor(d), TEXT);
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    const confirm = await page.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await expect(d.getByRole('textbox', { name: 'Content' })).toHaveTextContent(TEXT);
  },
};

/** An accidentally closed composer offers its draft (text and uploaded media) back. */
export const DraftOffered: Story = {
  args: {
    draft: {
      content: `<p>${TEXT}</p>`,
      media: [{ url: storyPicture('https://picsum.photos/seed/edu-draft-volcano/640/360') as string, name: 'volcano-draft.jpg' }],
    },
  },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await expect(d.getByText('You have an unsaved draft.')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Restore draft' }));
    await expect(await editor(d)).toHaveTextContent(TEXT);
    await expect(d.getByRole('list', { name: '1 chosen file' })).toHaveTextContent('volcano-draft.jpg');
  },
};

/** End to end: write, add a photo, preview, Save; the new post appears at the top of the feed. */
export const NewPostTopsTheFeed: Story = {
  render: () => <FeedWithComposer composer={MultimediaComposer} label="Share photos and videos" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Share photos and videos' }));
    const d = await dialog(canvasElement, 'Create Multimedia Post');
    await write(await editor(d), TEXT);
    await userEvent.upload(mediaInput(canvasElement, 'photo'), storyFile('volcano-winners.jpg', 'image/jpeg'));
    await d.findByRole('list', { name: '1 chosen file' }, { timeout: 5000 });
    await waitFor(() => expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Create Multimedia Post' })).toBeNull());
    // Read the first card again each time: a feed that reloads its first page puts a new card before the old first.
    const first = () => canvas.getAllByRole('article')[0] as HTMLElement;
    await waitFor(() => expect(within(first()).getByText(TEXT)).toBeVisible());
    await expect(within(first()).getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();
  },
};

/** End to end: edit the author's multimedia post in the feed; the card shows the new text in place. */
export const EditInFeed: Story = {
  render: () => <FeedWithComposer composer={MultimediaComposer} label="Edit my latest post" editId={POST_ID} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit my latest post' }));
    const d = await dialog(canvasElement, 'Edit Multimedia Post');
    const box = await editor(d);
    await expect(box).toHaveTextContent(EDIT_TEXT);
    await userEvent.click(box);
    await userEvent.keyboard(' Thank you to every parent who helped!');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Edit Multimedia Post' })).toBeNull());
    const first = canvas.getAllByRole('article')[0] as HTMLElement;
    await waitFor(() => expect(within(first).getByText(/Thank you to every parent who helped!/)).toBeVisible());
  },
};

/** A server that answers the update with {"success":true}: the post is read back, so the card shows the new media. */
export const EditAnsweredWithoutPost: Story = {
  ...Edit,
  parameters: { msw: { handlers: { api: apiHandlers(answerWithout('put', '/api/users/posts/:id', 'success')) } } },
};

/** A server that answers the create with 204 No Content: the feed reloads its first page, the new post on top. */
export const NewPostTopsTheFeedAnsweredWithoutPost: Story = {
  ...NewPostTopsTheFeed,
  parameters: { msw: { handlers: { api: apiHandlers(answerWithout('post', '/api/users/create-feed-post', 'noContent')) } } },
};
