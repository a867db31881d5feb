import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import {
  handlers,
  mockControls,
  mockSession,
  mockStore,
  MOCK_USER_IDS,
  resetMocks,
  type MockRole,
} from '@edupassport/api-client/mocks';
import { EduContextProvider, type EduSession, type ToastAdapter } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { updatePostInCache } from './postCache';
import { useFeed } from './useFeed';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });

function sessionFor(role: MockRole): EduSession {
  mockSession.set(role);
  const user = mockSession.current();
  return { user: user ? { ...user } : null, isAdmin: role === 'admin' };
}

function setup(role: MockRole = 'member', options: Parameters<typeof useFeed>[0] = {}, toast?: ToastAdapter) {
  const session = sessionFor(role);
  const requireLogin = vi.fn();
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={session} requireLogin={requireLogin} queryClient={queryClient} toast={toast}>
      {children}
    </EduContextProvider>
  );
  const hook = renderHook(() => useFeed({ searchDebounceMs: 20, ...options }), { wrapper });
  return { ...hook, requireLogin, queryClient };
}

/** Every request path the mock backend received, in order. */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}

describe('useFeed paging', () => {
  it('loads pages of 10 with has-more until a short page, without duplicates', async () => {
    const { result } = setup();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.posts.map((p) => p.id)).toEqual(mockStore.posts.slice(0, 10).map((p) => p.id));
    expect(result.current.hasMore).toBe(true);

    // 64 seeded posts: six full pages and a last one of 4.
    for (let page = 2; page <= 7; page += 1) {
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.page).toBe(page));
    }
    expect(result.current.posts).toHaveLength(64);
    expect(new Set(result.current.posts.map((p) => p.id)).size).toBe(64);
    expect(result.current.hasMore).toBe(false);
  });

  it('skips a post that a new post pushed onto the next page', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('success'));
    // Someone posts: the server's page 2 now starts with the last post of our page 1.
    mockStore.posts.unshift({ ...(mockStore.posts[5] as (typeof mockStore.posts)[number]), id: 99999 });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(result.current.posts).toHaveLength(19);
    expect(new Set(result.current.posts.map((p) => p.id)).size).toBe(19);
  });

  it('ignores a second loadMore while a page is loading', async () => {
    const requests = recordRequests();
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(requests.filter((r) => r.includes('get-feed'))).toEqual([
      'GET /api/users/get-feed?page=1&pageSize=10',
      'GET /api/users/get-feed?page=2&pageSize=10',
    ]);
  });

  it('keeps the ApiError message and recovers on reload', async () => {
    mockControls.fail('feed.getFeed', { status: 500, message: 'Feed service unavailable' }, { times: 1 });
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Feed service unavailable');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.error).toBeNull();
    expect(result.current.posts).toHaveLength(10);
  });
});

