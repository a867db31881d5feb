import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { generatePost, hoursAgo, MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { Dialog, EduProvider, type EduFeedUpdates } from '@edupassport/ui';
import type { InfiniteData } from '@tanstack/react-query';
import { fakeQueryIntervals, type FakeQueryIntervals } from '../../../../test-support/queryIntervals';
import { storyQueryClient } from '../../../../.storybook/edu';
import { FEED_PAGE_SIZE } from '../constants';
import { feedKeys } from '../queryKeys';
import type { FeedPage } from '../hooks/postQueries';
import { feedStoryBase } from './feedStoryMeta';
import { Feed } from './Feed';

/*
 * The feed learns of new posts by reading page 1 again every minute: the stories fake the query layer's intervals
 * (`fakeQueryIntervals`), so "a minute passes" is one call, and everything else keeps real time.
 */
let intervals: FakeQueryIntervals | null = null;
const minutes = (n: number) => intervals?.advance(n * 60_000);

const meta = {
  title: 'Feed/Live updates',
  component: Feed,
  ...feedStoryBase,
  beforeEach: () => {
    feedStoryBase.beforeEach();
    intervals = fakeQueryIntervals();
    return () => {
      intervals?.restore();
      intervals = null;
    };
  },
  args: { overscan: 300, showSearch: false },
} satisfies Meta<typeof Feed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else posts, on the server: newest first, as the feed lists it. */
function postBySomeoneElse(n: number) {
  const author = mockStore.users.find((user) => user.id === MOCK_USER_IDS.postAuthor);
  if (!author) throw new Error('no post author in the mock store');
  mockStore.posts.unshift(
    generatePost({
      id: 90_000 + n,
      post_type: 'announcement',
      user: { id: author.id, full_name: author.full_name, profile_picture: author.profile_picture },
      headline: `Fresh news ${n}`,
      created_at: hoursAgo(0),
    }),
  );
}

const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-count]')).toHaveAttribute('data-count', '10'));
  return canvasElement.querySelector<HTMLElement>('[role="feed"]') as HTMLElement;
};
const offer = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-part="new-posts"] button');
const announcement = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="new-posts-status"]');
const firstPost = (feed: HTMLElement) => feed.querySelector('[aria-posinset="1"]');
/** The state of the feed's read of page 1 (`useNewPosts`): its reads are the events the plays wait for. */
const reads = () => storyQueryClient.getQueryState(feedKeys.latest(FEED_PAGE_SIZE));
/** Waits until the read a tick started has ended (with data or an error). */
const readEnded = async (since: number) =>
  waitFor(() => {
    const state = reads();
    expect(state?.fetchStatus).toBe('idle');
    expect(Math.max(state?.dataUpdatedAt ?? 0, state?.errorUpdatedAt ?? 0)).toBeGreaterThan(since);
  });

/**
 * A new post arrives on the server while the reader is down the feed: within the interval the feed offers it, the
 * reader's place does not move, the offer is announced, and choosing it shows it at the top with the focus on it.
 * In the realistic mock mode (a malformed post in every list).
 */
export const NewPostArrives: Story = {
  globals: { mockMode: 'realistic' },
  play: async ({ canvasElement }) => {
    const feed = await loaded(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    const newestBefore = firstPost(feed)?.textContent;
    view.scrollTo(0, 900);
    await waitFor(() => expect(view.scrollY).toBe(900));

    postBySomeoneElse(1);
    minutes(0.5);
    await expect(offer(canvasElement)).toBeNull();
    minutes(0.5);
    const button = await within(canvasElement).findByRole('button', { name: '1 new post' });
    await waitFor(() => expect(announcement(canvasElement)).toHaveTextContent('1 new post'));
    await expect(announcement(canvasElement)).toHaveAttribute('aria-live', 'polite');
    // Nothing was inserted: the reader is where they were, above them the same posts.
    await expect(view.scrollY).toBe(900);
    await expect(canvasElement.querySelector('[data-count]')).toHaveAttribute('data-count', '10');
    await expect(feed.textContent).not.toContain('Fresh news 1');

    await userEvent.click(button);
    await waitFor(() => expect(firstPost(feed)).toHaveTextContent('Fresh news 1'));
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(firstPost(feed)));
    await expect(feed.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(feed.getBoundingClientRect().top).toBeLessThan(view.innerHeight);
    await expect(canvasElement.querySelector('[data-count]')).toHaveAttribute('data-count', '11');
    await expect(firstPost(feed)?.textContent).not.toBe(newestBefore);
    // Shown once: the offer is gone and the next reads find nothing new.
    await expect(offer(canvasElement)).toBeNull();
    const before = Date.now();
    minutes(1);
    await readEnded(before);
    await expect(offer(canvasElement)).toBeNull();
  },
};

/** The offer for one new post, floating over the top of the list. */
export const OfferForOne: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    postBySomeoneElse(1);
    minutes(1);
    await expect(await within(canvasElement).findByRole('button', { name: '1 new post' })).toBeVisible();
  },
};

