import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MOCK_USER_IDS,
  generateComment,
  mockControls,
  mockStore,
  type MockAuthor,
} from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { commentMessages } from '../messages/comments';
import { must } from '../PostActions/storyHelpers';
import { narrowWindow, sidewaysScroll } from '../../../../.storybook/narrowWindow';
import { CommentSection } from './CommentSection';

/** A seeded post of another member (the session is a member unless a story says otherwise). */
const POST_ID = 1004;
/** A seeded post that has no comments. */
const EMPTY_POST_ID = 1002;

const author = (id: number): MockAuthor => {
  const user = mockStore.users.find((u) => u.id === id);
  if (!user) throw new Error(`No seeded user ${id}`);
  return { id: user.id, full_name: user.full_name, profile_picture: user.profile_picture };
};

/** A staff-room thread that nests to depth 3: comment → reply → reply → reply. */
function seedThread() {
  const thread = [
    generateComment({
      id: 88_001,
      user: author(5),
      comment_text:
        'We started exit tickets in Year 8 science this term. Quick to mark and the students actually like them.',
      replies: [
        generateComment({
          id: 88_002,
          user: author(7),
          comment_text: 'Do you use paper slips or a form? Our wifi is patchy in the labs.',
          replies: [
            generateComment({
              id: 88_003,
              user: author(5),
              comment_text: 'Paper slips, three questions max. I sort them into three piles during the changeover.',
              replies: [
                generateComment({
                  id: 88_004,
                  user: author(9),
                  comment_text: 'Three piles is genius. Stealing this for my Monday classes.',
                  replies: [],
                }),
              ],
            }),
          ],
        }),
      ],
    }),
    generateComment({
      id: 88_005,
      user: author(11),
      comment_text: 'Could you share the question stems you use?',
      replies: [],
    }),
  ];
  mockStore.comments[POST_ID] = thread;
  const post = mockStore.posts.find((p) => p.id === POST_ID);
  if (post) post.comments = 5;
}

/** One comment by the signed-in member, so the Delete action shows. */
function seedOwnComment() {
  mockStore.comments[POST_ID]?.push(
    generateComment({
      id: 88_010,
      user: author(MOCK_USER_IDS.member),
      comment_text: 'Happy to run a short session on this at the next department meeting.',
      replies: [],
      reactions: [],
    }),
  );
}

const meta = {
  title: 'Feed/CommentSection',
  component: CommentSection,
  args: { postId: POST_ID },
  beforeEach: () => {
    seedThread();
  },
  decorators: [
    (Story) => (
      <div
        style={{
          maxWidth: 620,
          padding: 16,
          border: '1px solid var(--edu-color-border)',
          borderRadius: 12,
          background: 'var(--edu-color-surface)',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const depthItem = (canvasElement: HTMLElement, depth: number) =>
  must(canvasElement.querySelector<HTMLElement>(`li[data-depth="${depth}"]`), `no comment at depth ${depth}`);

/** A thread nesting to depth 3, newest comment first; Reply is offered only below depth 3. */
export const DeepThread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Three piles is genius/);
    const items = canvas.getAllByRole('listitem');
    // Newest first: the question posted after the thread comes first.
    await expect(items[0]).toHaveTextContent('Could you share the question stems you use?');
    for (const depth of [0, 1, 2])
      await expect(within(depthItem(canvasElement, depth)).getAllByRole('button', { name: 'Reply' })[0]).toBeVisible();
    await expect(within(depthItem(canvasElement, 3)).queryByRole('button', { name: 'Reply' })).toBeNull();
  },
};

/**
 * Replies another client nested past depth 3 are not dropped: they show under their depth-3 ancestor in one flat list,
 * in reading order, each saying whom it answers, and none offers Reply.
 */
export const RepliesPastDepthThree: Story = {
  beforeEach: () => {
    const depth3 = mockStore.comments[POST_ID]?.[0]?.replies[0]?.replies[0]?.replies[0];
    if (!depth3) throw new Error('no depth-3 reply in the seeded thread');
    depth3.replies = [
      generateComment({
        id: 88_006,
        user: author(7),
        comment_text: 'Colour-coded slips would make the piles even faster.',
        replies: [
          generateComment({
            id: 88_007,
            user: author(11),
            comment_text: 'Green, amber, red: the students sort themselves.',
            replies: [],
          }),
        ],
      }),
    ];
    const post = mockStore.posts.find((p) => p.id === POST_ID);
    if (post) post.comments = 7;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deepest = await canvas.findByText('Green, amber, red: the students sort themselves.');
    const flattened = [...canvasElement.querySelectorAll<HTMLElement>('li[data-depth="4"]')];
    await expect(flattened).toHaveLength(2);
    await expect(flattened[0]).toHaveTextContent('Colour-coded slips would make the piles even faster.');
    await expect(flattened[0]).toHaveTextContent(`Replying to ${author(9).full_name}`);
    await expect(flattened[1]).toContainElement(deepest);
    await expect(flattened[1]).toHaveTextContent(`Replying to ${author(7).full_name}`);
    // Both sit in the depth-3 reply's list, side by side, and neither can be answered (replies stop at depth 3).
    await expect(within(depthItem(canvasElement, 3)).getByRole('list', { name: '2 replies' })).toBeVisible();
    for (const item of flattened) await expect(within(item).queryByRole('button', { name: 'Reply' })).toBeNull();
  },
};

/** A 60-character first name with no break (the profile form takes it) wraps inside the comment on a 375 px phone. */
export const LongNameOnAPhone: Story = {
  beforeEach: () => {
    const comments = mockStore.comments[POST_ID] ?? [];
    const first = comments[0];
    if (first) first.user = { ...first.user, full_name: `${'Maximiliana'.repeat(5)}Rosalind Okafor` };
    return narrowWindow(375)();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(Maximiliana){5}Rosalind Okafor$/)).toBeVisible();
    await expect(document.documentElement.clientWidth).toBe(375);
    await expect(sidewaysScroll()).toBeLessThanOrEqual(0);
  },
};