describe('useFeed search', () => {
  it('enters search mode after the debounce and leaves it on a blank query', async () => {
    const requests = recordRequests();
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('success'));

    act(() => result.current.setQuery('  Workshop '));
    expect(result.current.searching).toBe(false);
    await waitFor(() => expect(result.current.searching).toBe(true));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.activeQuery).toBe('Workshop');
    expect(result.current.posts.length).toBeGreaterThan(0);
    expect(result.current.posts.every((p) => p.headline?.includes('Workshop'))).toBe(true);
    expect(requests).toContain('GET /api/users/posts/search?query=Workshop&page=1&pageSize=10');

    act(() => result.current.setQuery('   '));
    await waitFor(() => expect(result.current.searching).toBe(false));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.posts.map((p) => p.id)).toEqual(mockStore.posts.slice(0, 10).map((p) => p.id));
  });

  it('debounces typing into one search request', async () => {
    const requests = recordRequests();
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('success'));
    for (const text of ['p', 'po', 'pol', 'poll']) act(() => result.current.setQuery(text));
    await waitFor(() => expect(result.current.activeQuery).toBe('poll'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(requests.filter((r) => r.includes('/posts/search'))).toEqual([
      'GET /api/users/posts/search?query=poll&page=1&pageSize=10',
    ]);
  });

  it('shows a failed search as an error (issue 21 e), and reload runs the search again', async () => {
    mockControls.fail('feed.search', { status: 500, message: 'Search is unavailable right now.' }, { times: 1 });
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.setQuery('Workshop'));
    await waitFor(() => expect(result.current.searching).toBe(true));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Search is unavailable right now.');
    expect(result.current.posts).toEqual([]);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.searching).toBe(true);
    expect(result.current.error).toBeNull();
    expect(result.current.posts.length).toBeGreaterThan(0);
  });

  it('aborts the older search when a newer query supersedes it', async () => {
    const aborted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      request.signal.addEventListener('abort', () =>
        aborted.push(new URL(request.url).searchParams.get('query') ?? 'feed'),
      );
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('success'));
    mockControls.delay('feed.search', 300);
    // Real timers (the debounce, the 300 ms answer): room for a busy machine.
    act(() => result.current.setQuery('Workshop'));
    await waitFor(() => expect(result.current.activeQuery).toBe('Workshop'), { timeout: 3000 });
    act(() => result.current.setQuery('poll'));
    await waitFor(() => expect(result.current.activeQuery).toBe('poll'), { timeout: 3000 });
    await waitFor(() => expect(aborted).toContain('Workshop'), { timeout: 3000 });
    await waitFor(() => expect(result.current.status).toBe('success'), { timeout: 3000 });
    expect(result.current.posts.every((p) => `${p.headline} ${p.content}`.toLowerCase().includes('poll'))).toBe(true);
  });

  it('aborts its requests on unmount', async () => {
    const aborted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      request.signal.addEventListener('abort', () => aborted.push(new URL(request.url).pathname));
    });
    mockControls.delay('feed.getFeed', 'infinite');
    const { unmount, result } = setup();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(aborted).toEqual([]));
    unmount();
    await waitFor(() => expect(aborted).toContain('/api/users/get-feed'));
  });
});

describe('useFeed reactions', () => {
  it('applies a reaction at once and confirms it with the server', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('success'));
    const target = result.current.posts[1];
    if (!target) throw new Error('no post');
    const before = target.reactions.length;

    let done: Promise<void> = Promise.resolve();
    // The answer waits, so what shows meanwhile is the optimistic state.
    mockControls.delay('posts.react', 400);
    let answered = false;
    act(() => {
      done = result.current.react(target.id, '🏆').then(() => {
        answered = true;
      });
    });
    // Optimistic: the session user's 🏆 is there before the server answered.
    const mine = () =>
      result.current.posts[1]?.reactions.filter((r) => String(r.user_id) === String(MOCK_USER_IDS.member));
    await waitFor(() => expect(mine()).toEqual([{ user_id: MOCK_USER_IDS.member, reaction_type: '🏆' }]));
    expect(answered).toBe(false);
    await act(() => done);
    mockControls.clear('posts.react');
    const stored = mockStore.posts.find((p) => p.id === target.id);
    expect(stored?.reactions.filter((r) => r.user_id === MOCK_USER_IDS.member)).toEqual([
      { user_id: MOCK_USER_IDS.member, reaction_type: '🏆' },
    ]);
    expect(result.current.posts[1]?.reactions).toHaveLength(stored?.reactions.length ?? -1);
    expect(stored?.reactions.length).toBeGreaterThanOrEqual(before);

    // null takes it away again.
    await act(() => result.current.react(target.id, null));
    expect(mine()).toEqual([]);
    expect(
      mockStore.posts.find((p) => p.id === target.id)?.reactions.some((r) => r.user_id === MOCK_USER_IDS.member),
    ).toBe(false);
  });

  it("undoes a failed reaction and says so, without reloading the list or failing it (scrolling goes on)", async () => {
    const toast = { show: vi.fn(() => 'id'), dismiss: vi.fn() };
    const { result } = setup('member', {}, toast);
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    const target = result.current.posts[12];
    if (!target) throw new Error('no post');
    const serverReactions = mockStore.posts.find((p) => p.id === target.id)?.reactions.length;

    const requests = recordRequests();
    mockControls.fail('posts.react', { status: 500, message: 'Reactions are down' });
    // The feed would fail too: a reload after the reaction would show the list's error and stop the scroll.
    mockControls.fail('feed.getFeed', { status: 500, message: 'Feed is down' });
    await act(() => result.current.react(target.id, '💎'));
    expect(toast.show).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Could not save your reaction. Please try again.',
      description: 'Reactions are down',
    });
    expect(requests.some((r) => r.startsWith('GET /api/users/get-feed'))).toBe(false);
    expect(result.current.error).toBeNull();
    expect(result.current.status).toBe('success');
    expect(result.current.posts).toHaveLength(20);
    expect(result.current.page).toBe(2);
    // The optimistic emoji is gone: the list shows the server's reactions again.
    expect(result.current.posts[12]?.reactions).toHaveLength(serverReactions ?? -1);
    expect(
      result.current.posts[12]?.reactions.some(
        (r) => String(r.user_id) === String(MOCK_USER_IDS.member) && r.reaction_type === '💎',
      ),
    ).toBe(false);
  });

  it('asks an anonymous visitor to log in instead of calling the API', async () => {
    const requests = recordRequests();
    const { result, requireLogin } = setup('anonymous');
    await waitFor(() => expect(result.current.status).toBe('success'));
    const target = result.current.posts[0];
    if (!target) throw new Error('no post');
    await act(() => result.current.react(target.id, '❤️'));
    await act(() => result.current.toggleFavourite(target.id));
    expect(requireLogin).toHaveBeenCalledTimes(2);
    expect(requests.some((r) => r.includes('react-to-post') || r.includes('/favorite'))).toBe(false);
  });
});

