import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { mockControls, mockMediaBytes, mockStore, serviceHandlers } from '@edupassport/api-client/mocks';
import { ComposerStage, enter, FeedWithComposer, OWN_POST_ID as POST_ID, setOwnPost, type ComposerStageProps } from '../ComposerFrame/storyHelpers';
import type { MicroblogDraft } from '../hooks/useMicroblogComposer';
import { must } from '../PostActions/storyHelpers';
import { MicroblogComposer } from './MicroblogComposer';

const HEADLINE = 'Phonics in Reception: a six-week learn path';
const PAGE_1 =
  'Week 1: introduce s, a, t, p with sand trays and magnetic letters. Keep sessions to 15 minutes and end every one with a quick oral blending game.';
const PAGE_2 = 'Week 2: i, n, m, d. Start decodable readers in pairs and send the sound mats home on Friday.';

function Stage(props: ComposerStageProps<MicroblogDraft>) {
  return <ComposerStage {...props} composer={MicroblogComposer} postType="microblog" noun="microblog" maxWidth={680} />;
}

/** Makes the postAuthor's own post a two-page case study, taking a seeded microblog's cover and media. */
function makeOwnMicroblog() {
  const source = must(
    mockStore.posts.find((p) => p.post_type === 'microblog' && p.type !== 'shared' && p.pages.some((page) => page.multimedia.length)),
    'a seeded microblog with media',
  );
  setOwnPost({
    post_type: 'microblog',
    type: 'post',
    headline: 'Case study: closing the reading gap in Year 2',
    content: null,
    cover_image: source.cover_image,
    layout_type: 'side-by-side',
    microblog_type: 'case_studies',
    pages: [
      {
        content: '<p>Twelve pupils started the year below the expected reading age. We moved phonics catch-up to the first 20 minutes of the day.</p>',
        multimedia: source.pages.flatMap((page) => page.multimedia).slice(0, 1),
      },
      { content: '<p>By February ten of the twelve had caught up. The two who had not were referred for a language assessment.</p>', multimedia: [] },
    ],
  });
}

const meta = {
  title: 'Feed/MicroblogComposer',
  component: Stage,
  args: { onSaved: fn() },
  parameters: { session: 'postAuthor' },
  beforeEach: () => {
    makeOwnMicroblog();
  },
} satisfies Meta<typeof Stage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

/**
 * The mock media host, except that files whose name `affects` never answer ('hang') or fail ('fail');
 * by file name, so the cover can go through while a page's media does not.
 */
function mediaHost(mode: 'hang' | 'fail', affects: (name: string) => boolean) {
  return [
    http.post('*/auto/upload', async ({ request }) => {
      const file = (await request.clone().formData()).get('file');
      if (!(file instanceof File) || !affects(file.name)) return undefined;
      if (mode === 'hang') await delay('infinite');
      return HttpResponse.json({ error: { message: 'Mock media host failure' } }, { status: 500 });
    }),
    ...serviceHandlers,
  ];
}

// Files that start like real ones of their type: the pickers read the first bytes.
const png = (name: string, bytes = 180_000) => new File([mockMediaBytes('image/png', bytes)], name, { type: 'image/png' });
const typed = (name: string, type: string, bytes = 180_000) => new File([mockMediaBytes(type, bytes)], name, { type });
const dialog = async (canvasElement: HTMLElement, name: string) => {
  const element = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  return { element, d: within(element) };
};
const input = (root: HTMLElement, kind: string) => must(root.querySelector<HTMLInputElement>(`input[type="file"][data-kind="${kind}"]`), `${kind} input`);
const pageItems = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-page-key]'));


/** The element of `part` (an error box) that holds `text`, once it does; it must be announced (role alert). */
async function partWith(root: HTMLElement, part: string, text: string) {
  const find = () => Array.from(root.querySelectorAll<HTMLElement>(`[data-part="${part}"]`)).find((e) => e.textContent?.includes(text));
  await waitFor(() => expect(find()).toBeDefined());
  const element = must(find(), `${part} with ${text}`);
  await expect(element).toHaveAttribute('role', 'alert');
  await expect(element).toBeVisible();
  return element;
}

