import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { generatePost, handlers, mockStore } from '@edupassport/api-client/mocks';
import { swapStoryPictures, withMockClock } from '../PostCard/storyData';
import { Feed } from './Feed';

/** Feed pages asked of the mock backend since the story began: counted by a handler that lets the request go on. */
let feedRequests = 0;
const countFeedRequests = http.get('*/api/users/get-feed', () => {
  feedRequests += 1;
});

/**
 * The feed in the layouts hosts really use. Whatever wraps it, the feed windows and loads pages by what really
 * scrolls: one page with no scrolling (two at most on a tall screen), the next as the reader nears the end, and
 * posts on screen wherever the reader scrolls. 1,000 posts in the mock backend, as on a real server.
 */
const meta = {
  title: 'Feed/Feed in host layouts',
  component: Feed,
  decorators: [withMockClock],
  parameters: { msw: { handlers: { api: [countFeedRequests, ...handlers] } } },
  beforeEach: () => {
    swapStoryPictures();
    feedRequests = 0;
    const base = mockStore.posts.length;
    for (let i = 0; i < 1000 - base; i += 1) mockStore.posts.push(generatePost({ id: 100000 + i }));
  },
  // A small overscan keeps the story tests quick on a busy machine; the product default is 1200 px.
  args: { overscan: 300 },
} satisfies Meta<typeof Feed>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = { maxWidth: 640, margin: '0 auto' };

/** A story in a wrapper styled as given, around the feed's column, where the window is the one that scrolls. */
function windowScrollsAround(wrapper: CSSProperties): Story {
  return {
    decorators: [
      (Story) => (
        <div style={wrapper}>
          <div style={column}>
            <Story />
          </div>
        </div>
      ),
    ],
    play: async ({ canvasElement }) => {
      await scrollsWithItsHost(canvasElement, documentScroller(canvasElement));
    },
  };
}

/** The part of the scroller on screen, in viewport pixels (the document's scroller: the window). */
function visibleRegion(scroller: HTMLElement) {
  const view = scroller.ownerDocument.defaultView ?? window;
  if (scroller === scroller.ownerDocument.scrollingElement) return { top: 0, bottom: view.innerHeight };
  const box = scroller.getBoundingClientRect();
  const top = Math.max(0, box.top + scroller.clientTop);
  return { top, bottom: Math.max(top, Math.min(view.innerHeight, box.top + scroller.clientTop + scroller.clientHeight)) };
}

/** Posts cover the whole part of the list that is on screen: no empty stretch where cards should be. */
async function postsOnScreen(canvasElement: HTMLElement, scroller: HTMLElement) {
  await waitFor(() => {
    const list = canvasElement.querySelector<HTMLElement>('[role="feed"]');
    if (!list) throw new Error('no list');
    const { top, bottom } = visibleRegion(scroller);
    const box = list.getBoundingClientRect();
    const from = Math.max(top, box.top);
    const to = Math.min(bottom, box.bottom);
    if (to <= from) return;
    const rows = [...list.children];
    const first = rows[0]?.getBoundingClientRect();
    const last = rows[rows.length - 1]?.getBoundingClientRect();
    expect(first && last ? [first.top <= from + 1, last.bottom >= to - 1] : 'no rows').toEqual([true, true]);
    const shown = [...list.querySelectorAll('article')].filter((card) => {
      const rect = card.getBoundingClientRect();
      return Math.min(rect.bottom, to) > Math.max(rect.top, from);
    });
    expect(shown.length).toBeGreaterThan(0);
  });
}

const feedRoot = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-count]');
const count = (canvasElement: HTMLElement) => Number(feedRoot(canvasElement)?.dataset.count ?? 0);

/**
 * The feed has settled (no page on its way, and the infinite-scroll sentinel has reported that the end is far),
 * having asked for at most `pages` pages: a feed that keeps loading fails on the count.
 */
const settled = (canvasElement: HTMLElement, pages = Infinity) =>
  waitFor(() => {
    expect(feedRequests).toBeLessThanOrEqual(pages);
    expect(feedRoot(canvasElement)?.dataset.state).toBe('success');
    expect(canvasElement.querySelector('[data-part="sentinel"]')).toHaveAttribute('data-near', 'false');
  });

/**
 * What every layout must show: at most two pages asked for with no scrolling, posts on screen at every scroll
 * position, the next page when the reader scrolls to the end, and posts on screen again back up and down.
 */