/** Three posts since the list loaded: one offer, counted. */
export const OfferForMany: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    postBySomeoneElse(1);
    postBySomeoneElse(2);
    minutes(1);
    postBySomeoneElse(3);
    minutes(1);
    await expect(await within(canvasElement).findByRole('button', { name: '3 new posts' })).toBeVisible();
    await waitFor(() => expect(announcement(canvasElement)).toHaveTextContent('3 new posts'));
  },
};

/** Counts of the posts shown refresh in place with each read: the list keeps its order. */
export const CountsRefresh: Story = {
  play: async ({ canvasElement }) => {
    const feed = await loaded(canvasElement);
    const newest = mockStore.posts[0];
    if (!newest) throw new Error('no post in the mock store');
    newest.comments = 42;
    postBySomeoneElse(1);
    minutes(1);
    await waitFor(() => expect(firstPost(feed)).toHaveTextContent('42 Comments'));
    await expect(firstPost(feed)).not.toHaveTextContent('Fresh news 1');
    await expect(await within(canvasElement).findByRole('button', { name: '1 new post' })).toBeVisible();
  },
};

/**
 * The server fails a read: nothing is said (the list the reader has is still right), and the next read waits twice
 * the interval; once the server answers again, the offer comes.
 */
export const ErrorBackoff: Story = {
  play: async ({ canvasElement }) => {
    const feed = await loaded(canvasElement);
    postBySomeoneElse(1);
    mockControls.fail('feed.getFeed', { status: 503, message: 'Service unavailable' }, { times: 1 });
    const before = Date.now();
    minutes(1);
    // The failed read: quiet.
    await readEnded(before);
    await expect(reads()?.status).toBe('error');
    // No error line, no toast: every alert on the page (empty regions waiting for one) says nothing.
    const said = [...canvasElement.ownerDocument.querySelectorAll('[role="alert"]')].map((n) => n.textContent).join('');
    await expect(said).toBe('');
    await expect(offer(canvasElement)).toBeNull();
    // One interval later the server would answer, but the feed waits two: no read starts.
    minutes(1);
    await expect(reads()?.fetchStatus).toBe('idle');
    await expect(offer(canvasElement)).toBeNull();
    minutes(1);
    await expect(reads()?.fetchStatus).toBe('fetching');
    await expect(await within(canvasElement).findByRole('button', { name: '1 new post' })).toBeVisible();
    await expect(firstPost(feed)).not.toHaveTextContent('Fresh news 1');
  },
};

