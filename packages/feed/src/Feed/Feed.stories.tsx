import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { generatePost, MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { feedStoryBase } from './feedStoryMeta';
import { Feed } from './Feed';
import { actionMessages } from '../messages/actions';
import { keepTranslating } from '../../../../test-support/translatePage';

const meta = {
  title: 'Feed/Feed',
  component: Feed,
  ...feedStoryBase,
  // A small overscan keeps the story tests quick on a busy machine; the product default is 1200 px.
  args: { searchDebounceMs: 150, overscan: 300 },
} satisfies Meta<typeof Feed>;

export default meta;
type Story = StoryObj<typeof meta>;

/*
 * Role queries walk the whole accessibility tree, which is slow with ten cards on the page: the plays
 * find the region by a cheap selector first and ask for roles only inside it.
 */
const loaded = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-count]');
const part = async (canvasElement: HTMLElement, selector: string) => {
  let node: HTMLElement | null = null;
  await waitFor(() => {
    node = canvasElement.querySelector<HTMLElement>(selector);
    expect(node).not.toBeNull();
  });
  return within(node as unknown as HTMLElement);
};
const footer = (canvasElement: HTMLElement) => part(canvasElement, '[data-part="footer"]');
const searchBox = async (canvasElement: HTMLElement) =>
  (await part(canvasElement, 'form[role="search"]')).getByRole('searchbox', { name: 'Search posts' });

// The cheap stories come first: the first story of a file also pays for the page's warm-up.
/** The first page is on its way. */
export const Loading: Story = {
  beforeEach: () => {
    mockControls.delay('feed.getFeed', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nobody has posted yet. */
export const Empty: Story = {
  beforeEach: () => {
    mockStore.posts.splice(0);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No posts yet' })).toBeVisible();
  },
};

/** The first page of the seeded feed, newest first, for a signed-in member. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '10'));
    const feed = canvasElement.querySelector('[role="feed"]');
    await expect(feed).toHaveAccessibleName('Feed');
    await expect(feed?.querySelectorAll('article').length).toBeGreaterThan(0);
    await expect((await footer(canvasElement)).getByRole('button', { name: 'Load more posts' })).toBeVisible();
  },
};

/** Load more appends the next page of 10. */
export const Paging: Story = {
  args: { infiniteScroll: false },
  play: async ({ canvasElement }) => {
    await userEvent.click((await footer(canvasElement)).getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '20'));
    await userEvent.click(await (await footer(canvasElement)).findByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '30'));
  },
};

/**
 * A slow page: Load more shows its spinner in its own box while the page loads, so what follows the feed (a page
 * footer) does not move under the reader.
 */
export const SlowLoadMore: Story = {
  args: { infiniteScroll: false },
  decorators: [
    (Story) => (
      <>
        <Story />
        <p data-part="after-feed">Below the feed</p>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '10'));
    const below = canvasElement.querySelector<HTMLElement>('[data-part="after-feed"]');
    if (!below) throw new Error('nothing below the feed');
    // Measured from the end of the list (cards above may still grow as their pictures settle): the space the
    // footer takes, and the button's box in it.
    const end = canvasElement.querySelector<HTMLElement>('[data-part="sentinel"]');
    if (!end) throw new Error('no end of list');
    const place = (node: Element) => {
      const { top, left, width, height } = node.getBoundingClientRect();
      return { top: top - end.getBoundingClientRect().top, left, width, height };
    };
    const more = (await footer(canvasElement)).getByRole('button', { name: 'Load more posts' });
    const [belowBefore, moreBefore] = [place(below), place(more)];
    mockControls.delay('feed.getFeed', 'infinite');
    await userEvent.click(more);
    await waitFor(() => expect(canvasElement.querySelector('[role="feed"]')).toHaveAttribute('aria-busy', 'true'));
    await expect(place(below)).toEqual(belowBefore);
    await expect(more).toBeInTheDocument();
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await expect(more).toHaveAccessibleName('Loading posts');
    await expect(place(more)).toEqual(moreBefore);
  },
};

/** Load more from the keyboard: the focus moves to the first post of the new page, not out of sight with the button. */
export const PagingFromTheKeyboard: Story = {
  args: { infiniteScroll: false },
  play: async ({ canvasElement }) => {
    const more = (await footer(canvasElement)).getByRole('button', { name: 'Load more posts' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '20'));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', '11'));
    await expect(document.activeElement?.tagName).toBe('ARTICLE');
  },
};