async function next(d: Scope, title: string) {
  await userEvent.click(d.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(d.getByRole('heading', { name: title })).toHaveFocus());
}

/** Step 2 filled in: a cover uploaded through the mock media host and the headline. */
async function build(d: Scope, root: HTMLElement) {
  await userEvent.upload(input(root, 'cover'), png('reception-phonics-cover.png'));
  await d.findByRole('button', { name: 'Replace cover image' });
  await enter(d.getByRole('textbox', { name: /Headline/ }), HEADLINE);
}

/** From step 1 to the pages step of a new microblog. */
async function toPages(d: Scope, root: HTMLElement) {
  await next(d, 'Build your learn path');
  await build(d, root);
  await next(d, 'Choose a layout');
  await next(d, 'Add your pages');
}

/** Step 1: the five types as radios with readable labels; Learn Path by default; arrows change it. */
export const TypeStep: Story = {
  play: async ({ canvasElement }) => {
    const { d } = await dialog(canvasElement, 'Create Microblog');
    await expect(d.getByText('Step 1 of 5')).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Choose a type' })).toBeVisible();
    const group = d.getByRole('radiogroup', { name: 'Microblog type' });
    await expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Learn Path',
      'Case Studies',
      'Content Interest',
      'Tutorials',
      'Guides',
    ]);
    await expect(within(group).getByRole('radio', { name: /Learn Path/ })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /Learn Path/ }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: /Content Interest/ })).toBeChecked();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Step 2: Continue stays disabled until both a cover image and a headline are given. */
export const BuildStep: Story = {
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await next(d, 'Build your learn path');
    const continueButton = d.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await expect(d.getByText('Add a cover image and a headline to continue.')).toBeVisible();
    await enter(d.getByRole('textbox', { name: /Headline/ }), HEADLINE);
    await expect(continueButton).toBeDisabled();
    await userEvent.upload(input(element, 'cover'), png('reception-phonics-cover.png'));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Cover image uploaded successfully')).toBeVisible();
    await expect(d.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
    await expect(continueButton).toBeEnabled();
  },
};

/**
 * A cover over 10 MB (10485761 bytes) is refused before upload: 'File size exceeds limit', then the detail as a
 * sentence of its own (a screen reader reads the alert's text, not its layout).
 */
export const CoverTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await next(d, 'Build your learn path');
    await userEvent.upload(input(element, 'cover'), png('assembly-photo-raw.png', 10485761));
    const alert = await partWith(element, 'cover-error', 'File size exceeds limit');
    await expect(alert).toHaveTextContent('File size exceeds limit. Please upload an image smaller than 10MB');
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** A cover of another type (here a GIF) is refused: 'Invalid file type'. */
export const CoverWrongType: Story = {
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await next(d, 'Build your learn path');
    await userEvent.upload(input(element, 'cover'), typed('celebration.gif', 'image/gif'), { applyAccept: false });
    const alert = await partWith(element, 'cover-error', 'Invalid file type');
    await expect(alert).toHaveTextContent('Invalid file type. Please upload JPG, PNG or WebP images only');
  },
};

/** While the cover uploads: the progress, the 'Uploading cover image...' toast, and Continue waits. */
export const CoverUploading: Story = {
  parameters: { msw: { handlers: { services: mediaHost('hang', () => true) } } },
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await next(d, 'Build your learn path');
    await enter(d.getByRole('textbox', { name: /Headline/ }), HEADLINE);
    await userEvent.upload(input(element, 'cover'), png('reception-phonics-cover.png'));
    await expect(await d.findByText(/Uploading cover image\.\.\. \d+%/)).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).getAllByText('Uploading cover image...').length).toBeGreaterThan(0);
    await expect(d.getByRole('button', { name: /Upload cover image/ })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(d.getByText('Wait for the uploads to finish.')).toBeVisible();
  },
};

