import { useState, type ComponentType } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider, onDemand, useApiClient, useEdu } from '@edupassport/ui';
import { applyReaction, viewerReaction } from '../hooks/applyReaction';
import { usePost } from '../hooks/usePostDetail';
import { CommentsArriving, PostCommentsContext } from './onDemandComments';
import { PostActions, type PostActionsProps } from './PostActions';
import type { PostCommentsProps } from './PostComments';
import { seededPost } from './storyHelpers';

/** The seeded post of the postAuthor session (it carries a reply chain to depth 3), and another member's. */
const OWN_POST_ID = 1000;
const OTHER_POST_ID = 1001;

type HarnessProps = Omit<PostActionsProps, 'post' | 'favourite' | 'onToggleFavourite'> & {
  postId: number;
  onToggleFavourite?: () => void;
};

/**
 * Holds the post and the favourite the way useFeed does: the reaction is applied at once, the call
 * confirms it (the post is read back), and a failed call reloads the post.
 */
function StatefulPostActions({ postId, onReact, onToggleFavourite, onUpdated, onDeleted, ...rest }: HarnessProps) {
  const client = useApiClient();
  const { session } = useEdu();
  const [post, setPost] = useState(() => seededPost(postId));
  const [favourite, setFavourite] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const reload = () => client.posts.get(postId).then(setPost, () => undefined);
  // A new comment updates the post's count in the query cache, as it does for a list's or a card's post.
  const cached = usePost(postId, { initialData: post }).post;
  const shown = cached ? { ...post, comments: cached.comments } : post;
  if (deleted) return <p>This post was deleted.</p>;
  return (
    <article
      style={{
        maxWidth: 620,
        padding: 16,
        border: '1px solid var(--edu-color-border)',
        borderRadius: 12,
        background: 'var(--edu-color-surface)',
      }}
    >
      <header style={{ marginBottom: 8 }}>
        <strong>{post.user.full_name}</strong>
      </header>
      <p style={{ margin: '0 0 12px' }}>
        {post.headline ?? 'Sharing what worked for us with project-based learning this term.'}
      </p>
      <PostActions
        {...rest}
        post={shown}
        favourite={favourite}
        onToggleFavourite={() => {
          onToggleFavourite?.();
          setFavourite((value) => !value);
          void client.posts.toggleFavorite(postId).catch(() => setFavourite((value) => !value));
        }}
        onReact={(reaction) => {
          onReact(reaction);
          const userId = session.user?.id;
          if (userId === undefined) return;
          const previous = viewerReaction(post.reactions, userId);
          setPost((current) => ({ ...current, reactions: applyReaction(current.reactions, userId, reaction) }));
          // The server toggles: sending the current reaction again removes it.
          const sent = reaction ?? previous;
          if (sent) void client.posts.react(postId, { reaction_type: sent }).then(reload, reload);
        }}
        onUpdated={(next) => {
          onUpdated(next);
          setPost(next);
        }}
        onDeleted={() => {
          onDeleted();
          setDeleted(true);
        }}
      />
    </article>
  );
}

const meta = {
  title: 'Feed/PostActions',
  component: StatefulPostActions,
  args: {
    postId: OTHER_POST_ID,
    onReact: fn(),
    onToggleFavourite: fn(),
    onDeleted: fn(),
    onUpdated: fn(),
    onShared: fn(),
  },
  beforeEach: () => {
    // The member starts without a reaction on the other post, so the picker's first choice adds one.
    const post = mockStore.posts.find((p) => p.id === OTHER_POST_ID);
    if (post) post.reactions = post.reactions.filter((r) => r.user_id !== MOCK_USER_IDS.member);
  },
} satisfies Meta<typeof StatefulPostActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another member's post: react, comment, share, report and favourite; no edit or delete. */
export const OthersPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'React' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Comments?$/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Favourite this post' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The author's own post (postAuthor session): the owner controls show as well. */
export const OwnPost: Story = {
  args: { postId: OWN_POST_ID },
  parameters: { session: 'postAuthor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('group', { name: 'Post actions' }).parentElement).toHaveAttribute('data-owner');
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await expect(await body.findByRole('menuitem', { name: 'Edit post' })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Delete post' })).toBeVisible();
    await expect(body.queryByRole('menuitem', { name: 'Report post' })).toBeNull();
  },
};

/**
 * On a 412 px phone (the post's row is 388 px wide there): React, Comments, Share, the heart and "…" stay on one
 * line, the heart and "…" at its end.
 */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 422 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Post actions' });
    await expect(bar.getBoundingClientRect().width).toBe(388);
    const top = (name: string | RegExp) => Math.round(canvas.getByRole('button', { name }).getBoundingClientRect().top);
    const row = top('React');
    for (const name of [/Comments?$/, 'Share', 'Favourite this post', 'More actions']) await expect(top(name)).toBe(row);
    const more = canvas.getByRole('button', { name: 'More actions' }).getBoundingClientRect();
    await expect(Math.round(more.right)).toBe(Math.round(bar.getBoundingClientRect().right));
  },
};

