import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { ComposerStage, enter, setOwnPost, type ComposerStageProps } from '../ComposerFrame/storyHelpers';
import { AnnouncementComposer } from './AnnouncementComposer';

/** The announcement the postAuthor's own post becomes for the edit stories. */
const TITLE = 'Whole-school INSET day on Friday 14 March';
const CONTENT = 'School is closed to pupils on Friday while staff take part in safeguarding and curriculum training. Clubs resume on Monday.';
/** Shorter texts for the story that types every key: each key re-renders the dialog, and 170 of them took 5 s. */
const KEYED_TITLE = 'INSET day on Friday';
const KEYED_CONTENT = 'School is closed to pupils.';

function Stage(props: ComposerStageProps<{ headline: string; content: string }>) {
  return <ComposerStage {...props} composer={AnnouncementComposer} postType="announcement" noun="announcement" />;
}

const meta = {
  title: 'Feed/AnnouncementComposer',
  component: Stage,
  args: { onSaved: fn() },
  parameters: { session: 'postAuthor' },
  beforeEach: () => {
    setOwnPost({ post_type: 'announcement', headline: TITLE, content: CONTENT });
  },
} satisfies Meta<typeof Stage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
/** The rich-text editor is loaded on demand: wait for its text box. */
const contentBox = (d: ReturnType<typeof within>) => d.findByRole('textbox', { name: /Content/ });

/** Puts text into the rich-text editor (by pasting; CreateWithKeyboard types). */
async function write(box: HTMLElement, text: string) {
  await enter(box, text);
  await waitFor(() => expect(box).toHaveTextContent(text));
}

/** Step 1, empty: Continue is disabled and the hint says why. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Create Announcement'));
    await expect(d.getByText('Step 1 of 2')).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Edit' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(d.getByText('Add a title and content to continue.')).toBeVisible();
  },
};

/** Spaces alone are not a title: Continue stays disabled until both fields hold text. */
export const BlankAfterTrimming: Story = {
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Create Announcement'));
    await enter(d.getByRole('textbox', { name: /Title/ }), '    ');
    await write(await contentBox(d), CONTENT);
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(d.getByText('Add a title and content to continue.')).toBeVisible();
    await enter(d.getByRole('textbox', { name: /Title/ }), TITLE);
    await expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(d.queryByText('Add a title and content to continue.')).toBeNull();
  },
};

/** Step 2: the announcement as the feed will show it; Back returns to step 1 with the focus on its heading. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Create Announcement'));
    await enter(d.getByRole('textbox', { name: /Title/ }), TITLE);
    await write(await contentBox(d), CONTENT);
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(d.getByRole('heading', { name: 'Preview' })).toHaveFocus());
    await expect(d.getByText('Step 2 of 2')).toBeVisible();
    const preview = within(canvasElement.ownerDocument.querySelector('[data-step-id="preview"]') as HTMLElement);
    await expect(preview.getByText(CONTENT)).toBeVisible();
    await expect(preview.getByText(TITLE)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(d.getByRole('heading', { name: 'Edit' })).toHaveFocus());
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue(TITLE);
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(d.getByRole('heading', { name: 'Edit' })).toHaveFocus());
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
  },
};

/** End to end, keyboard only: type, Continue, Save; the new announcement is created and shown. */
export const CreateWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const d = within(await dialog(canvasElement, 'Create Announcement'));
    const content = await contentBox(d);
    await waitFor(() => expect(d.getByRole('textbox', { name: /Title/ })).toHaveFocus());
    await userEvent.keyboard(KEYED_TITLE);
    // The editor's toolbar (one tab stop), then its text.
    await userEvent.tab();
    await expect(d.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.tab();
    await expect(content).toHaveFocus();
    await userEvent.keyboard(KEYED_CONTENT);
    await userEvent.tab();
    await userEvent.tab();
    await expect(d.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(d.getByRole('heading', { name: 'Preview' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(d.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: 'Create Announcement' })).toBeNull());
    await expect(mockStore.posts[0]).toMatchObject({ post_type: 'announcement', headline: KEYED_TITLE, content: `<p>${KEYED_CONTENT}</p>` });
    await expect(await within(canvasElement).findByText(KEYED_TITLE)).toBeVisible();
  },
};

