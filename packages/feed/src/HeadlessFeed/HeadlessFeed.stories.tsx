import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { generatePost, hoursAgo, MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { HeadlessFeedExample } from './HeadlessFeedExample';
import { fakeQueryIntervals, type FakeQueryIntervals } from '../../../../test-support/queryIntervals';

/** The mock backend's clock, so relative times and the poll's time left read the same on every run. */
const mockClock = { now: () => mockStore.time() };

/**
 * A feed in one's own markup, from `@edupassport/feed/headless` and `@edupassport/ui/headless` only:
 * no styled-components and no kit component (see HeadlessFeedExample.tsx and the package README).
 */
const meta = {
  title: 'Feed/Headless feed (own markup)',
  component: HeadlessFeedExample,
  decorators: [
    (Story) => (
      <EduContextProvider clock={mockClock}>
        <Story />
      </EduContextProvider>
    ),
  ],
  args: { searchDebounceMs: 150 },
} satisfies Meta<typeof HeadlessFeedExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-count]');
const loadedTen = (canvasElement: HTMLElement) =>
  waitFor(() => expect(count(canvasElement)).toHaveAttribute('data-count', '10'));
const articleOf = (canvasElement: HTMLElement, id: number) => {
  const node = canvasElement.querySelector<HTMLElement>(`article[data-post-id="${id}"]`);
  if (!node) throw new Error(`post ${id} is not in the list`);
  return within(node);
};

let intervals: FakeQueryIntervals | null = null;

/** A minute after someone else posted, `useNewPosts` offers the post; choosing it puts it on top. */
export const LiveOffer: Story = {
  beforeEach: () => {
    intervals = fakeQueryIntervals();
    return () => intervals?.restore();
  },
  play: async ({ canvasElement }) => {
    await loadedTen(canvasElement);
    mockStore.posts.unshift(generatePost({ id: 91_001, post_type: 'announcement', headline: 'Posted a moment ago', created_at: hoursAgo(0) }));
    intervals?.advance(60_000);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '1 new post' }));
    await waitFor(() => expect(canvasElement.querySelector('article')).toHaveAttribute('data-post-id', '91001'));
    await expect(count(canvasElement)).toHaveAttribute('data-count', '11');
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  beforeEach: () => {
    mockControls.delay('feed.getFeed', 'infinite');
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Loading posts');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nobody has posted yet. */
export const Empty: Story = {
  beforeEach: () => {
    mockStore.posts.splice(0);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No posts yet'));
    await expect(within(canvasElement).queryByRole('button', { name: 'Load more posts' })).toBeNull();
  },
};

/** The first page from the mock backend: author, type, text, reactions, a closed poll and Load more. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTen(canvasElement);
    const list = canvas.getByRole('list', { name: 'Feed' });
    await expect(within(list).getAllByRole('article')).toHaveLength(10);
    const newest = mockStore.posts[0];
    if (!newest) throw new Error('no posts in the store');
    const first = articleOf(canvasElement, newest.id);
    await expect(first.getByText(newest.user.full_name)).toBeVisible();
    if (newest.headline) await expect(first.getByRole('heading', { name: newest.headline })).toBeVisible();
    // The seeded poll on page 1 ended an hour ago: counts, no vote buttons.
    const closedPoll = articleOf(canvasElement, 1002);
    await expect(closedPoll.getByText(/Time left: 0d 0h 0m/)).toBeVisible();
    await expect(closedPoll.queryByRole('button', { name: /^Vote for/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Load more posts' })).toBeEnabled();
  },
};

/** Typing a search narrows the list after the debounce; clearing the box brings the feed back. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTen(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search posts' });
    await userEvent.type(box, 'Workshop');
    // The label changes with the debounced query a moment before the old results make way.
    await waitFor(() => {
      const results = canvas.getByRole('list', { name: 'Results for “Workshop”' });
      const headlines = within(results)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent ?? '');
      expect(headlines.length).toBeGreaterThan(0);
      expect(headlines.filter((h) => !h.includes('Workshop'))).toEqual([]);
    });
    const results = canvas.getByRole('list', { name: 'Results for “Workshop”' });
    await expect(within(results).queryByRole('list', { name: 'Poll' })).toBeNull();
    await userEvent.clear(box);
    await expect(await canvas.findByRole('list', { name: 'Feed' })).toBeVisible();
    await loadedTen(canvasElement);
  },
};

/** A search that matches nothing. */
export const SearchEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTen(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search posts' }), 'quantum basket weaving');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No posts match “quantum basket weaving”'));
  },
};

