import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { Suspense, useState } from 'react';
import { EduProvider } from '@edupassport/ui';
import { createApiClient } from '@edupassport/api-client';
import { PostCard } from './PostCard';
import { BROKEN_IMAGE, editStoredPost, swapStoryPictures, WithStoredPost, postStoryDecorators } from './storyData';

/*
 * Seeded posts (see the mock backend's fixtures): 1000 is the postAuthor session's announcement;
 * 1001 multimedia, 1002 a poll that has ended, 1003 a full-width microblog, 1004 a plain post,
 * 1008 a side-by-side microblog, 1011 multimedia with text only, 1012 a poll open for another hour,
 * 1015 a share of a multimedia post, 1061 multimedia saved before media support (plain content).
 */
const meta = {
  title: 'Feed/PostCard',
  component: PostCard,
  decorators: postStoryDecorators,
  beforeEach: () => {
    swapStoryPictures();
  },
  // Every story reads its post from the reset store; the args only satisfy the types.
  args: { post: undefined as never },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (id: number, props: Partial<Parameters<typeof PostCard>[0]> = {}) => ({
  render: () => <WithStoredPost id={id} render={(post) => <PostCard post={post} {...props} />} />,
});

/** The postAuthor's own announcement: the headline and content over the fixed banner; edit and delete are offered. */
export const AnnouncementOwn: Story = {
  ...card(1000),
  parameters: { session: 'postAuthor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article');
    await expect(article).toHaveAttribute('data-post-type', 'announcement');
    await expect(canvas.getByRole('heading', { name: /Workshop on/ })).toBeVisible();
    await expect(canvas.getByText('Announcement')).toBeVisible();
  },
};

/** The author's Edit opens the announcement composer preloaded with the post; the card shows the update. */
export const AnnouncementEditInComposer: Story = {
  ...card(1000),
  parameters: { session: 'postAuthor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit post' }));
    // The composer downloads on the first Edit.
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Announcement' }));
    const title = dialog.getByRole('textbox', { name: /Title/ });
    await expect((title as HTMLInputElement).value).toMatch(/^Workshop on/);
    await userEvent.clear(title);
    // Typed key by key: a short title, as every key costs a render.
    await userEvent.type(title, 'Moved to Hall B');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByRole('heading', { name: 'Moved to Hall B' })).toBeVisible();
  },
};

/** Another member's announcement, seen by a member. */
export const AnnouncementOther: Story = { ...card(1005) };

/** Rich text and a media grid of pictures. */
export const Multimedia: Story = {
  ...card(1001),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: /media item/ });
    await expect(within(grid).getAllByRole('img').length).toBeGreaterThan(0);
  },
};

/** Pictures, a GIF and a video in one post. */
export const MultimediaMixedMedia: Story = {
  beforeEach: () => {
    editStoredPost(1006, (post) => {
      const value = JSON.parse(post.content ?? '{}') as { content?: string; multimedia?: string[] };
      post.content = JSON.stringify({
        content: '<p>Our <strong>science fair</strong> in pictures, a GIF of the volcano and the judges’ video.</p>',
        multimedia: [
          ...(value.multimedia ?? []).slice(0, 1),
          'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
          'https://media.edupassport.test/judges.mp4',
        ],
      });
    });
  },
  ...card(1006),
};

/** A multimedia post with words only. */
export const MultimediaTextOnly: Story = { ...card(1011) };

/** Content saved before media support is not JSON: shown as plain content with no media. */
export const MultimediaPlainFallback: Story = {
  ...card(1061),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An older post saved before media support.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: /media item/ })).toBeNull();
  },
};