/** Replying at depth 2 adds a reply at depth 3, which cannot be answered. */
export const ReplyAtTheDepthLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Three piles is genius/);
    const depth2 = depthItem(canvasElement, 2);
    const replyButton = must(within(depth2).getAllByRole('button', { name: 'Reply' })[0], 'no Reply');
    await userEvent.click(replyButton);
    const box = await canvas.findByRole('textbox', { name: /^Reply to / });
    await expect(box).toHaveFocus();
    const send = canvas.getByRole('button', { name: 'Send reply' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, 'Adding colour-coded slips next week.');
    await userEvent.click(send);
    const reply = await canvas.findByText('Adding colour-coded slips next week.', { selector: 'p' });
    const item = must(reply.closest('li'), 'reply not in a list item');
    await expect(item).toHaveAttribute('data-depth', '3');
    await expect(within(item).queryByRole('button', { name: 'Reply' })).toBeNull();
    // Focus goes back to the Reply that opened the box.
    await expect(replyButton).toHaveFocus();
  },
};

/** Add a comment: Send stays disabled while the text is blank after trimming; the new comment comes first. */
export const AddComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Three piles is genius/);
    const box = canvas.getByRole('textbox', { name: 'Write a comment' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await userEvent.type(box, '    ');
    await expect(send).toBeDisabled();
    await userEvent.type(box, 'Thank you, this is really practical.');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() =>
      expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Thank you, this is really practical.'),
    );
    await expect(box).toHaveValue('');
  },
};

/** A failed comment keeps the text and shows the server's message. */
export const AddCommentFails: Story = {
  beforeEach: () => {
    mockControls.fail('posts.comment', { status: 503, message: 'Comments are paused for maintenance' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Three piles is genius/);
    const box = canvas.getByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'Trying again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Comments are paused for maintenance')).toBeVisible();
    await expect(box).toHaveValue('Trying again later.');
  },
};

/** In Arabic, a comment lost to a network error says so in Arabic (the client's text from the ui catalog) and keeps the text. */
export const AddCommentFailsArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => {
    mockControls.fail('posts.comment', { network: true });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Three piles is genius/);
    const box = await canvas.findByRole('textbox', { name: 'اكتب تعليقًا' });
    await userEvent.type(box, 'شكرًا على الفكرة');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await expect(await canvas.findByText('خطأ في الشبكة: يُرجى التحقق من اتصالك والمحاولة مرة أخرى')).toBeVisible();
    await expect(box).toHaveValue('شكرًا على الفكرة');
  },
};

/** The comment picker offers the 8 comment reactions of the spec, in order; picking one shows at once. */
export const ReactToComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Three piles is genius/);
    const first = must(canvas.getAllByRole('listitem')[0], 'no comment');
    await userEvent.click(within(first).getByRole('button', { name: 'React' }));
    const menu = await screen.findByRole('menu', { name: 'Comment reactions' });
    const names = within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => item.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Heart eyes',
      'Excited',
      'Thumbs up',
      'Thinking',
      'Crying',
      'Raised hands',
      'Smiling',
      'Rolling on the floor laughing',
    ]);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Excited' }));
    await expect(within(first).getByRole('button', { name: 'Excited' })).toHaveAttribute('data-reacted');
    await expect(within(first).getByRole('img', { name: /Excited/ })).toBeVisible();
    await waitFor(() =>
      expect(mockStore.comments[POST_ID]?.find((c) => c.id === 88_005)?.reactions).toContainEqual({
        user_id: MOCK_USER_IDS.member,
        reaction_type: '🤩',
      }),
    );
  },
};