describe('useFeed favourites', () => {
  it('starts from the server favourites and toggles per post', async () => {
    const member = MOCK_USER_IDS.member;
    const favouriteId = mockStore.posts[3]?.id ?? 0;
    if (!mockStore.isFavorite('posts', member, favouriteId)) mockStore.toggleFavorite('posts', member, favouriteId);
    const { result } = setup();
    await waitFor(() => expect(result.current.isFavourite(favouriteId)).toBe(true));

    const other = mockStore.posts[0]?.id ?? 0;
    const wasFavourite = result.current.isFavourite(other);
    let done: Promise<void> = Promise.resolve();
    mockControls.delay('posts.toggleFavorite', 400);
    let answered = false;
    act(() => {
      done = result.current.toggleFavourite(other).then(() => {
        answered = true;
      });
    });
    await waitFor(() => expect(result.current.isFavourite(other)).toBe(!wasFavourite));
    expect(answered).toBe(false);
    await act(() => done);
    expect(mockStore.isFavorite('posts', member, other)).toBe(!wasFavourite);
    expect(result.current.isFavourite(other)).toBe(!wasFavourite);
  });

  it('reverts the heart when the toggle fails', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('success'));
    const id = mockStore.posts[0]?.id ?? 0;
    const before = result.current.isFavourite(id);
    mockControls.fail('posts.toggleFavorite', { status: 500 });
    await act(() => result.current.toggleFavourite(id));
    expect(result.current.isFavourite(id)).toBe(before);
  });
});

describe('useFeed list actions', () => {
  it('shows what a write put in the query cache, and prepends posts', async () => {
    const { result, queryClient } = setup();
    await waitFor(() => expect(result.current.status).toBe('success'));
    const [first, second] = result.current.posts;
    if (!first || !second) throw new Error('no posts');
    // The list lives in the query cache: a write's change reaches the hook on the cache's next notification.
    act(() => updatePostInCache(queryClient, first.id, () => null));
    await waitFor(() => expect(result.current.posts[0]?.id).toBe(second.id));
    act(() => updatePostInCache(queryClient, second.id, () => ({ ...second, headline: 'Edited headline' })));
    await waitFor(() => expect(result.current.posts[0]?.headline).toBe('Edited headline'));
    act(() => result.current.prependPost(first));
    await waitFor(() => expect(result.current.posts.map((p) => p.id).slice(0, 2)).toEqual([first.id, second.id]));
    expect(result.current.posts).toHaveLength(10);
  });

  it('reads the feed from the endpoint with the given page size', async () => {
    const sizes: string[] = [];
    server.use(
      http.get('http://api.test/api/users/get-feed', ({ request }) => {
        sizes.push(new URL(request.url).searchParams.get('pageSize') ?? '');
        return undefined;
      }),
    );
    const { result } = setup('member', { pageSize: 5 });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(sizes).toEqual(['5']);
    expect(result.current.posts).toHaveLength(5);
    expect(result.current.hasMore).toBe(true);
  });
});