/** Scrolling to the end loads the next page by itself. */
export const InfiniteScroll: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '10'));
    const view = canvasElement.ownerDocument.defaultView;
    view?.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => expect(Number(loaded(canvasElement)?.dataset.count)).toBeGreaterThanOrEqual(20), {
      timeout: 4000,
    });
    view?.scrollTo(0, 0);
  },
};

/** Search: results after a pause in typing; clearing the box leaves search mode. */
export const SearchEnterAndLeave: Story = {
  play: async ({ canvasElement }) => {
    const box = await searchBox(canvasElement);
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '10'));
    await userEvent.type(box, 'Workshop');
    await waitFor(() =>
      expect(canvasElement.querySelector('[role="feed"]')).toHaveAccessibleName('Results for “Workshop”'),
    );
    await waitFor(() => expect(loaded(canvasElement)?.dataset.state).not.toBe('loading'));
    const headlines = [...canvasElement.querySelectorAll('[role="feed"] h3')].map((h) => h.textContent ?? '');
    await expect(headlines.some((h) => h.includes('Workshop'))).toBe(true);
    await userEvent.clear(box);
    await waitFor(() => expect(canvasElement.querySelector('[role="feed"]')).toHaveAccessibleName('Feed'));
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '10'));
  },
};

/** A search that matches nothing. */
export const SearchEmpty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await searchBox(canvasElement), 'quantum basket weaving');
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No posts match “quantum basket weaving”' }),
    ).toBeVisible();
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
    await expect(await canvas.findByText('The feed is being updated. Please try again in a minute.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '10'));
  },
};