/** The dark theme with the comments open, so axe checks the footer's and the thread's contrast there too. */
export const DarkTheme: Story = {
  args: { defaultCommentsOpen: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Comments' });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'ready'));
  },
};

/** The picker offers the 9 post reactions of the spec, in order, each with a name. */
export const ReactionChoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'React' }));
    const menu = await screen.findByRole('menu', { name: 'Post reactions' });
    const names = within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => item.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Heart',
      'Graduation cap',
      'Clapping hands',
      'Thumbs up',
      'Hundred points',
      'Trophy',
      'Star',
      'Party popper',
      'Diamond',
    ]);
  },
};

/** Reacting shows at once (optimistic) and stays once the server confirms it. */
export const ReactToPost: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('img', { name: /reaction/ });
    const before = Number(/^(\d+)/.exec(summary.getAttribute('aria-label') ?? '')?.[1] ?? 0);
    await userEvent.click(canvas.getByRole('button', { name: 'React' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Trophy' }));
    await expect(args.onReact).toHaveBeenCalledWith('🏆');
    await expect(canvas.getByRole('button', { name: 'Trophy' })).toHaveAttribute('data-reacted');
    await expect(summary).toHaveAttribute('aria-label', expect.stringMatching(new RegExp(`^${before + 1} reactions`)));
    await waitFor(() =>
      expect(mockStore.posts.find((p) => p.id === OTHER_POST_ID)?.reactions).toContainEqual({
        user_id: MOCK_USER_IDS.member,
        reaction_type: '🏆',
      }),
    );
    await expect(canvas.getByRole('button', { name: 'Trophy' })).toHaveAttribute('data-reacted');
  },
};

/** Picking one's own reaction again removes it (onReact(null)). */
export const RemoveReaction: Story = {
  beforeEach: () => {
    mockStore.posts
      .find((p) => p.id === OTHER_POST_ID)
      ?.reactions.push({ user_id: MOCK_USER_IDS.member, reaction_type: '💎' });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Diamond' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Diamond' }));
    await expect(args.onReact).toHaveBeenCalledWith(null);
    await expect(await canvas.findByRole('button', { name: 'React' })).not.toHaveAttribute('data-reacted');
  },
};

/** The reaction call fails: the optimistic reaction shows, then the post is reloaded without it. */
export const ReactFails: Story = {
  beforeEach: () => {
    mockControls.fail('posts.react', { status: 500, message: 'Server error' });
    mockControls.delay('posts.react', 300);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'React' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Star' }));
    await expect(canvas.getByRole('button', { name: 'Star' })).toHaveAttribute('data-reacted');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'React' })).not.toHaveAttribute('data-reacted'));
  },
};

/** The favourite heart toggles through the owner of the state. */
export const Favourite: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite this post' }));
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Favourite this post' })).toHaveAttribute('aria-pressed', 'true');
  },
};

const requireLogin = fn();

/** The cards under it use `Comments` for their comments (as PostDetail gives its own). */
const withComments =
  (Comments: ComponentType<PostCommentsProps>): Decorator =>
  (Story) => (
    <PostCommentsContext.Provider value={Comments}>
      <Story />
    </PostCommentsContext.Provider>
  );