/** Editing preloads the post; Update saves and the card shows the change. */
export const Edit: Story = {
  args: { edit: true },
  play: async ({ canvasElement, args }) => {
    const d = within(await dialog(canvasElement, 'Edit Announcement'));
    const title = d.getByRole('textbox', { name: /Title/ });
    await expect(title).toHaveValue(TITLE);
    await userEvent.clear(title);
    await enter(title, 'INSET day moved to Monday 17 March');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(await within(canvasElement).findByText('INSET day moved to Monday 17 March')).toBeVisible();
  },
};

const FORMATTED = '<p>Hello <strong>world</strong></p><p>Second</p>';

/** Editing a formatted announcement: the editor shows the stored rich text formatted (bold, two paragraphs), never its tags. */
export const EditFormatted: Story = {
  args: { edit: true },
  beforeEach: () => {
    setOwnPost({ post_type: 'announcement', headline: TITLE, content: FORMATTED });
  },
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Edit Announcement'));
    const content = await contentBox(d);
    await waitFor(() => expect(content).toHaveTextContent('Hello world'));
    await expect(content).not.toHaveTextContent('<p>');
    await expect(within(content).getByText('world').tagName).toBe('STRONG');
    await expect(within(content).getByText('Second').tagName).toBe('P');
  },
};

/** Saving a formatted announcement sends HTML through the sanitizer with both paragraphs and the bold intact. */
export const EditFormattedSaves: Story = {
  ...EditFormatted,
  play: async (context) => {
    await EditFormatted.play?.(context);
    const { canvasElement, args } = context;
    const d = within(await dialog(canvasElement, 'Edit Announcement'));
    const title = d.getByRole('textbox', { name: /Title/ });
    await enter(title, ' (updated)');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    const preview = within(canvasElement.ownerDocument.querySelector('[data-step-id="preview"]') as HTMLElement);
    await expect((await preview.findByText('world')).tagName).toBe('STRONG');
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(mockStore.posts.find((p) => p.id === 1000)?.content).toBe(FORMATTED);
  },
};

/** A failed save keeps the dialog open with every input and shows the server's error. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('feed.createPost', { status: 503, message: 'Posting is paused while the feed is being updated. Please try again shortly.' });
  },
  play: async ({ canvasElement, args }) => {
    const d = within(await dialog(canvasElement, 'Create Announcement'));
    await enter(d.getByRole('textbox', { name: /Title/ }), TITLE);
    await write(await contentBox(d), CONTENT);
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('Posting is paused while the feed is being updated. Please try again shortly.');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Back' }));
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue(TITLE);
    await expect(await contentBox(d)).toHaveTextContent(CONTENT);
  },
};

/** Closing with changes asks first; Keep editing returns to the form untouched. */
export const DiscardConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const d = within(await dialog(canvasElement, 'Create Announcement'));
    await enter(d.getByRole('textbox', { name: /Title/ }), TITLE);
    await userEvent.keyboard('{Escape}');
    const confirm = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await expect(within(confirm).getByText('What you have typed will be lost.')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue(TITLE);
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await body.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Create Announcement' })).toBeNull());
  },
};

/** An accidentally closed composer offers its draft back on the next opening. */
export const DraftOffered: Story = {
  args: { draft: { headline: TITLE, content: 'School is closed to pupils on Friday while staff' } },
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Create Announcement'));
    await expect(d.getByText('You have an unsaved draft.')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Restore draft' }));
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue(TITLE);
    await expect(d.queryByText('You have an unsaved draft.')).toBeNull();
  },
};