/** The media host fails: 'Failed to upload cover image' with the reason; the headline is kept. */
export const CoverUploadFails: Story = {
  parameters: { msw: { handlers: { services: mediaHost('fail', () => true) } } },
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await next(d, 'Build your learn path');
    await enter(d.getByRole('textbox', { name: /Headline/ }), HEADLINE);
    await userEvent.upload(input(element, 'cover'), png('reception-phonics-cover.png'));
    await partWith(element, 'cover-error', 'Failed to upload cover image');
    await expect(d.getByRole('textbox', { name: /Headline/ })).toHaveValue(HEADLINE);
    await expect(d.getByRole('button', { name: 'Upload cover image' })).toBeEnabled();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Step 3: side by side or full width (full width by default). */
export const LayoutStep: Story = {
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await next(d, 'Build your learn path');
    await build(d, element);
    await next(d, 'Choose a layout');
    const group = d.getByRole('radiogroup', { name: 'Layout' });
    await expect(within(group).getByRole('radio', { name: /Full width/ })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /Side by side/ }));
    await expect(within(group).getByRole('radio', { name: /Side by side/ })).toBeChecked();
    await expect(d.getByText('Step 3 of 5')).toBeVisible();
  },
};

/**
 * Back and forward through every step keeps what was entered: nothing is asked twice. The type, cover, headline,
 * layout and page text are all still there after going back to step 1 and on again to the pages.
 */
export const BackAndForwardKeepsEntries: Story = {
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await userEvent.click(d.getByRole('radio', { name: /Tutorials/ }));
    await next(d, 'Build your learn path');
    await build(d, element);
    await next(d, 'Choose a layout');
    await userEvent.click(d.getByRole('radio', { name: /Side by side/ }));
    await next(d, 'Add your pages');
    await enter(d.getByRole('textbox', { name: 'Page 1 text' }), PAGE_1);

    for (const title of ['Choose a layout', 'Build your learn path', 'Choose a type']) {
      await userEvent.click(d.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(d.getByRole('heading', { name: title })).toHaveFocus());
    }
    await expect(d.getByRole('radio', { name: /Tutorials/ })).toBeChecked();

    await next(d, 'Build your learn path');
    await expect(d.getByRole('textbox', { name: /Headline/ })).toHaveValue(HEADLINE);
    await expect(d.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
    await next(d, 'Choose a layout');
    await expect(d.getByRole('radio', { name: /Side by side/ })).toBeChecked();
    await next(d, 'Add your pages');
    await expect(d.getByRole('textbox', { name: 'Page 1 text' })).toHaveValue(PAGE_1);
    await next(d, 'Preview');
  },
};

/** Step 4: pages are added, written (counter to 1000), moved and removed; buttons name their page. */
export const PagesStep: Story = {
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await toPages(d, element);
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(d.getByText('Page 1 is empty: add text or media, or remove the page.')).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Remove page 1' })).toBeNull();
    await enter(d.getByRole('textbox', { name: 'Page 1 text' }), PAGE_1);
    await expect(d.getByText(`${PAGE_1.length}/1000`)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(d.getByRole('textbox', { name: 'Page 2 text' })).toHaveFocus());
    await userEvent.paste(PAGE_2);
    await userEvent.click(d.getByRole('button', { name: 'Move page 2 up' }));
    await expect(d.getByRole('textbox', { name: 'Page 1 text' })).toHaveValue(PAGE_2);
    await expect(d.getByText('Page 2 is now page 1.')).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: 'Add page' }));
    await userEvent.click(d.getByRole('button', { name: 'Remove page 3' }));
    await expect(pageItems(element)).toHaveLength(2);
    await expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** A page at the 1000-character limit: the counter reads 1000/1000 and typing stops there. */
