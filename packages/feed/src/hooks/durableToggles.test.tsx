// Favourites and reactions made offline with `persistWrites`: kept per user in storage, merged, sent once when the kit
// next runs online (after a reload too), only when the server's state differs; undo, refusal and sign-out.
import { act, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type Post } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduContextProvider, OUTBOX_STORAGE_KEY, useClearKitData, useWaitingWrites, type EduStorage } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { memoryStorage, server, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { must, seededPost } from '../PostActions/storyHelpers';
import { viewerReaction } from './applyReaction';
import { useFavouritePostIds } from './useFavouritePostIds';
import { usePostMutations } from './usePostMutations';

startMockBackend();
afterEach(() => onlineManager.setOnline(true));

const member = MOCK_USER_IDS.member;
const seededId = (index: number) => must(mockStore.posts[index], 'a seeded post').id;
const [FIRST, SECOND, THIRD] = [seededId(0), seededId(1), seededId(2)] as const;

/** The toggle and reaction requests the mock backend receives from now on, as `kind id`. */
function countWrites() {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    const favourite = /\/posts\/(\d+)\/favorite$/.exec(path);
    const reaction = /\/react-to-post\/(\d+)$/.exec(path);
    if (request.method === 'POST' && favourite) writes.push(`favourite ${favourite[1]}`);
    if (request.method === 'POST' && reaction) writes.push(`react ${reaction[1]}`);
  });
  return writes;
}

/** Starts the member with no favourite and no reaction on the three first posts. */
function cleanSlate() {
  mockSession.set('member');
  for (const id of [FIRST, SECOND, THIRD]) {
    if (mockStore.isFavorite('posts', member, id)) mockStore.toggleFavorite('posts', member, id);
    const post = must(mockStore.posts.find((p) => p.id === id), 'the post');
    post.reactions = post.reactions.filter((r) => String(r.user_id) !== String(member));
  }
}

interface Page {
  storage: EduStorage;
  queryClient?: QueryClient | undefined;
  persist?: boolean | undefined;
  userKey?: 'member' | 'postAuthor' | undefined;
}

/** One page of the app: the post writes, the hearts and the waiting changes, in a provider. */
function openPage({ storage, queryClient = createTestQueryClient(), persist = true, userKey = 'member' }: Page) {
  mockSession.set(userKey);
  const user = must(mockSession.current(), 'the user');
  const toast = { show: vi.fn(() => 'toast'), dismiss: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider
      client={createApiClient({ baseUrl: 'http://api.test' })}
      queryClient={queryClient}
      session={{ user: { ...user }, isAdmin: false }}
      storage={storage}
      toast={toast}
      persistWrites={persist}
    >
      {children}
    </EduContextProvider>
  );
  const view = renderHook(
    () => ({ writes: usePostMutations(), hearts: useFavouritePostIds(), waiting: useWaitingWrites(), clear: useClearKitData() }),
    { wrapper },
  );
  return { ...view, queryClient, toast };
}

/** A clean slate, then one page on fresh storage once its first reads have settled. */
async function settledPage(options: Omit<Page, 'storage'> = {}) {
  cleanSlate();
  const storage = memoryStorage();
  const page = openPage({ storage, ...options });
  await waitFor(() => expect(page.queryClient.isFetching()).toBe(0));
  return { page, storage };
}

const stored = (storage: EduStorage) => JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY) ?? '{}') as Record<string, unknown[]>;
const serverReaction = (id: Post['id']) => viewerReaction(must(mockStore.posts.find((p) => p.id === id), 'the post').reactions, member);
const offline = () => act(() => onlineManager.setOnline(false));
const online = () => act(() => onlineManager.setOnline(true));