/** An open poll: vote, the post reloads and every count is refreshed. */
export const PollVote: Story = {
  ...card(1012),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stored = mockStore.posts.find((p) => p.id === 1012);
    const option = stored?.poll_options[0];
    if (!option) throw new Error('no poll option');
    const before = option.votes;
    await expect(await canvas.findByText('Time left: 0d 1h 0m')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Vote for ${option.text}` }));
    // Until the server accepted it: the count, then the vote marked as the viewer's (so it ends with this story).
    await waitFor(() =>
      expect(
        canvas.getByRole('group', { name: new RegExp(`^${option.text}: ${before + 1} votes.*, your vote$`) }),
      ).toBeVisible(),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};

/** The viewer's own vote is marked once they voted ('Your vote'), and the poll shows its results without Vote buttons. */
export const PollOwnVoteMarked: Story = {
  ...card(1012),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stored = mockStore.posts.find((p) => p.id === 1012);
    const option = stored?.poll_options[1];
    if (!option) throw new Error('no poll option');
    await expect(canvas.queryByText('Your vote')).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: `Vote for ${option.text}` }));
    const mine = await canvas.findByRole('group', { name: new RegExp(`^${option.text}: .*, your vote$`) });
    await expect(within(mine).getByText('Your vote')).toBeVisible();
    await expect(canvas.getAllByText('Your vote')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: /^Vote for / })).toBeNull();
  },
};

/** A failed vote: the server's error text under the poll. */
export const PollVoteError: Story = {
  ...card(1012),
  beforeEach: () => {
    mockControls.fail('posts.vote', { status: 400, message: 'You have already voted in this poll' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^Vote for / });
    if (!first) throw new Error('no vote button');
    await userEvent.click(first);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('You have already voted in this poll'));
  },
};

/** A poll whose time is up: '0d 0h 0m' as its one status line, results only. */
export const PollExpired: Story = {
  ...card(1002),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Time left: 0d 0h 0m')).toBeVisible();
    await expect(canvas.queryByText('Voting has closed')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Vote for / })).toBeNull();
  },
};

const requireLogin = fn();

/** An anonymous visitor who tries to vote is asked to log in; nothing is sent. */
export const PollAnonymous: Story = {
  parameters: { session: 'anonymous' },
  render: () => (
    <EduProvider requireLogin={requireLogin}>
      <WithStoredPost id={1012} render={(post) => <PostCard post={post} />} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    requireLogin.mockClear();
    const canvas = within(canvasElement);
    const before = mockStore.posts.find((p) => p.id === 1012)?.poll_options.map((o) => o.votes);
    const [first] = await canvas.findAllByRole('button', { name: /^Vote for / });
    if (!first) throw new Error('no vote button');
    await userEvent.click(first);
    await expect(requireLogin).toHaveBeenCalledTimes(1);
    await expect(mockStore.posts.find((p) => p.id === 1012)?.poll_options.map((o) => o.votes)).toEqual(before);
  },
};

/** A full-width microblog: cover, type label, headline, text clamped to 2 lines and Read Full. */
export const MicroblogFullWidth: Story = {
  ...card(1003),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Read Full' });
    await expect(link).toHaveAttribute('href', '/feed/1003');
  },
};

/** A microblog whose cover fails to load: the cover's box names it instead of staying empty. */
export const MicroblogBrokenCover: Story = {
  beforeEach: () => {
    editStoredPost(1003, (post) => {
      post.cover_image = BROKEN_IMAGE;
    });
  },
  ...card(1003),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headline = mockStore.posts.find((p) => p.id === 1003)?.headline ?? '';
    const cover = () => canvas.getByRole('img', { name: `Cover image: ${headline}` });
    await waitFor(() => expect(cover()).toHaveAttribute('data-state', 'placeholder'));
    await expect(cover()).toBeVisible();
    await expect(canvas.getByText(`Cover image: ${headline}`)).toBeVisible();
  },
};

/** A side-by-side microblog with three pages: the media beside the text, and page navigation. */
export const MicroblogSideBySidePages: Story = {
  beforeEach: () => {
    editStoredPost(1008, (post) => {
      post.pages = [
        {
          content:
            '<p>Step 1: map what your learners already know before planning the unit. A short entry quiz and a conversation go a long way.</p>',
          multimedia: post.pages[0]?.multimedia ?? [],
        },
        {
          content: '<p>Step 2: plan small wins for the first two weeks, so every student feels progress early.</p>',
          multimedia: [],
        },
        { content: '<p>Step 3: reflect together at the end of each week and adjust the plan.</p>', multimedia: [] },
      ];
    });
  },
  ...card(1008),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByText(/Step 2: plan small wins/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

const longParagraphs = Array.from(
  { length: 6 },
  (_, i) =>
    `<p>Week ${i + 1}: we paired every new teacher with a mentor, observed one lesson together, and wrote down one thing that worked and one to try next. The notes became our shared playbook for onboarding, assessment and parent communication across the whole school.</p>`,
).join('');

/** A microblog whose page is far longer than the clamp: two lines, then Read Full. */
export const MicroblogLongText: Story = {
  beforeEach: () => {
    editStoredPost(1013, (post) => {
      post.pages = [{ content: longParagraphs, multimedia: [] }];
    });
  },
  ...card(1013),
};

/** A plain post by another member. */
export const Plain: Story = { ...card(1004) };

/** An announcement typed as plain text keeps its line breaks and paragraphs when shown. */
export const AnnouncementLineBreaks: Story = {
  beforeEach: () => {
    editStoredPost(1005, (post) => {
      post.content = 'Doors open at 8:30.\nBring a packed lunch.\n\nParents are welcome at the final assembly.';
    });
  },
  ...card(1005),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = await canvas.findByText('Parents are welcome at the final assembly.');
    await expect(second.tagName).toBe('P');
    const first = canvas.getByText(/^Doors open at 8:30\./);
    await expect(first.tagName).toBe('P');
    await expect(first.querySelector('br')).not.toBeNull();
  },
};

/** The comment count is the server's before and after the comments open (a malformed comment is not shown but still counted); a new comment adds one. */
export const CommentCountStable: Story = {
  beforeEach: () => {
    const list = mockStore.comments['1004'] ?? [];
    mockStore.comments['1004'] = list;
    // A comment the client cannot read (no author) is left out of the list, yet the server counts it.
    list.push({ ...structuredClone(list[0] ?? ({} as never)), id: 990001, user: null as never, replies: [] });
    editStoredPost(1004, (post) => {
      const count = (items: typeof list): number => items.reduce((sum, c) => sum + 1 + count(c.replies), 0);
      post.comments = count(list);
    });
  },
  ...card(1004),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = mockStore.posts.find((p) => p.id === 1004)?.comments ?? 0;
    const toggle = await canvas.findByRole('button', { name: `${total} Comments` });
    await userEvent.click(toggle);
    const section = await canvas.findByRole('region', { name: 'Comments' });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'ready'));
    await expect(toggle).toHaveAccessibleName(`${total} Comments`);
    await userEvent.type(within(section).getByRole('textbox', { name: 'Write a comment' }), 'Lovely work, everyone.');
    await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toggle).toHaveAccessibleName(`${total + 1} Comments`));
  },
};

/** A very long plain post: every word shown, wrapping inside the card. */
export const PlainLongText: Story = {
  beforeEach: () => {
    editStoredPost(1009, (post) => {
      post.content = `${longParagraphs}<p>${'Interdisciplinaryprojectbasedlearningwithoutspaces'.repeat(4)}</p>`;
    });
  },
  ...card(1009),
};

/** A share: the sharer's comment above the original post, embedded with its author. */
export const Shared: Story = {
  ...card(1015),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Worth a read for anyone planning next term.')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Original post' })).toBeVisible();
    await expect(canvas.getByText('shared a post')).toBeVisible();
  },
};

/** Makes the share 1015 the postAuthor's own; `originalsType` also gives it its original's post_type, as some servers do. */
function ownShare(originalsType = false) {
  const author = mockStore.posts.find((p) => p.id === 1000)?.user;
  editStoredPost(1015, (post) => {
    if (author) post.user = structuredClone(author);
    if (originalsType && post.shared_post) post.post_type = post.shared_post.post_type;
  });
}

/** The author edits their own share: the dialog holds the visible comment, and Update changes it (not the empty content). */
export const SharedEditOwn: Story = {
  parameters: { session: 'postAuthor' },
  beforeEach: () => ownShare(),
  ...card(1015),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit post' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Post' }));
    const field = await dialog.findByRole('textbox', { name: 'Add a comment (optional)' });
    await expect(field).toHaveTextContent('Worth a read for anyone planning next term.');
    await userEvent.click(field);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}Read this before the INSET day.');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('Read this before the INSET day.')).toBeVisible();
    const stored = mockStore.posts.find((p) => p.id === 1015);
    await expect(stored?.share_comment).toBe('<p>Read this before the INSET day.</p>');
    await expect(stored?.content).toBeNull();
    await expect(canvas.getByRole('figure', { name: 'Original post' })).toBeVisible();
  },
};

/** A share whose post_type is its original's composer type (here multimedia) is still edited as a share: its comment. */
export const SharedEditOwnWithOriginalsType: Story = {
  ...SharedEditOwn,
  beforeEach: () => {
    ownShare(true);
    // The premise: without it this story would only repeat SharedEditOwn.
    if (mockStore.posts.find((p) => p.id === 1015)?.post_type !== 'multimedia')
      throw new Error('share 1015 is not of a multimedia post');
  },
};

/** A share whose original has broken pictures: each is removed, the rest of the post stays. */
export const SharedBrokenImages: Story = {
  beforeEach: () => {
    editStoredPost(1015, (post) => {
      if (!post.shared_post) return;
      post.shared_post.content = JSON.stringify({
        content: `<p>Our reading corner, before and after.</p><p><img src="${BROKEN_IMAGE}" alt="Reading corner"></p>`,
        multimedia: [BROKEN_IMAGE, BROKEN_IMAGE],
      });
    });
  },
  ...card(1015),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const original = await canvas.findByRole('figure', { name: 'Original post' });
    await expect(await within(original).findByText('Our reading corner, before and after.')).toBeVisible();
    await waitFor(() => expect(original.querySelectorAll(`img[src="${BROKEN_IMAGE}"]`)).toHaveLength(0));
    // Inside a share a broken picture is removed, placeholder and all.
    await expect(original.querySelector('[data-state="placeholder"]')).toBeNull();
  },
};

/** A share whose original was deleted. */
export const SharedOriginalDeleted: Story = {
  beforeEach: () => {
    editStoredPost(1015, (post) => {
      post.shared_post = null;
    });
  },
  ...card(1015),
};

/** Broken pictures: the author's falls back to initials, each broken photo leaves a placeholder naming it. */
export const BrokenImages: Story = {
  beforeEach: () => {
    editStoredPost(1001, (post) => {
      post.user.profile_picture = BROKEN_IMAGE;
      post.content = JSON.stringify({
        content: '<p>Photos from our robotics week.</p>',
        multimedia: [BROKEN_IMAGE, BROKEN_IMAGE, BROKEN_IMAGE],
      });
    });
  },
  ...card(1001),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="author"] [data-state="initials"]')).not.toBeNull(),
    );
    await waitFor(() => expect(canvasElement.querySelectorAll(`img[src="${BROKEN_IMAGE}"]`)).toHaveLength(0));
    await expect(canvas.getByText('Photos from our robotics week.')).toBeVisible();
    // No empty cell: each photo's place says which picture could not be shown.
    const media = canvas.getByRole('list', { name: '3 media items' });
    for (const n of [1, 2, 3]) {
      const placeholder = within(media).getByRole('img', { name: `Image ${n} of 3` });
      await expect(placeholder).toHaveAttribute('data-state', 'placeholder');
      await expect(placeholder).toBeVisible();
    }
  },
};

/** An anonymous visitor sees every post; the actions ask to log in. */
export const AnonymousVisitor: Story = { ...card(1003), parameters: { session: 'anonymous' } };

/** Reads of the favourites made by the three-card story's client. */
const favouriteReads = { count: 0 };

/** Three standalone cards (no Feed), two of them the same post: every heart comes from ONE favourites request. */
export const ThreeCardsOneFavouritesRequest: Story = {
  beforeEach: () => {
    favouriteReads.count = 0;
  },
  render: function ThreeCards() {
    const [counting] = useState(() => {
      // The story's own client (same mock backend), its favourites reads counted.
      const client = createApiClient({ baseUrl: '' });
      return {
        ...client,
        feed: {
          ...client.feed,
          getFavorites: (options?: Parameters<typeof client.feed.getFavorites>[0]) => {
            favouriteReads.count += 1;
            return client.feed.getFavorites(options);
          },
        },
      };
    });
    return (
      <EduProvider client={counting}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <WithStoredPost id={1004} render={(post) => <PostCard post={post} />} />
          <WithStoredPost id={1004} render={(post) => <PostCard post={post} />} />
          <WithStoredPost id={1011} render={(post) => <PostCard post={post} />} />
        </div>
      </EduProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    const hearts = () => canvas.getAllByRole('button', { name: 'Favourite this post' });
    await waitFor(() => expect(favouriteReads.count).toBe(1));
    // Both cards of post 1004 follow one toggle.
    const before = hearts()[0]?.getAttribute('aria-pressed');
    await userEvent.click(hearts()[0] as HTMLElement);
    await waitFor(() => expect(hearts()[1]).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true'));
    await expect(favouriteReads.count).toBe(1);
  },
};

/** An Arabic teacher's English poll on a right-to-left page: her name and the English text each keep their own order. */
const mixedDirectionPoll = () =>
  editStoredPost(1012, (post) => {
    post.user = { ...post.user, full_name: 'ليلى حدّاد' };
  });

/**
 * Right to left: the card mirrors, the English headline and options stay left to right (dir=auto), and in the
 * reactions Left moves on to the next emoji.
 */
export const RightToLeft: Story = {
  ...card(1012),
  globals: { dir: 'rtl' },
  beforeEach: mixedDirectionPoll,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article');
    await expect(getComputedStyle(article).direction).toBe('rtl');
    const headline = canvasElement.querySelector('h3')!;
    await expect(getComputedStyle(headline).direction).toBe('ltr');
    const name = canvas.getByText('ليلى حدّاد');
    await expect(getComputedStyle(name).unicodeBidi).toBe('isolate');

    await userEvent.click(canvas.getByRole('button', { name: 'React' }));
    const heart = await within(document.body).findByRole('menuitemradio', { name: 'Heart' });
    await expect(heart).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(document.body).getByRole('menuitemradio', { name: 'Graduation cap' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

/** The same card in Arabic, as an Arabic reader meets it. */
export const ArabicReader: Story = {
  ...card(1012),
  globals: { locale: 'ar' },
  beforeEach: mixedDirectionPoll,
  // The Arabic catalog downloads first: the card is there once it has.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article')).toBeVisible();
  },
};
/**
 * In Saudi Arabic (`locale="ar-SA"`): the open poll's words, Arabic-Indic digits and the right-to-left layout.
 * The Arabic catalog downloads on first use.
 */
export const ArabicSaudi: Story = {
  render: () => (
    <EduProvider locale="ar-SA">
      <Suspense fallback={null}>
        <WithStoredPost id={1012} render={(post) => <PostCard post={post} />} />
      </Suspense>
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByRole('group', { name: 'إجراءات المنشور' });
    await expect(within(actions).getByRole('button', { name: 'تفاعل' })).toBeVisible();
    await expect(canvas.getByText(/^الوقت المتبقي: [٠-٩]+ي [٠-٩]+س [٠-٩]+د$/)).toBeVisible();
    await expect(actions.closest('[dir="rtl"][lang="ar-SA"]')).not.toBeNull();
    // The author wrote in English: the question and the choices keep their own direction (the "?" stays at the end).
    const question = canvas.getByRole('heading', { name: /^Which approach/ });
    await expect(getComputedStyle(question).direction).toBe('ltr');
    await expect(getComputedStyle(canvas.getByText('Direct instruction')).direction).toBe('ltr');
  },
};