export const LongPageText: Story = {
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await toPages(d, element);
    const text = d.getByRole('textbox', { name: 'Page 1 text' });
    const long = `${PAGE_1} `.repeat(8).slice(0, 1000);
    await userEvent.click(text);
    await userEvent.paste(long);
    await userEvent.type(text, 'more');
    await expect(text).toHaveValue(long);
    await expect(d.getByText('1000/1000')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Every page media rule: photo, video and GIF types, and 10 MB per file. */
export const PageMediaErrors: Story = {
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await toPages(d, element);
    const page = must(pageItems(element)[0], 'page 1');
    const p = within(page);
    // An iPhone's MOV is taken as the media host takes it; an AVI is not.
    await userEvent.upload(input(page, 'video'), typed('lesson-recording.avi', 'video/x-msvideo'), { applyAccept: false });
    await partWith(page, 'media-error', 'Please upload MP4 or WebM videos only');
    await userEvent.upload(input(page, 'gif'), png('not-a-gif.png'), { applyAccept: false });
    await partWith(page, 'media-error', 'Please upload GIF files only');
    await userEvent.upload(input(page, 'photo'), typed('worksheet.pdf', 'application/pdf'), { applyAccept: false });
    await partWith(page, 'media-error', 'Please upload JPG, PNG or WebP images only');
    await userEvent.upload(input(page, 'photo'), png('whole-class-photo.png', 10485761));
    await partWith(page, 'media-error', 'Please upload files smaller than 10MB');
    await expect(p.queryByRole('img')).toBeNull();
  },
};

/** Page media upload through the media host: in progress, then a photo on the page that can be removed. */
export const PageMediaUpload: Story = {
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await toPages(d, element);
    const page = must(pageItems(element)[0], 'page 1');
    await userEvent.upload(input(page, 'photo'), png('sand-tray-letters.png'));
    await expect(await within(canvasElement.ownerDocument.body).findByText('sand-tray-letters.png uploaded successfully')).toBeVisible();
    const thumb = await within(page).findByRole('img', { name: 'Media 1 of page 1' });
    await expect(thumb).toBeInTheDocument();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.click(d.getByRole('button', { name: 'Remove media 1 from page 1' }));
    await expect(within(page).queryByRole('img', { name: 'Media 1 of page 1' })).toBeNull();
  },
};

/** A page upload under way: its progress shows on the page and Continue waits for it. */
export const PageMediaUploading: Story = {
  parameters: { msw: { handlers: { services: mediaHost('hang', (name) => !name.includes('cover')) } } },
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await toPages(d, element);
    await enter(d.getByRole('textbox', { name: 'Page 1 text' }), PAGE_1);
    const page = must(pageItems(element)[0], 'page 1');
    await userEvent.upload(input(page, 'video'), typed('blending-game.mp4', 'video/mp4', 2_400_000));
    await expect(await within(page).findByText(/Uploading blending-game\.mp4: \d+%/)).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).getAllByText('Uploading blending-game.mp4...').length).toBeGreaterThan(0);
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(d.getByText('Wait for the uploads to finish.')).toBeVisible();
  },
};

/** A failed page upload: 'Failed to upload {file}' on the page; the text typed is kept. */
export const PageMediaUploadFails: Story = {
  parameters: { msw: { handlers: { services: mediaHost('fail', (name) => !name.includes('cover')) } } },
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await toPages(d, element);
    await enter(d.getByRole('textbox', { name: 'Page 1 text' }), PAGE_1);
    const page = must(pageItems(element)[0], 'page 1');
    await userEvent.upload(input(page, 'gif'), typed('well-done.gif', 'image/gif'));
    await partWith(page, 'media-error', 'Failed to upload well-done.gif');
    await expect(within(page).queryByRole('img')).toBeNull();
    await expect(d.getByRole('textbox', { name: 'Page 1 text' })).toHaveValue(PAGE_1);
    await expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Step 5: the preview is the card's microblog body; Cancel returns to the pages, not the start. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await userEvent.click(d.getByRole('radio', { name: /Tutorials/ }));
    await toPages(d, element);
    await enter(d.getByRole('textbox', { name: 'Page 1 text' }), PAGE_1);
    await userEvent.click(d.getByRole('button', { name: 'Add page' }));
    await enter(d.getByRole('textbox', { name: 'Page 2 text' }), PAGE_2);
    await next(d, 'Preview');
    const preview = must(element.querySelector<HTMLElement>('[data-step-id="preview"]'), 'preview step');
    const p = within(preview);
    await expect(p.getByRole('heading', { name: HEADLINE })).toBeVisible();
    await expect(p.getByText('Tutorials')).toBeVisible();
    await expect(p.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(p.getByRole('button', { name: 'Next page' }));
    await expect(p.getByText(PAGE_2)).toBeVisible();
    await expect(d.getByRole('button', { name: 'Post' })).toBeEnabled();
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(d.getByRole('heading', { name: 'Add your pages' })).toHaveFocus());
    await expect(d.getByRole('textbox', { name: 'Page 2 text' })).toHaveValue(PAGE_2);
  },
};