/** Load more appends the next page of 10 after the first. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTen(canvasElement);
    const firstIds = [...canvasElement.querySelectorAll('article')].map((a) => a.dataset.postId);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(count(canvasElement)).toHaveAttribute('data-count', '20'));
    const ids = [...canvasElement.querySelectorAll('article')].map((a) => a.dataset.postId);
    await expect(ids.slice(0, 10)).toEqual(firstIds);
    await expect(ids[10]).toBe(String(mockStore.posts[10]?.id));
  },
};

/** Voting in the open poll of page 2: the post is read back and every count and percentage updates. */
export const PollVote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(count(canvasElement)).toHaveAttribute('data-count', '20'));
    const stored = mockStore.posts.find((p) => p.id === 1012);
    const option = stored?.poll_options[0];
    if (!stored || !option) throw new Error('the open poll 1012 is not seeded');
    const total = stored.poll_options.reduce((sum, o) => sum + o.votes, 0);
    const poll = articleOf(canvasElement, 1012);
    await expect(poll.getByText(/Time left: 0d \d+h \d+m/)).toBeVisible();
    await expect(poll.getByText(new RegExp(`^${total} votes`))).toBeVisible();
    await userEvent.click(poll.getByRole('button', { name: `Vote for ${option.text}` }));
    const votes = option.votes + 1;
    const percent = Math.round((votes / (total + 1)) * 100);
    await expect(
      await poll.findByText(`${option.text}: ${votes === 1 ? '1 vote' : `${votes} votes`}, ${percent}%`),
    ).toBeVisible();
    await expect(poll.getByText(new RegExp(`^${total + 1} votes`))).toBeVisible();
    // The count shows at once; the vote is done once the post was read back.
    await waitFor(() => expect(poll.getByRole('button', { name: `Vote for ${option.text}` })).toBeEnabled());
  },
};

/** Liking a post shows the reaction at once and the server keeps it; the heart adds it to the favourites. */
export const ReactAndFavourite: Story = {
  play: async ({ canvasElement }) => {
    await loadedTen(canvasElement);
    const newest = mockStore.posts[0];
    if (!newest) throw new Error('no posts in the store');
    const before = newest.reactions.filter((r) => r.user_id !== MOCK_USER_IDS.member).length;
    const post = articleOf(canvasElement, newest.id);
    const like = post.getByRole('button', { name: /Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const summary = post.getByRole('img', { name: /reaction/ });
    await waitFor(() => expect(summary).toHaveAttribute('data-total', String(before + 1)));
    await expect(summary).toHaveAccessibleName(new RegExp(`^${before + 1} reactions`));
    await waitFor(() =>
      expect(newest.reactions.some((r) => r.user_id === MOCK_USER_IDS.member && r.reaction_type === '👍')).toBe(true),
    );
    const heart = post.getByRole('button', { name: 'Favourite this post' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(mockStore.isFavorite('posts', MOCK_USER_IDS.member, newest.id)).toBe(true));
  },
};

/** The feed could not be loaded: the ApiError message and a retry that works. */
export const ErrorWithRetry: Story = {
  beforeEach: () => {
    mockControls.fail(
      'feed.getFeed',
      { status: 503, message: 'The feed is being updated. Please try again in a minute.' },
      { times: 1 },
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The feed could not be loaded');
    await expect(alert).toHaveTextContent('The feed is being updated. Please try again in a minute.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loadedTen(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const navigate = fn();

/** An anonymous visitor reads the feed; liking asks the host to log in instead of calling the API. */
export const AnonymousVisitor: Story = {
  parameters: { session: 'anonymous' },
  decorators: [
    (Story) => (
      <EduContextProvider navigate={navigate}>
        <Story />
      </EduContextProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  play: async ({ canvasElement }) => {
    await loadedTen(canvasElement);
    const newest = mockStore.posts[0];
    if (!newest) throw new Error('no posts in the store');
    const before = newest.reactions.length;
    const post = articleOf(canvasElement, newest.id);
    await userEvent.click(post.getByRole('button', { name: /Like/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    await expect(post.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(newest.reactions).toHaveLength(before);
  },
};

/** The same markup in the dark theme: the example's colours are the kit's tokens (`cssVar`), so they follow it. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loadedTen(canvasElement);
    await expect(articleOf(canvasElement, 1002).getByText(/Time left: 0d 0h 0m/)).toBeVisible();
  },
};