/** Opens the comments with their toggle; gives the toggle and the slot it controls. */
async function openComments(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: /Comments?$/ });
  await userEvent.click(toggle);
  const slot = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!slot) throw new Error('the comments toggle controls nothing');
  return { canvas, toggle, slot };
}

/** Comments whose code never arrives: every download fails, as offline. */
const NeverDownloads = onDemand<PostCommentsProps>(() => Promise.reject(new Error('offline')));

/** The comments as a card shows them while their code downloads, without the download ever ending. */
function ArrivingForGood({ open }: PostCommentsProps) {
  return open ? <CommentsArriving /> : null;
}

/** The comments toggle opens the comment section under the footer and loads the comments. */
export const OpenComments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Comments?$/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The section's code downloads on this first open, inside what the toggle controls.
    const section = await canvas.findByRole('region', { name: 'Comments' });
    await expect(canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(section);
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'ready'));
    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Write a comment' }),
      'Bookmarking this for our INSET day.',
    );
    const before = Number(/^(\d+)/.exec(toggle.textContent ?? '')?.[1]);
    await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toggle).toHaveTextContent(`${before + 1} Comments`));
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('region', { name: 'Comments' })).toBeNull();
  },
};

/** While the comments' code is still downloading (held here for good): the toggle's section shows the loading skeleton. */
export const CommentsArrivingOnFirstOpen: Story = {
  decorators: [withComments(ArrivingForGood)],
  play: async ({ canvasElement }) => {
    const { canvas, toggle, slot } = await openComments(canvasElement);
    const arriving = canvas.getByRole('group', { name: 'Comments' });
    await expect(slot).toContainElement(arriving);
    await expect(within(arriving).getByRole('status')).toHaveTextContent('Loading');
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('group', { name: 'Comments' })).toBeNull();
  },
};

/** The comments' code cannot be downloaded (offline): the toggle's slot says so, with Try again; the card keeps working. */
export const CommentsDownloadFailed: Story = {
  decorators: [withComments(NeverDownloads)],
  play: async ({ canvasElement }) => {
    const { canvas, toggle, slot } = await openComments(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Try again' });
    await expect(slot).toContainElement(retry);
    await expect(within(slot).getByRole('alert')).toBeVisible();
    // The rest of the footer still answers.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** PostDetail opens the comments from the start. */
export const CommentsOpen: Story = {
  args: { defaultCommentsOpen: true },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Comments' });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'ready'));
  },
};

/** Share to one's own feed with an optional comment: the new post goes to onShared. */
export const ShareToFeed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Share to my feed' }));
    const dialog = await body.findByRole('dialog', { name: 'Share to your feed' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Add a comment (optional)' }),
      'Great read for new teachers.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(args.onShared).toHaveBeenCalledTimes(1));
    await expect(args.onShared).toHaveBeenCalledWith(
      expect.objectContaining({
        share_comment: 'Great read for new teachers.',
        shared_post: expect.objectContaining({ id: OTHER_POST_ID }),
      }),
    );
    await expect(body.queryByRole('dialog', { name: 'Share to your feed' })).toBeNull();
    await expect(mockStore.posts[0]?.shared_post?.id).toBe(OTHER_POST_ID);
  },
};

/** Sharing to social media opens the shared ShareDialog of type post. */
export const ShareToSocialMedia: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Share to social media' }));
    await expect(await body.findByRole('dialog', { name: 'Share This Post With Your Friends!' })).toBeVisible();
  },
};

/** Report needs a reason and details ('Please fill in both details and reason'), then sends. */
export const ReportPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Report post' }));
    const dialog = await body.findByRole('dialog', { name: 'Report Post' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await expect(await within(dialog).findByText('Please fill in both details and reason')).toBeVisible();
    await expect(mockStore.reports).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Targets a named colleague.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Report Post' })).toBeNull());
    await expect(mockStore.reports).toContainEqual(
      expect.objectContaining({
        kind: 'post',
        target_id: OTHER_POST_ID,
        reason: 'harassment',
        details: 'Targets a named colleague.',
      }),
    );
  },
};