/** A comment reaction the server refuses: undone, and the toast gives its title and the server's message. */
export const ReactToCommentFails: Story = {
  beforeEach: () => {
    mockControls.fail('posts.reactToComment', { status: 500, message: 'Comment reactions are down' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Three piles is genius/);
    const first = must(canvas.getAllByRole('listitem')[0], 'no comment');
    await userEvent.click(within(first).getByRole('button', { name: 'React' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Excited' }));
    await expect(await screen.findByText(commentMessages.commentReactionFailed)).toBeVisible();
    await expect(screen.getByText('Comment reactions are down')).toBeVisible();
    await waitFor(() => expect(within(first).getByRole('button', { name: 'React' })).not.toHaveAttribute('data-reacted'));
  },
};

/** Deleting one's own comment asks first (Delete Comment), then removes it. */
export const DeleteOwnComment: Story = {
  beforeEach: () => {
    seedOwnComment();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const text = await canvas.findByText(/Happy to run a short session/);
    const item = must(text.closest('li'), 'no list item');
    await userEvent.click(within(item).getByRole('button', { name: /^Actions for / }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete comment' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Comment' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this comment? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByText(/Happy to run a short session/)).toBeNull());
    await expect(mockStore.comments[POST_ID]?.some((c) => c.id === 88_010)).toBe(false);
  },
};

/** Another member's comment offers Report, not Delete; the report needs a reason and details. */
export const ReportComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const text = await canvas.findByText('Could you share the question stems you use?');
    const item = must(text.closest('li'), 'no list item');
    await userEvent.click(within(item).getByRole('button', { name: /^Actions for / }));
    await expect(body.queryByRole('menuitem', { name: 'Delete comment' })).toBeNull();
    await userEvent.click(await body.findByRole('menuitem', { name: 'Report comment' }));
    const dialog = await body.findByRole('dialog', { name: 'Report Comment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await expect(await within(dialog).findByText('Please fill in both details and reason')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Details/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Details/ }),
      'Links to a paid worksheet shop in every comment.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Report Comment' })).toBeNull());
    await expect(mockStore.reports).toContainEqual(
      expect.objectContaining({ kind: 'comment', target_id: 88_005, reason: 'spam' }),
    );
  },
};

/** A post nobody has commented on yet. */
export const Empty: Story = {
  args: { postId: EMPTY_POST_ID },
  beforeEach: () => {
    mockStore.comments[EMPTY_POST_ID] = [];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No comments yet. Be the first to comment.')).toBeVisible();
  },
};

/** The comments are still loading: skeletons in a busy status region. */
export const Loading: Story = {
  beforeEach: () => {
    mockControls.delay('posts.getComments', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The comments cannot be loaded: the server's message and a retry that works. */
export const LoadError: Story = {
  beforeEach: () => {
    mockControls.fail(
      'posts.getComments',
      { status: 500, message: 'The comment service is not answering.' },
      { times: 1 },
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The comment service is not answering.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(/Three piles is genius/)).toBeVisible();
  },
};

const requireLogin = fn();

/** An anonymous visitor reads the thread; commenting, replying, reacting and reporting ask for a login. */
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText(/Three piles is genius/);
    const countBefore = mockStore.comments[POST_ID]?.length;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a comment' }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(requireLogin).toHaveBeenCalledTimes(1);
    const first = must(canvas.getAllByRole('listitem')[0], 'no comment');
    await userEvent.click(within(first).getByRole('button', { name: 'Reply' }));
    await expect(requireLogin).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('textbox', { name: /^Reply to / })).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'React' }));
    await expect(requireLogin).toHaveBeenCalledTimes(3);
    await userEvent.click(within(first).getByRole('button', { name: /^Actions for / }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Report comment' }));
    await expect(requireLogin).toHaveBeenCalledTimes(4);
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(mockStore.comments[POST_ID]?.length).toBe(countBefore);
  },
};

/**
 * A real server (toolbar: Mock backend → Realistic): the thread also holds a comment saved without an id
 * and a reply by a deleted account, one reply comes back as `reply_text`, and a new comment is answered
 * with `{"success": true}` only. The good comments and their authors show; the broken ones are left out.
 */
export const Realistic: Story = {
  globals: { mockMode: 'realistic' },
  play: async ({ canvasElement }) => {
    await expect(mockControls.realistic()).toBe(true);
    const canvas = within(canvasElement);
    await canvas.findByText(/Three piles is genius/);
    await expect(canvas.getByText('Do you use paper slips or a form? Our wifi is patchy in the labs.')).toBeVisible();
    for (const id of [5, 7, 9, 11]) await expect(canvas.getAllByText(author(id).full_name)[0]).toBeVisible();
    await expect(canvasElement.querySelectorAll('li[data-depth="0"]')).toHaveLength(2);
    await expect(canvas.queryByText('This comment was saved without an id.')).toBeNull();
    await expect(canvas.queryByText('This reply’s author deleted their account.')).toBeNull();
    await expect(canvas.queryByText('This item could not be shown.')).toBeNull();
    await expect(canvas.queryByText('Comments could not be loaded.')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a comment' }), 'Works on a real server too.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Works on a real server too.'));
  },
};