/** Post: the new microblog is created and shown; the toast says so. */
export const CreateAndPost: Story = {
  play: async ({ canvasElement, args }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await toPages(d, element);
    await enter(d.getByRole('textbox', { name: 'Page 1 text' }), PAGE_1);
    await next(d, 'Preview');
    await userEvent.click(d.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(mockStore.posts[0]).toMatchObject({ post_type: 'microblog', headline: HEADLINE, microblog_type: 'learn_path', layout_type: 'full-width' });
    await expect(await within(canvasElement).findByRole('heading', { name: HEADLINE })).toBeVisible();
  },
};

/** A failed save keeps the dialog open on the preview with the server's error, and every step as it was. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('feed.createPost', { status: 500, message: 'We could not publish your microblog. Please try again.' });
  },
  play: async ({ canvasElement, args }) => {
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await toPages(d, element);
    await enter(d.getByRole('textbox', { name: 'Page 1 text' }), PAGE_1);
    await next(d, 'Preview');
    await userEvent.click(d.getByRole('button', { name: 'Post' }));
    await partWith(element, 'error', 'We could not publish your microblog. Please try again.');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Back' }));
    await expect(d.getByRole('textbox', { name: 'Page 1 text' })).toHaveValue(PAGE_1);
    await userEvent.click(d.getByRole('button', { name: 'Back' }));
    await userEvent.click(d.getByRole('button', { name: 'Back' }));
    await expect(d.getByRole('textbox', { name: /Headline/ })).toHaveValue(HEADLINE);
  },
};

/** Editing preloads type, cover, headline, layout and pages (with their media); Update shows the change. */
export const Edit: Story = {
  args: { edit: true },
  play: async ({ canvasElement, args }) => {
    const { d } = await dialog(canvasElement, 'Edit Microblog');
    await expect(d.getByRole('radio', { name: /Case Studies/ })).toBeChecked();
    await next(d, 'Build your learn path');
    await expect(d.getByRole('textbox', { name: /Headline/ })).toHaveValue('Case study: closing the reading gap in Year 2');
    await expect(d.getByRole('button', { name: 'Replace cover image' })).toBeVisible();
    await userEvent.clear(d.getByRole('textbox', { name: /Headline/ }));
    await enter(d.getByRole('textbox', { name: /Headline/ }), 'Case study: how ten of twelve caught up in reading');
    await next(d, 'Choose a layout');
    await expect(d.getByRole('radio', { name: /Side by side/ })).toBeChecked();
    await next(d, 'Add your pages');
    await expect(d.getByRole('textbox', { name: 'Page 2 text' })).toHaveValue(
      'By February ten of the twelve had caught up. The two who had not were referred for a language assessment.',
    );
    await expect(d.getByRole('button', { name: 'Remove media 1 from page 1' })).toBeVisible();
    await next(d, 'Preview');
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Case study: how ten of twelve caught up in reading' })).toBeVisible();
  },
};

/** A cover and a page photo that fail to load: each preview keeps its box, naming the picture, never vanishing. */
export const EditBrokenMedia: Story = {
  args: { edit: true },
  beforeEach: () => {
    // After the meta's own microblog is set up. Not under /uploads/, which the mock backend answers with a picture: these 404 on the story server.
    setOwnPost({
      cover_image: '/img/does-not-exist-cover.png',
      pages: [
        { content: '<p>Twelve pupils started the year below the expected reading age.</p>', multimedia: ['/img/does-not-exist-photo.png'] },
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const { d } = await dialog(canvasElement, 'Edit Microblog');
    await next(d, 'Build your learn path');
    const cover = () => d.getByRole('img', { name: 'Cover image preview' });
    await waitFor(() => expect(cover()).toHaveAttribute('data-state', 'placeholder'));
    await expect(cover()).toBeVisible();
    await expect(d.getByText('Cover image preview')).toBeVisible();
    await next(d, 'Choose a layout');
    await next(d, 'Add your pages');
    const photo = () => d.getByRole('img', { name: 'Media 1 of page 1' });
    await waitFor(() => expect(photo()).toHaveAttribute('data-state', 'placeholder'));
    await expect(photo()).toBeVisible();
    await expect(d.getByText('Media 1 of page 1')).toBeVisible();
  },
};

/** Closing with changes asks first; Keep editing returns to the form as it was. */
export const DiscardAsks: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const { d } = await dialog(canvasElement, 'Create Microblog');
    await userEvent.click(d.getByRole('radio', { name: /Guides/ }));
    await userEvent.keyboard('{Escape}');
    const confirm = within(await body.findByRole('alertdialog', { name: 'Discard changes?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Keep editing' }));
    await expect(d.getByRole('radio', { name: /Guides/ })).toBeChecked();
  },
};

/** A draft left by a closed composer is offered back; Restore draft puts every step back. */
export const DraftOffered: Story = {
  args: {
    draft: {
      microblogType: 'guides',
      coverImage: 'https://picsum.photos/seed/edu-cover-guide/640/360',
      headline: 'A guide to running parent phonics workshops',
      layout: 'side-by-side',
      pages: [{ key: 'page-draft-1', content: 'Invite parents for 30 minutes after drop-off. Show one sound, one game and one book.', multimedia: [] }],
    },
  },
  play: async ({ canvasElement }) => {
    const { d } = await dialog(canvasElement, 'Create Microblog');
    await expect(d.getByText('You have an unsaved draft.')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Restore draft' }));
    await expect(d.getByRole('radio', { name: /Guides/ })).toBeChecked();
    await next(d, 'Build your learn path');
    await expect(d.getByRole('textbox', { name: /Headline/ })).toHaveValue('A guide to running parent phonics workshops');
    await next(d, 'Choose a layout');
    await next(d, 'Add your pages');
    await next(d, 'Preview');
  },
};

// Keyboard only, in two stories (a walk through all five steps went past 5 s on the busy machine): Tab, arrows, Space
// and Enter (the system file picker stands in for the mouse).

/** A keyboard walk's Tab presses (up to `most`) until `target` has the focus. */
async function tabTo(keys: ReturnType<typeof userEvent.setup>, target: HTMLElement, most = 30) {
  for (let i = 0; i < most && target.ownerDocument.activeElement !== target; i += 1) await keys.tab();
  await expect(target).toHaveFocus();
}

/** Keyboard only, steps 1 to 3: the type by arrows, the cover and the headline, the layout; Continue by Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    // No pause between keys (delay: null): the walk presses Tab some 40 times, and each pause cost a timer turn.
    const keys = userEvent.setup({ delay: null });
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    // Step 1: into the radio group, arrow to Case Studies, Tab to Continue.
    await tabTo(keys, await d.findByRole('radio', { name: /Learn Path/ }), 5);
    await keys.keyboard('{ArrowDown}');
    await expect(d.getByRole('radio', { name: /Case Studies/ })).toBeChecked();
    const toContinue = async () => {
      await tabTo(keys, d.getByRole('button', { name: 'Continue' }));
      await keys.keyboard('{Enter}');
    };
    await toContinue();
    await waitFor(() => expect(d.getByRole('heading', { name: 'Build your learn path' })).toHaveFocus());
    // Step 2: the cover button, then the system picker; the headline by Tab.
    await keys.tab();
    await expect(d.getByRole('button', { name: 'Upload cover image' })).toHaveFocus();
    await keys.upload(input(element, 'cover'), png('case-study-cover.png'));
    await d.findByRole('button', { name: 'Replace cover image' });
    d.getByRole('button', { name: 'Replace cover image' }).focus();
    await keys.tab();
    await keys.tab();
    await expect(d.getByRole('textbox', { name: /Headline/ })).toHaveFocus();
    await keys.keyboard('A calmer start');
    await toContinue();
    // Step 3: an arrow picks side by side.
    await waitFor(() => expect(d.getByRole('heading', { name: 'Choose a layout' })).toHaveFocus());
    await keys.tab();
    await keys.keyboard('{ArrowUp}');
    await expect(d.getByRole('radio', { name: /Side by side/ })).toBeChecked();
    await toContinue();
    await waitFor(() => expect(d.getByRole('heading', { name: 'Add your pages' })).toHaveFocus());
  },
};

/** Keyboard only, steps 4 and 5: write a page, add one with Enter, write it, move it up with Enter; Post with Enter. */
export const KeyboardOnlyPagesAndPost: Story = {
  play: async ({ canvasElement, args }) => {
    const keys = userEvent.setup({ delay: null });
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await toPages(d, element);
    await tabTo(keys, d.getByRole('textbox', { name: 'Page 1 text' }), 10);
    await keys.keyboard('Greet at the door.');
    await tabTo(keys, d.getByRole('button', { name: 'Add page' }), 10);
    await keys.keyboard('{Enter}');
    await waitFor(() => expect(d.getByRole('textbox', { name: 'Page 2 text' })).toHaveFocus());
    await keys.keyboard('Lateness fell.');
    // Back past Remove page 2 (Move page 2 down is disabled: it is the last page).
    await keys.tab({ shift: true });
    await expect(d.getByRole('button', { name: 'Remove page 2' })).toHaveFocus();
    await keys.tab({ shift: true });
    await expect(d.getByRole('button', { name: 'Move page 2 up' })).toHaveFocus();
    await keys.keyboard('{Enter}');
    await expect(d.getByRole('textbox', { name: 'Page 1 text' })).toHaveValue('Lateness fell.');
    await expect(d.getByRole('button', { name: 'Move page 1 down' })).toHaveFocus();
    await tabTo(keys, d.getByRole('button', { name: 'Continue' }));
    await keys.keyboard('{Enter}');
    // Step 5: the preview, then Post with Enter.
    await waitFor(() => expect(d.getByRole('heading', { name: 'Preview' })).toHaveFocus());
    await tabTo(keys, d.getByRole('button', { name: 'Post' }));
    await keys.keyboard('{Enter}');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
  },
};

/** End to end in a feed: the new microblog is the first card. */
export const NewMicroblogTopsTheFeed: StoryObj<typeof FeedWithComposer> = {
  render: () => <FeedWithComposer composer={MicroblogComposer} label="New microblog" />,
  parameters: { session: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'New microblog' }));
    const { d, element } = await dialog(canvasElement, 'Create Microblog');
    await toPages(d, element);
    await enter(d.getByRole('textbox', { name: 'Page 1 text' }), PAGE_1);
    await next(d, 'Preview');
    await userEvent.click(d.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: 'Create Microblog' })).toBeNull());
    await waitFor(() => expect(within(canvas.getAllByRole('article')[0] as HTMLElement).getByRole('heading', { name: HEADLINE })).toBeVisible());
  },
};

/** End to end in a feed: editing the author's microblog changes its card in place. */
export const EditInFeed: StoryObj<typeof FeedWithComposer> = {
  render: () => <FeedWithComposer composer={MicroblogComposer} label="Edit my microblog" editId={POST_ID} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit my microblog' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Edit my microblog' }));
    const { d } = await dialog(canvasElement, 'Edit Microblog');
    await next(d, 'Build your learn path');
    const headline = d.getByRole('textbox', { name: /Headline/ });
    await userEvent.clear(headline);
    await enter(headline, 'Case study: reading catch-up that worked');
    await next(d, 'Choose a layout');
    await next(d, 'Add your pages');
    await next(d, 'Preview');
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    const first = () => within(canvas.getAllByRole('article')[0] as HTMLElement);
    await waitFor(() => expect(first().getByRole('heading', { name: 'Case study: reading catch-up that worked' })).toBeVisible());
    await expect(canvas.queryByRole('heading', { name: 'Case study: closing the reading gap in Year 2' })).toBeNull();
  },
};