async function scrollsWithItsHost(canvasElement: HTMLElement, scroller: HTMLElement) {
  scroller.scrollTop = 0;
  await waitFor(() => expect(count(canvasElement)).toBeGreaterThanOrEqual(10));
  // No scrolling: one page, two at most on a tall screen.
  await settled(canvasElement, 2);
  const before = feedRequests;
  const loaded = count(canvasElement);
  // The host layout does scroll: otherwise the story proves nothing.
  await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  const range = () => scroller.scrollHeight - scroller.clientHeight;
  for (const at of [0.2, 0.45, 0.7]) {
    scroller.scrollTop = range() * at;
    await postsOnScreen(canvasElement, scroller);
  }
  // The end (it moves as cards are measured, so the reader keeps scrolling to it): the next page.
  await waitFor(() => {
    scroller.scrollTop = range();
    expect(count(canvasElement)).toBeGreaterThan(loaded);
  });
  await expect(feedRequests).toBeGreaterThan(before);
  await settled(canvasElement);
  for (const at of [0.85, 0.4, 0]) {
    scroller.scrollTop = range() * at;
    await postsOnScreen(canvasElement, scroller);
  }
}

const documentScroller = (canvasElement: HTMLElement) => canvasElement.ownerDocument.scrollingElement as HTMLElement;

// The quickest story first: the first story of a file also pays for the page's warm-up.
/** A 400 px panel that scrolls itself (`overflow: auto`), as a sidebar or a dialog: the feed scrolls with the panel. */
export const InPanel: Story = {
  decorators: [
    (Story) => (
      <section aria-label="Sidebar" data-part="panel" style={{ height: 400, overflow: 'auto' }}>
        <Story />
      </section>
    ),
  ],
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-part="panel"]');
    if (!panel) throw new Error('no panel');
    await scrollsWithItsHost(canvasElement, panel);
  },
};

/**
 * An app wrapper with `overflow-x: hidden` (against stray wide content): its `overflow-y` computes to `auto`, yet it
 * never scrolls, as it has no height of its own. The window scrolls, and the feed with it.
 */
export const OverflowXHiddenWrapper: Story = windowScrollsAround({ overflowX: 'hidden' });

/** A wrapper with `overflow: auto` and no height: it grows with the feed, so the window scrolls. */
export const OverflowAutoWithoutHeight: Story = windowScrollsAround({ overflow: 'auto' });

/** `html { overflow: hidden; height: 100% } body { overflow: auto; height: 100% }`: `body` scrolls, not the window. */
export const BodyScrolls: Story = {
  beforeEach: () => {
    const { documentElement: html, body } = document;
    const saved = [html.style.cssText, body.style.cssText];
    html.style.cssText += ';overflow: hidden; height: 100%';
    body.style.cssText += ';overflow: auto; height: 100%; box-sizing: border-box; margin: 0';
    return () => {
      [html.style.cssText, body.style.cssText] = saved as [string, string];
    };
  },
  decorators: [
    (Story) => (
      <div style={column}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await scrollsWithItsHost(canvasElement, canvasElement.ownerDocument.body);
  },
};

const shell = {
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  gridTemplateRows: '48px 1fr',
  gap: 16,
} as const;

/**
 * An app shell on a grid (`min-height: 100vh`: a header, a side column, the main area with `overflow: auto`). The main
 * area grows with the feed and never scrolls: the window does.
 */
export const GridShell: Story = {
  decorators: [
    (Story) => (
      <div style={{ ...shell, minHeight: '100vh' }}>
        <div style={{ gridColumn: '1 / -1' }}>EDU Passport</div>
        <div>Menu</div>
        <div style={{ overflow: 'auto', minWidth: 0 }}>
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await scrollsWithItsHost(canvasElement, documentScroller(canvasElement));
  },
};

/** The same shell with a fixed height (`height: 100vh`): now the main area scrolls, and the feed with it. */
export const GridShellScrollingMain: Story = {
  decorators: [
    (Story) => (
      <div style={{ ...shell, height: '100vh' }}>
        <div style={{ gridColumn: '1 / -1' }}>EDU Passport</div>
        <div>Menu</div>
        <section aria-label="Main" data-part="main" style={{ overflow: 'auto', minWidth: 0, minHeight: 0 }}>
          <Story />
        </section>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const main = canvasElement.querySelector<HTMLElement>('[data-part="main"]');
    if (!main) throw new Error('no main area');
    await scrollsWithItsHost(canvasElement, main);
  },
};