/** `feedUpdates={{ intervalMs: 0 }}`: the feed never asks again, and offers nothing. */
export const PollingOff: Story = {
  decorators: [
    (Story) => (
      <EduProvider feedUpdates={{ intervalMs: 0 }}>
        <Story />
      </EduProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    postBySomeoneElse(1);
    minutes(30);
    await expect(reads()?.fetchStatus ?? 'idle').toBe('idle');
    await expect(reads()?.dataUpdateCount ?? 0).toBe(0);
    await expect(offer(canvasElement)).toBeNull();
    await expect(announcement(canvasElement)).toHaveTextContent('');
  },
};

/** A host's push source (a WebSocket, server-sent events) says something was posted: the feed reads page 1 at once. */
const pushed = new Set<() => void>();
const pushSource: EduFeedUpdates = {
  intervalMs: 0,
  subscribe: (onNewPosts) => {
    pushed.add(onNewPosts);
    return () => pushed.delete(onNewPosts);
  },
};
export const PushSource: Story = {
  decorators: [
    (Story) => (
      <EduProvider feedUpdates={pushSource}>
        <Story />
      </EduProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    postBySomeoneElse(1);
    for (const notify of pushed) notify();
    await expect(await within(canvasElement).findByRole('button', { name: '1 new post' })).toBeVisible();
  },
};

/** In Arabic, right to left: the offer in Arabic's counted forms. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    postBySomeoneElse(1);
    postBySomeoneElse(2);
    minutes(1);
    await expect(await within(canvasElement).findByRole('button', { name: 'منشوران جديدان' })).toBeVisible();
  },
};

/** The loaded pages of the feed list, as the query cache holds them. */
const cachedPages = () =>
  storyQueryClient.getQueriesData<InfiniteData<FeedPage, number>>({ queryKey: feedKeys.lists() })[0]?.[1]?.pages ?? [];
/** The posts the list shows, in its order: each once (every page of the realistic mode holds the same malformed post). */
const shownIds = () => [...new Set(cachedPages().flatMap((page) => page.posts.map((post) => String(post.id))))];

/**
 * The reader is on a post of page 2 when its reactions change on the server: the next read (the same interval as the
 * offer's) gives it the new count in place. Nothing moves: the same posts in the same order, the reader where they were.
 * In the realistic mock mode (a malformed post in every list).
 */
export const CountsRefreshBeyondPageOne: Story = {
  globals: { mockMode: 'realistic' },
  args: { infiniteScroll: false },
  play: async ({ canvasElement }) => {
    const feed = await loaded(canvasElement);
    await userEvent.click(within(canvasElement.querySelector('[data-part="footer"]') as HTMLElement).getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(cachedPages()).toHaveLength(2));
    const target = cachedPages()[1]?.posts[4];
    if (!target) throw new Error('no fifth post on page 2');
    const position = shownIds().indexOf(String(target.id)) + 1;
    const view = canvasElement.ownerDocument.defaultView as Window;
    // The list renders the rows near the screen: the reader scrolls down to the post.
    const card = await waitFor(() => {
      const row = feed.querySelector<HTMLElement>(`[aria-posinset="${position}"]`);
      if (!row) view.scrollBy(0, 200);
      expect(row).not.toBeNull();
      return row as HTMLElement;
    });
    card.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(card.getBoundingClientRect().top).toBeGreaterThan(0));
    const scrolled = view.scrollY;
    await expect(scrolled).toBeGreaterThan(0);
    const order = shownIds();

    const onServer = mockStore.posts.find((post) => String(post.id) === String(target.id));
    if (!onServer) throw new Error('the post is not on the server');
    onServer.reactions = Array.from({ length: 37 }, (_, i) => ({ user_id: 1000 + i, reaction_type: '❤️' }));
    await expect(card.querySelector('[aria-label^="37 reactions"]')).toBeNull();
    minutes(1);
    await waitFor(() => expect(card.querySelector('[aria-label^="37 reactions"]')).not.toBeNull());
    await expect(feed.querySelector(`[aria-posinset="${position}"]`)).toBe(card);
    await expect(shownIds()).toEqual(order);
    await expect(view.scrollY).toBe(scrolled);
  },
};

/** A feed in a 480 px panel that scrolls itself (`overflow: auto`), as a sidebar. */
const inPanel: Decorator = (Story) => (
  <section aria-label="Sidebar" data-part="panel" style={{ height: 480, overflow: 'auto' }}>
    <Story />
  </section>
);
/** The same feed in a modal dialog, whose body is what scrolls. */
const inDialog: Decorator = (Story) => (
  <Dialog open title="Community">
    <Story />
  </Dialog>
);

/** The feed's own scroller (the panel, the dialog's body) and the part of the page the plays look in (a dialog portals). */
function host(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument.body;
  const scroller =
    page.querySelector<HTMLElement>('[data-part="panel"]') ?? page.querySelector<HTMLElement>('[role="dialog"] [data-part="body"]');
  if (!scroller) throw new Error('no scroller around the feed');
  return { page, scroller };
}

/**
 * Scrolls from `from` down to where no control lies under the place the offer will float (the top of the scroller's
 * view, the middle of the column), and returns that scrollTop. The offer floats over the list by design: over a card's
 * control, the story's accessibility check would flag that control as obscured, which is the layout's luck, not the
 * state the story shows.
 */
function clearSpotFrom(scroller: HTMLElement, from: number): number {
  const controls = () => [...scroller.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"], input')];
  for (let at = from; at < from + 600; at += 8) {
    scroller.scrollTop = at;
    const view = scroller.getBoundingClientRect();
    const middle = view.left + view.width / 2;
    const spot = { top: view.top, bottom: view.top + 72, left: middle - 120, right: middle + 120 };
    const hit = controls().some((node) => {
      const box = node.getBoundingClientRect();
      return box.bottom > spot.top && box.top < spot.bottom && box.right > spot.left && box.left < spot.right;
    });
    if (!hit) return scroller.scrollTop;
  }
  throw new Error('no stretch without controls under the offer');
}

/**
 * Scrolled down in its host's scroller when a post arrives: the offer shows at the top of the scroller's view, and
 * the scroller has not moved.
 */
async function offeredWhileScrolled(canvasElement: HTMLElement) {
  const { page, scroller } = host(canvasElement);
  const feed = await loaded(page);
  await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight + 1500));
  const at = clearSpotFrom(scroller, 900);
  await waitFor(() => expect(scroller.scrollTop).toBe(at));
  postBySomeoneElse(1);
  minutes(1);
  const button = await within(page).findByRole('button', { name: '1 new post' });
  await waitFor(() => expect(announcement(page)).toHaveTextContent('1 new post'));
  await expect(scroller.scrollTop).toBe(at);
  await expect(feed.textContent).not.toContain('Fresh news 1');
  // At the top of what the scroller shows, whole.
  const view = scroller.getBoundingClientRect();
  const box = button.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(view.top);
  await expect(box.bottom).toBeLessThan(view.top + 80);
  return { page, scroller, feed, button, at };
}