/** The server said `Retry-After: 120`: Try again shows the wait and sends nothing before it ends. */
export const ErrorWaitsForRetryAfter: Story = {
  beforeEach: () => {
    mockControls.fail('feed.getFeed', { status: 503, message: 'The feed is being updated.', retryAfter: '120' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Try again in 2 minutes' });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    await expect(canvas.getByText('The feed is being updated.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again in 2 minutes' })).toBe(retry);
    await expect(loaded(canvasElement)).toHaveAttribute('data-state', 'error');
  },
};

/** A short feed: one page of 7, then the end-of-feed message and no Load more. */
export const EndOfFeed: Story = {
  beforeEach: () => {
    mockStore.posts.splice(7);
  },
  play: async ({ canvasElement }) => {
    const end = await footer(canvasElement);
    await expect(await end.findByRole('heading', { name: "You're all caught up" })).toBeVisible();
    await expect(end.queryByRole('button', { name: 'Load more posts' })).toBeNull();
  },
};

/**
 * A reaction that fails: shown at once, then undone with the toast's message; only that post is read again, so the
 * list keeps its pages and shows no error of its own.
 */
export const ReactionFailure: Story = {
  beforeEach: () => {
    mockControls.fail('posts.react', { status: 500, message: 'Reactions are unavailable' });
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '10'));
    const first = canvasElement.querySelector<HTMLElement>('[role="feed"] article');
    if (!first) throw new Error('no card');
    const body = within(canvasElement.ownerDocument.body);
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const requests: string[] = [];
    const fetch = view.fetch;
    view.fetch = (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${String(input instanceof Request ? input.url : input)}`);
      return fetch(input, init);
    };
    try {
      await userEvent.click(within(first).getByRole('button', { name: /^React/ }));
      await userEvent.click(await body.findByRole('menuitemradio', { name: /Trophy/ }));
      await expect(await body.findByText(actionMessages.reactionFailed)).toBeVisible();
      await expect(body.getByText('Reactions are unavailable')).toBeVisible();
      await waitFor(() => expect(within(first).getByRole('button', { name: /^React/ })).not.toHaveAttribute('data-reacted'));
      await expect(requests.some((r) => r.includes('/api/users/get-feed'))).toBe(false);
      await expect(loaded(canvasElement)).toHaveAttribute('data-count', '10');
      await expect(within(canvasElement).queryByText(/More posts could not be loaded/)).toBeNull();
      const stored = mockStore.posts[0]?.reactions ?? [];
      await expect(stored.some((r) => r.user_id === MOCK_USER_IDS.member && r.reaction_type === '🏆')).toBe(false);
    } finally {
      view.fetch = fetch;
    }
  },
};

/**
 * The browser translated the page (Chrome's "Translate this page" puts every text in `<font>` elements, and keeps
 * doing so for new text): reacting, changing and removing the reaction, opening comments and writing one, Load more and voting
 * still work and show their new counts, with no card replaced by its error.
 */
export const SurvivesPageTranslation: Story = {
  args: { infiniteScroll: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '10'));
    const doc = canvasElement.ownerDocument;
    const view = doc.defaultView ?? window;
    const errors: string[] = [];
    const consoleError = view.console.error;
    view.console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
      consoleError.apply(view.console, args);
    };
    const stop = keepTranslating(doc.body);
    try {
      await expect(canvasElement.querySelector('font')).not.toBeNull();
      const body = within(doc.body);
      const first = canvasElement.querySelector<HTMLElement>('[role="feed"] article');
      if (!first) throw new Error('no card');
      const card = within(first);
      const summary = () => first.querySelector<HTMLElement>('[role="img"][aria-label*="reaction"]');
      const before = Number(/^(\d+)/.exec(summary()?.getAttribute('aria-label') ?? '')?.[1] ?? 0);
      const shownTotal = () => summary()?.textContent ?? '';
      const react = async (name: RegExp) => {
        await userEvent.click(card.getByRole('button', { name: /^(React|Heart|Trophy|Star)/ }));
        await userEvent.click(await body.findByRole('menuitemradio', { name }));
      };
      // Pick a reaction: the button says it and the total goes up by one.
      await react(/Trophy/);
      await waitFor(() => expect(card.getByRole('button', { name: /^Trophy/ })).toHaveAttribute('data-reacted'));
      await waitFor(() => expect(shownTotal()).toContain(String(before + 1)));
      // Change it.
      await react(/Star/);
      await waitFor(() => expect(card.getByRole('button', { name: /^Star/ })).toHaveAttribute('data-reacted'));
      await expect(shownTotal()).toContain(String(before + 1));
      // Remove it.
      await react(/Star/);
      await waitFor(() => expect(card.getByRole('button', { name: /^React/ })).not.toHaveAttribute('data-reacted'));
      await waitFor(() => expect(shownTotal()).toContain(String(before)));
      await expect(within(canvasElement).queryByText('This item could not be shown.')).toBeNull();
      // Open the comments.
      const comments = card.getByRole('button', { name: /Comments?$/ });
      await userEvent.click(comments);
      await waitFor(() => expect(comments).toHaveAttribute('aria-expanded', 'true'));
      const region = await card.findByRole('region', { name: 'Comments' });
      await expect(region).toBeVisible();
      // Write one: it shows, and the button's count goes up by one.
      const countBefore = Number(/^(\d+)/.exec(comments.textContent ?? '')?.[1] ?? NaN);
      await userEvent.type(await within(region).findByRole('textbox', { name: 'Write a comment' }), 'Read in another language');
      await userEvent.click(within(region).getByRole('button', { name: 'Send' }));
      await expect(await within(region).findByText('Read in another language')).toBeVisible();
      await waitFor(() => expect(comments.textContent).toMatch(new RegExp(`^${countBefore + 1} Comments?$`)));
      await expect(within(canvasElement).queryByText('This item could not be shown.')).toBeNull();
      // Load more.
      await userEvent.click((await footer(canvasElement)).getByRole('button', { name: 'Load more posts' }));
      await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '20'));
      await expect(within(canvasElement).queryByText('This item could not be shown.')).toBeNull();
      await expect(within(canvasElement).queryByText(/could not be loaded/)).toBeNull();
      // Vote in the open poll the second page brought: the shown total and the choice's tally go up by one.
      // The feed renders only the cards near the screen: scroll down until an open poll is among them.
      const poll = await waitFor(() => {
        const cards = within(canvasElement).getAllByRole('article');
        const open = cards.find((a) => within(a).queryAllByRole('button', { name: /^Vote for / }).length > 0);
        if (open) return open;
        cards.at(-1)?.scrollIntoView();
        throw new Error('no open poll yet');
      });
      const vote = within(poll).getAllByRole('button', { name: /^Vote for / })[0] as HTMLElement;
      const choice = (vote.getAttribute('aria-label') ?? '').replace(/^Vote for /, '');
      const shownVotes = (text: string) => Number(/(\d+) votes?/.exec(text)?.[1] ?? NaN);
      const totalText = () => [...poll.querySelectorAll('p')].map((p) => p.textContent ?? '').find((t) => /^\d+ votes?$/.test(t.trim())) ?? '';
      const tallyText = () => within(poll).getAllByRole('group').find((g) => g.getAttribute('aria-label')?.startsWith(`${choice}:`))?.textContent ?? '';
      const totalBefore = shownVotes(totalText());
      const tallyBefore = shownVotes(tallyText());
      await userEvent.click(vote);
      await waitFor(() => expect(within(poll).queryAllByRole('button', { name: /^Vote for / })).toEqual([]));
      await waitFor(() => expect(shownVotes(totalText())).toBe(totalBefore + 1));
      await expect(shownVotes(tallyText())).toBe(tallyBefore + 1);
      await expect(within(canvasElement).queryByText('This item could not be shown.')).toBeNull();
      await expect(errors).toEqual([]);
    } finally {
      stop();
      view.console.error = consoleError;
    }
  },
};

/** The feed as an anonymous visitor sees it: every card, and the actions ask to log in. */
export const AnonymousVisitor: Story = { parameters: { session: 'anonymous' } };

/** 1,000 posts in the store, for the benchmark (scripts/bench-feed.mjs) and for trying long scrolls. */
export const ThousandPosts: Story = {
  beforeEach: () => {
    const base = mockStore.posts.length;
    // Their pictures stay the mock backend's: the benchmark serves them, stories leave them to the fallbacks.
    for (let i = 0; i < 1000 - base; i += 1) mockStore.posts.push(generatePost({ id: 100000 + i }));
  },
};

/**
 * A real server (toolbar: Mock backend → Realistic): each page also holds a post whose author deleted
 * their account, the first post's comment count comes as text with a reaction without emoji among its
 * reactions, and a reaction is answered without the post's reactions. The good posts show in order and
 * page on; the broken one is left out, with no gap and no error.
 */
export const Realistic: Story = {
  globals: { mockMode: 'realistic' },
  args: { infiniteScroll: false },
  play: async ({ canvasElement }) => {
    await expect(mockControls.realistic()).toBe(true);
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '10'));
    const feed = canvasElement.querySelector<HTMLElement>('[role="feed"]');
    const first = feed?.querySelector<HTMLElement>('article');
    if (!feed || !first) throw new Error('no card');
    // The seeded newest post, with its 8 comments and its 5 reactions (the one without emoji is left out).
    await expect(within(first).getByRole('heading', { name: 'Workshop on reading intervention' })).toBeVisible();
    await expect(within(first).getByRole('button', { name: '8 Comments' })).toBeVisible();
    await expect(within(first).getByRole('img', { name: /^5 reactions/ })).toBeVisible();
    // The mock backend's post by a deleted account is not shown, and no card is blank.
    await expect(within(feed).queryByText('This post’s author deleted their account.')).toBeNull();
    await expect(within(canvasElement).queryByText('This item could not be shown.')).toBeNull();
    await expect(within(canvasElement).queryByText('The feed could not be loaded')).toBeNull();
    // A reaction answered with {"success": true} still shows.
    await userEvent.click(within(first).getByRole('button', { name: /^React/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('menuitemradio', { name: /Trophy/ }),
    );
    await waitFor(() => expect(within(first).getByRole('img', { name: /^6 reactions/ })).toBeVisible());
    // The page of 10 good posts (11 sent) has more after it.
    await userEvent.click((await footer(canvasElement)).getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '20'));
    await expect(within(feed).queryByText('This post’s author deleted their account.')).toBeNull();
  },
};

/** A failed search shows the error with Try again, never "No posts match"; Try again runs the search again. */
export const SearchFails: Story = {
  beforeEach: () => {
    mockControls.fail('feed.search', { status: 503, message: 'Search is unavailable right now.' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('searchbox', { name: 'Search posts' });
    await userEvent.type(box, 'Workshop');
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await expect(canvas.getByText('The search could not be completed')).toBeVisible();
    await expect(canvas.getByText('Search is unavailable right now.')).toBeVisible();
    await expect(canvas.queryByText(/No posts match/)).toBeNull();
    await userEvent.click(retry);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-mode="search"]')).toHaveAttribute(
        'data-state',
        expect.stringMatching(/^(success|end)$/),
      ),
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0);
  },
};

/** On a dark host page (the Vite scaffold's CSS, the OS in dark mode): the light cards keep their own colours and alignment. */
export const OnDarkHostPage: Story = {
  args: { pageSize: 3 },
  globals: { host: 'vite-dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '3'));
  },
};

/** On create-next-app's page in the OS's dark mode: the same light cards, readable. */
export const OnDarkNextHostPage: Story = {
  args: { pageSize: 3 },
  globals: { host: 'next-dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '3'));
  },
};

/** `theme="system"` on the Vite scaffold: the kit is light or dark as the OS is, like the page around it. */
export const SystemThemeOnViteHost: Story = {
  args: { pageSize: 3 },
  globals: { host: 'vite', theme: 'system' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(loaded(canvasElement)).toHaveAttribute('data-count', '3'));
  },
};
