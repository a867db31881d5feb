import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Post } from '@edupassport/api-client';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { answerWithout, apiHandlers, seededPost } from '../PostActions/storyHelpers';
import { ShareToFeedDialog } from './ShareToFeedDialog';

/** A seeded announcement of another member. */
const POST_ID = 1005;

const meta = {
  title: 'Feed/ShareToFeedDialog',
  component: ShareToFeedDialog,
  args: { open: true, onOpenChange: fn(), onShared: fn(), post: undefined as unknown as Post },
  // The post comes from the reset mock store, so it is read when the story renders.
  render: (args) => <ShareToFeedDialog {...args} post={seededPost(POST_ID)} />,
} satisfies Meta<typeof ShareToFeedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Share to your feed' });

/** The comment is optional: sharing without one sends no share_comment. */
export const WithoutComment: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(args.onShared).toHaveBeenCalledTimes(1));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(mockStore.posts[0]).toMatchObject({
      share_comment: null,
      shared_post: expect.objectContaining({ id: POST_ID }),
    });
  },
};

/** With a comment: the new post carries it. */
export const WithComment: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Add a comment (optional)' }),
      'Sharing with our early-career teachers.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(args.onShared).toHaveBeenCalledWith(
        expect.objectContaining({ share_comment: 'Sharing with our early-career teachers.' }),
      ),
    );
  },
};

/** A server that answers the share with {"success":true}: the share is made, and onShared gets no post (a feed reloads). */
export const AnsweredWithoutPost: Story = {
  parameters: { msw: { handlers: { api: apiHandlers(answerWithout('post', '/api/users/posts/:id/share', 'success')) } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(args.onShared).toHaveBeenCalledTimes(1));
    await expect(args.onShared).toHaveBeenCalledWith(undefined);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Post shared successfully')).toBeVisible();
    await expect(mockStore.posts[0]).toMatchObject({ shared_post: expect.objectContaining({ id: POST_ID }) });
  },
};

/** The share fails: the dialog stays open with the comment and the server's message. */
export const ShareFails: Story = {
  beforeEach: () => {
    mockControls.fail('posts.share', { status: 500, message: 'Sharing is unavailable at the moment.' });
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const field = within(dialog).getByRole('textbox', { name: 'Add a comment (optional)' });
    await userEvent.type(field, 'Must read.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await expect(await within(dialog).findByText('Sharing is unavailable at the moment.')).toBeVisible();
    await expect(field).toHaveValue('Must read.');
    await expect(args.onShared).not.toHaveBeenCalled();
  },
};