/** Chosen: the new post on top, brought into the scroller's view, with the focus. */
async function chosen(canvasElement: HTMLElement) {
  const { page, scroller, feed, button, at } = await offeredWhileScrolled(canvasElement);
  await userEvent.click(button);
  await waitFor(() => expect(firstPost(feed)).toHaveTextContent('Fresh news 1'));
  await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(firstPost(feed)));
  const view = scroller.getBoundingClientRect();
  const top = (firstPost(feed) as HTMLElement).getBoundingClientRect().top;
  await expect(top).toBeGreaterThanOrEqual(view.top - 1);
  await expect(top).toBeLessThan(view.bottom);
  await expect(scroller.scrollTop).toBeLessThan(at);
  await expect(within(page).queryByRole('button', { name: '1 new post' })).toBeNull();
}

/** In a scrolling panel, the reader scrolled down: the offer floats at the top of the panel's view, nothing moves. */
export const OfferInScrollingPanel: Story = {
  decorators: [inPanel],
  play: async ({ canvasElement }) => {
    await offeredWhileScrolled(canvasElement);
  },
};

/** In a scrolling panel, the offer chosen: the panel scrolls to the new post on top, which has the focus. */
export const NewPostInScrollingPanel: Story = {
  decorators: [inPanel],
  play: async ({ canvasElement }) => {
    await chosen(canvasElement);
  },
};

/** In a modal dialog, the reader scrolled down its body: the offer floats at the top of the body's view. */
export const OfferInDialog: Story = {
  decorators: [inDialog],
  play: async ({ canvasElement }) => {
    await offeredWhileScrolled(canvasElement);
  },
};

/** In a modal dialog, the offer chosen: the dialog's body scrolls to the new post on top, which has the focus. */
export const NewPostInDialog: Story = {
  decorators: [inDialog],
  play: async ({ canvasElement }) => {
    await chosen(canvasElement);
  },
};