describe('toggles made offline, kept in storage', () => {
  it('favourite then unfavourite offline merges to nothing: no request once online', async () => {
    const { page, storage } = await settledPage();
    const writes = countWrites();
    offline();
    const post = seededPost(FIRST);
    await act(() => page.result.current.writes.toggleFavourite(post));
    expect(page.result.current.hearts.isFavourite(FIRST)).toBe(true);
    expect(page.result.current.waiting.waiting).toBe(1);
    await act(() => page.result.current.writes.toggleFavourite(post));
    await act(() => page.result.current.writes.react(seededPost(SECOND), '❤️'));
    await act(() => page.result.current.writes.react({ ...seededPost(SECOND), reactions: [{ user_id: member, reaction_type: '❤️' }] }, null));
    expect(page.result.current.hearts.isFavourite(FIRST)).toBe(false);
    expect(page.result.current.waiting.waiting).toBe(0);
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
    online();
    // A write made online afterwards is the only one the server hears.
    await act(() => page.result.current.writes.toggleFavourite(seededPost(THIRD)));
    await waitFor(() => expect(writes).toEqual([`favourite ${THIRD}`]));
    expect(mockStore.isFavorite('posts', member, FIRST)).toBe(false);
    expect(serverReaction(SECOND)).toBeNull();
  });

  it('survives a reload: a new query client on the same storage sends each change once and shows it', async () => {
    const { page: before, storage } = await settledPage();
    const writes = countWrites();
    offline();
    await act(() => before.result.current.writes.toggleFavourite(seededPost(FIRST)));
    await act(() => before.result.current.writes.react(seededPost(SECOND), '👏'));
    expect(before.result.current.waiting.waiting).toBe(2);
    before.unmount();
    expect(writes).toEqual([]);

    online();
    const after = openPage({ storage });
    await waitFor(() => expect(after.result.current.waiting.waiting).toBe(0));
    await waitFor(() => expect(after.result.current.hearts.isFavourite(FIRST)).toBe(true));
    expect(writes.sort()).toEqual([`favourite ${FIRST}`, `react ${SECOND}`]);
    expect(mockStore.isFavorite('posts', member, FIRST)).toBe(true);
    expect(serverReaction(SECOND)).toBe('👏');
    expect(after.toast.show).toHaveBeenCalledWith({ kind: 'success', title: 'Your 2 changes that waited were sent.' });
    // The connection dropping and coming back, or another page opening, sends nothing again.
    offline();
    online();
    openPage({ storage });
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
    expect(writes).toHaveLength(2);
  });

  it('reads the server first: a change another device already made is not sent (a toggle would undo it)', async () => {
    const { page } = await settledPage();
    const writes = countWrites();
    offline();
    await act(() => page.result.current.writes.toggleFavourite(seededPost(FIRST)));
    mockStore.toggleFavorite('posts', member, FIRST);
    online();
    await waitFor(() => expect(page.result.current.waiting.waiting).toBe(0));
    expect(writes).toEqual([]);
    expect(mockStore.isFavorite('posts', member, FIRST)).toBe(true);
    expect(page.result.current.hearts.isFavourite(FIRST)).toBe(true);
  });

  it('undo drops the waiting changes and shows the hearts as they were', async () => {
    const { page, storage } = await settledPage();
    offline();
    await act(() => page.result.current.writes.toggleFavourite(seededPost(FIRST)));
    expect(page.result.current.hearts.isFavourite(FIRST)).toBe(true);
    await act(() => page.result.current.waiting.undo());
    expect(page.result.current.hearts.isFavourite(FIRST)).toBe(false);
    expect(page.result.current.waiting.waiting).toBe(0);
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('a replay the server refuses says so, keeps the change for Try again, and shows the server’s state', async () => {
    const { page } = await settledPage();
    offline();
    await act(() => page.result.current.writes.toggleFavourite(seededPost(FIRST)));
    mockControls.fail('posts.toggleFavorite', { status: 500, message: 'Favourites are down' }, { times: 1 });
    online();
    await waitFor(() => expect(page.result.current.waiting.failed).toBe(1));
    expect(page.toast.show).toHaveBeenCalledWith({ kind: 'error', title: '1 change could not be sent.' });
    await waitFor(() => expect(page.result.current.hearts.isFavourite(FIRST)).toBe(false));
    await act(() => page.result.current.waiting.retry());
    expect(page.result.current.waiting.failed).toBe(0);
    expect(mockStore.isFavorite('posts', member, FIRST)).toBe(true);
    await waitFor(() => expect(page.result.current.hearts.isFavourite(FIRST)).toBe(true));
  });

  it('keeps each user’s changes apart: only the signed-in user’s are sent, and sign-out clears them', async () => {
    const { page: author, storage } = await settledPage({ userKey: 'postAuthor' });
    offline();
    await act(() => author.result.current.writes.toggleFavourite(seededPost(THIRD)));
    author.unmount();
    const page = openPage({ storage });
    await act(() => page.result.current.writes.toggleFavourite(seededPost(FIRST)));
    expect(Object.keys(stored(storage)).sort()).toEqual([String(member), String(MOCK_USER_IDS.postAuthor)]);
    const writes = countWrites();
    online();
    await waitFor(() => expect(page.result.current.waiting.waiting).toBe(0));
    expect(writes).toEqual([`favourite ${FIRST}`]);
    expect(Object.keys(stored(storage))).toEqual([String(MOCK_USER_IDS.postAuthor)]);
    // Sign-out on a shared computer: nobody's waiting changes stay behind (this storage cannot list its keys).
    act(() => page.result.current.clear());
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('without persistWrites nothing is stored: the write waits in memory, as before', async () => {
    const { page, storage } = await settledPage({ persist: false });
    offline();
    // Paused until the connection is back, so awaited only then.
    const sent = page.result.current.writes.toggleFavourite(seededPost(FIRST));
    await waitFor(() => expect(page.queryClient.getMutationCache().getAll().some((m) => m.state.isPaused)).toBe(true));
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
    online();
    await act(() => sent);
    expect(mockStore.isFavorite('posts', member, FIRST)).toBe(true);
  });
});

describe('a toggle whose answer was lost after the server did it', () => {
  it('replayed with persistWrites: read first, so nothing is sent twice; the heart and the server agree', async () => {
    const { page } = await settledPage();
    const writes = countWrites();
    offline();
    await act(() => page.result.current.writes.toggleFavourite(seededPost(FIRST)));
    // The replay's toggle reaches the server, its answer does not come back, and neither does the read after it.
    mockControls.fail('posts.toggleFavorite', { network: true, applied: true }, { times: 1 });
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') mockControls.fail('feed.getFavorites', { network: true }, { times: 1 });
    });
    online();
    await waitFor(() => expect(writes).toHaveLength(1));
    await waitFor(() => expect(page.result.current.waiting.sending).toBe(false));
    // Not known yet whether it landed: it still waits, and nothing said it failed.
    expect(page.result.current.waiting).toMatchObject({ waiting: 1, failed: 0 });
    expect(page.toast.show).not.toHaveBeenCalled();
    // Reconnecting: the server's state is read first, and it already holds the choice: nothing is sent again.
    offline();
    online();
    await waitFor(() => expect(page.result.current.waiting.waiting).toBe(0));
    expect(writes).toEqual([`favourite ${FIRST}`]);
    expect(mockStore.isFavorite('posts', member, FIRST)).toBe(true);
    await waitFor(() => expect(page.result.current.hearts.isFavourite(FIRST)).toBe(true));
  });

  it('a reaction whose answer and read-back were lost waits with persistWrites, then is read, not sent again', async () => {
    const { page } = await settledPage();
    const writes = countWrites();
    mockControls.fail('posts.react', { network: true, applied: true }, { times: 1 });
    mockControls.fail('posts.get', { network: true }, { times: 1 });
    await act(() => page.result.current.writes.react(seededPost(SECOND), '👏'));
    expect(page.result.current.waiting.waiting).toBe(1);
    expect(page.toast.show).not.toHaveBeenCalled();
    offline();
    online();
    await waitFor(() => expect(page.result.current.waiting.waiting).toBe(0));
    expect(writes).toEqual([`react ${SECOND}`]);
    expect(serverReaction(SECOND)).toBe('👏');
  });
});
