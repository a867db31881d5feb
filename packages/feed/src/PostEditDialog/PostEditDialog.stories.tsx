import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Post } from '@edupassport/api-client';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { Button, SafeHtml } from '@edupassport/ui';
import { answerWithout, apiHandlers, must, seededPost } from '../PostActions/storyHelpers';
import { PostEditDialog } from './PostEditDialog';

/** The postAuthor session's own post. */
const POST_ID = 1000;
const PLAIN_TEXT = 'Our Year 4 reading corner is finally finished. Thank you to every parent who donated books!';

const stored = () =>
  must(
    mockStore.posts.find((p) => p.id === POST_ID),
    `seeded post ${POST_ID}`,
  );

/** The author's post, made a plain post in the story's beforeEach, as the mock backend holds it. */
const plainPost = (): Post => seededPost(POST_ID);

function Editable({ onUpdated }: { onUpdated: (post: Post) => void }) {
  const [post, setPost] = useState(plainPost);
  const [open, setOpen] = useState(true);
  return (
    <div style={{ maxWidth: 560 }}>
      <SafeHtml html={post.content} data-part="shown" />
      <Button variant="outline" onClick={() => setOpen(true)}>
        Edit post
      </Button>
      <PostEditDialog
        open={open}
        onOpenChange={setOpen}
        post={post}
        onUpdated={(next) => {
          onUpdated(next);
          setPost(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Feed/PostEditDialog',
  component: Editable,
  args: { onUpdated: fn() },
  parameters: { session: 'postAuthor' },
  beforeEach: () => {
    Object.assign(stored(), { post_type: 'post', headline: null, content: PLAIN_TEXT });
  },
} satisfies Meta<typeof Editable>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit Post' });
/** The rich-text editor is loaded on demand: wait for its text box. */
const editorOf = (dialog: HTMLElement) =>
  within(dialog).findByRole('textbox', { name: /Content/ });

/** Replaces what the editor holds, as a person does: select all, then type. */
async function replaceText(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.keyboard(text);
}

/** The dialog opens with the post's text. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await editorOf(dialog)).toHaveTextContent(PLAIN_TEXT);
  },
};

/** Blank content is refused with 'Content cannot be empty'. */
export const EmptyContent: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const field = await editorOf(dialog);
    await replaceText(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(await within(dialog).findByText('Content cannot be empty')).toBeVisible();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onUpdated).not.toHaveBeenCalled();
  },
};

/** A save sends the content (PUT) as HTML and hands the saved post back. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const field = await editorOf(dialog);
    // A click on the text puts the caret at its end.
    await userEvent.click(within(field).getByText(PLAIN_TEXT));
    await userEvent.keyboard(' Photos to follow.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onUpdated).toHaveBeenCalledWith(
        expect.objectContaining({ content: `<p>${PLAIN_TEXT} Photos to follow.</p>` }),
      ),
    );
    await expect(within(canvasElement).getByText(`${PLAIN_TEXT} Photos to follow.`)).toBeVisible();
    await expect(stored().content).toBe(`<p>${PLAIN_TEXT} Photos to follow.</p>`);
  },
};

/** A server that answers the update with 204 No Content: the post is read back, so the page shows the saved text. */
export const SavedAnsweredWithoutPost: Story = {
  ...Saved,
  parameters: { msw: { handlers: { api: apiHandlers(answerWithout('put', '/api/users/posts/:id', 'noContent')) } } },
};

/** The save fails: the dialog stays open with the edited text and the server's message. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('posts.update', { status: 500, message: 'Your changes could not be saved.' });
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const field = await editorOf(dialog);
    await replaceText(field, 'A shorter version.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(await within(dialog).findByText('Your changes could not be saved.')).toBeVisible();
    await expect(field).toHaveTextContent('A shorter version.');
    await expect(args.onUpdated).not.toHaveBeenCalled();
  },
};

const FORMATTED =
  '<p>Hello <strong>world</strong> and <a href="https://example.org/reading">our reading list</a></p><p>Second</p>';

/** A formatted plain post is edited as formatted text; Update keeps the paragraphs, the bold and the link. */
export const EditFormatted: Story = {
  beforeEach: () => {
    Object.assign(stored(), { post_type: 'post', headline: null, content: FORMATTED });
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    const field = await editorOf(await dialogOf(canvasElement));
    await waitFor(() => expect(field).toHaveTextContent('Hello world and our reading list'));
    await expect(within(field).getByText('world').tagName).toBe('STRONG');
    await userEvent.click(within(field).getByText('Second'));
    await userEvent.keyboard(' paragraph');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onUpdated).toHaveBeenCalledTimes(1));
    await expect(stored().content).toBe(
      '<p>Hello <strong>world</strong> and <a href="https://example.org/reading">our reading list</a></p><p>Second paragraph</p>',
    );
  },
};