/** The author deletes the post: confirmation, the delete (the client then confirms it), then onDeleted. */
export const DeletePost: Story = {
  args: { postId: OWN_POST_ID },
  parameters: { session: 'postAuthor' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete post' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Post' });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this post? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
    await expect(mockStore.posts.some((p) => p.id === OWN_POST_ID)).toBe(false);
    await expect(mockStore.deleteConfirmations).toContain(OWN_POST_ID);
  },
};

/**
 * The delete succeeds but its confirmation call fails: the post is gone all the same, so the card leaves and the
 * success toast shows (the client only reports the failed confirmation).
 */
export const DeletePostConfirmationFails: Story = {
  args: { postId: OWN_POST_ID },
  parameters: { session: 'postAuthor' },
  beforeEach: () => {
    mockControls.fail('posts.confirmDelete', { status: 500, message: 'Delete confirmations are paused.' });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete post' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('This post was deleted.')).toBeVisible();
    await expect(await body.findByText('Post deleted successfully')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: 'Delete Post' })).toBeNull());
    await expect(body.queryByText('Delete confirmations are paused.')).toBeNull();
    await expect(args.onDeleted).toHaveBeenCalledTimes(1);
    await expect(mockStore.posts.some((p) => p.id === OWN_POST_ID)).toBe(false);
  },
};

/** The delete fails: the confirmation stays open with the server's message and nothing is removed. */
export const DeletePostFails: Story = {
  args: { postId: OWN_POST_ID },
  parameters: { session: 'postAuthor' },
  beforeEach: () => {
    mockControls.fail('posts.delete', { status: 500, message: 'The post could not be deleted right now.' });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete post' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText('The post could not be deleted right now.')).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(mockStore.posts.some((p) => p.id === OWN_POST_ID)).toBe(true);
  },
};

/** The author edits the post in the plain-text dialog: blank is refused, a save updates the post. */
export const EditPost: Story = {
  args: { postId: OWN_POST_ID },
  parameters: { session: 'postAuthor' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit post' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit Post' });
    // The rich-text editor loads with the dialog.
    const field = await within(dialog).findByRole('textbox', { name: /Content/ });
    await userEvent.click(field);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(await within(dialog).findByText('Content cannot be empty')).toBeVisible();
    await userEvent.click(field);
    await userEvent.keyboard('Updated: the reading list now includes two new titles.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onUpdated).toHaveBeenCalledWith(
        expect.objectContaining({ content: '<p>Updated: the reading list now includes two new titles.</p>' }),
      ),
    );
    await expect(body.queryByRole('dialog', { name: 'Edit Post' })).toBeNull();
  },
};

/** With onEdit (the composer of the post's type), Edit calls it instead of the plain-text dialog. */
export const EditWithComposer: Story = {
  args: { postId: OWN_POST_ID, onEdit: fn() },
  parameters: { session: 'postAuthor' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit post' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog', { name: 'Edit Post' })).toBeNull();
  },
};

/** An anonymous visitor: every action that needs a login asks for one and calls no API. */
export const AnonymousVisitor: Story = {
  parameters: { session: 'anonymous' },
  decorators: [
    (Story) => (
      <EduProvider requireLogin={requireLogin}>
        <Story />
      </EduProvider>
    ),
  ],
  beforeEach: () => {
    requireLogin.mockClear();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'React' }));
    await expect(requireLogin).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'React' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite this post' }));
    await expect(requireLogin).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(requireLogin).toHaveBeenCalledTimes(3);
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Report post' }));
    await expect(requireLogin).toHaveBeenCalledTimes(4);
    await expect(body.queryByRole('dialog')).toBeNull();
    // Comments can be read; writing one asks for a login.
    await userEvent.click(canvas.getByRole('button', { name: /Comments?$/ }));
    const section = await canvas.findByRole('region', { name: 'Comments' });
    await userEvent.type(within(section).getByRole('textbox', { name: 'Write a comment' }), 'Hi');
    await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
    await expect(requireLogin).toHaveBeenCalledTimes(5);
    await expect(args.onToggleFavourite).not.toHaveBeenCalled();
    await expect(args.onReact).not.toHaveBeenCalled();
    await expect(args.onShared).not.toHaveBeenCalled();
  },
};
