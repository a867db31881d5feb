// The post writes on the query layer: what a delete, a create, a share and an edit do to the cached lists.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type Post, type PostInput } from '@edupassport/api-client';
import { mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduContextProvider, useEduInfiniteQuery } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { memoryStorage, server, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { answerWithout, must, seededPost } from '../PostActions/storyHelpers';
import { feedKeys } from '../queryKeys';
import { fetchFeedPage, type FeedPage } from './postQueries';
import { useComposerSave } from './useComposerSave';
import { usePostDelete } from './usePostDelete';
import { usePostEdit } from './usePostEdit';
import { useSharePost } from './useSharePost';

startMockBackend();

/** The postAuthor's own seeded post (the newest). */
const OWN_POST_ID = 1000;
const FEED = feedKeys.list({ query: '', pageSize: 10 });
const SEARCH = feedKeys.list({ query: 'museum', pageSize: 10 });

/** The provider as a host sets it up, with a no-retry query client holding a feed list and a search list. */
function world() {
  mockSession.set('postAuthor');
  const user = must(mockSession.current(), 'the post author');
  const client = createApiClient({ baseUrl: 'http://api.test' });
  const queryClient = createTestQueryClient();
  const toast = { show: vi.fn(), dismiss: vi.fn() };
  const page1 = mockStore.posts.slice(0, 10).map((p) => seededPost(p.id));
  const page2 = mockStore.posts.slice(10, 20).map((p) => seededPost(p.id));
  const page = (posts: Post[]): FeedPage => ({ posts, received: posts.length });
  queryClient.setQueryData<InfiniteData<FeedPage>>(FEED, { pages: [page(page1), page(page2)], pageParams: [1, 2] });
  queryClient.setQueryData<InfiniteData<FeedPage>>(SEARCH, { pages: [page([must(page1[0], 'a post')])], pageParams: [1] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider
      client={client}
      queryClient={queryClient}
      session={{ user: { ...user }, isAdmin: false }}
      storage={memoryStorage()}
      toast={toast}
      clock={{ now: () => mockStore.time() }}
    >
      {children}
    </EduContextProvider>
  );
  return { wrapper, queryClient, client, toast };
}

const ids = (queryClient: QueryClient, key: readonly unknown[]) =>
  (queryClient.getQueryData<InfiniteData<FeedPage>>(key)?.pages ?? []).map((page) => page.posts.map((p) => String(p.id)));

describe('a delete', () => {
  it('takes the post out of every cached list at once and keeps it out once the server agrees', async () => {
    const { wrapper, queryClient } = world();
    mockControls.delay('posts.delete', 200);
    const before = ids(queryClient, FEED);
    expect(before[0]).toContain(String(OWN_POST_ID));
    const { result } = renderHook(() => usePostDelete(), { wrapper });

    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.mutateAsync({ postId: OWN_POST_ID });
    });
    // Gone while the DELETE is still on its way.
    await waitFor(() => expect(ids(queryClient, FEED)[0]).not.toContain(String(OWN_POST_ID)));
    expect(result.current.isPending).toBe(true);
    expect(ids(queryClient, SEARCH)).toEqual([[]]);
    expect(ids(queryClient, FEED)[1]).toEqual(before[1]);

    await act(() => must(done, 'the delete'));
    expect(ids(queryClient, FEED)[0]).toEqual(before[0]?.filter((id) => id !== String(OWN_POST_ID)));
    expect(mockStore.posts.some((p) => p.id === OWN_POST_ID)).toBe(false);
  });

  it('brings the post back to its place when the delete fails, and says why', async () => {
    const { wrapper, queryClient, toast } = world();
    mockControls.delay('posts.delete', 200);
    mockControls.fail('posts.delete', { status: 500, message: 'The post could not be deleted right now.' });
    const before = ids(queryClient, FEED);
    const { result } = renderHook(() => usePostDelete(), { wrapper });

    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.mutateAsync({ postId: OWN_POST_ID });
    });
    await waitFor(() => expect(ids(queryClient, FEED)[0]).not.toContain(String(OWN_POST_ID)));
    await act(() => expect(must(done, 'the delete')).rejects.toThrow('The post could not be deleted right now.'));
    expect(ids(queryClient, FEED)).toEqual(before);
    expect(ids(queryClient, SEARCH)).toEqual([[String(OWN_POST_ID)]]);
    // Its card in the list went with its confirmation dialog: the message comes as a toast.
    expect(toast.show).toHaveBeenCalledWith({ kind: 'error', title: 'The post could not be deleted right now.' });
    expect(mockStore.posts.some((p) => p.id === OWN_POST_ID)).toBe(true);
  });
});

describe('a create', () => {
  const input: PostInput = { post_type: 'post', content: 'Our reading corner is open.' };

  it('puts the new post at the top of the cached feed list, not into a search', async () => {
    const { wrapper, queryClient } = world();
    const before = ids(queryClient, FEED);
    const { result } = renderHook(() => useComposerSave(), { wrapper });
    let created: Post | undefined;
    await act(async () => {
      created = await result.current(input);
    });
    const id = String(must(created, 'the created post').id);
    expect(ids(queryClient, FEED)).toEqual([[id, ...(before[0] ?? [])], before[1]]);
    expect(queryClient.getQueryData<InfiniteData<FeedPage>>(FEED)?.pages[0]?.posts[0]?.content).toBe('Our reading corner is open.');
    expect(ids(queryClient, SEARCH)).toEqual([[String(OWN_POST_ID)]]);
  });

  it('reloads the shown list in place when the answer does not hold the new post', async () => {
    server.use(answerWithout('post', '/api/users/create-feed-post', 'noContent'));
    const { wrapper, queryClient, client } = world();
    const { result } = renderHook(
      () => {
        // A list on the page: the seeded pages stand for what it had loaded.
        const list = useEduInfiniteQuery({
          queryKey: FEED,
          queryFn: ({ pageParam, signal }) => fetchFeedPage(client, { query: '', pageSize: 10 }, pageParam, signal),
          initialPageParam: 1,
          getNextPageParam: (_last, pages) => pages.length + 1,
        });
        return { list, save: useComposerSave() };
      },
      { wrapper },
    );
    let created: Post | undefined | 'pending' = 'pending';
    await act(async () => {
      created = await result.current.save(input);
    });
    expect(created).toBeUndefined();
    const newest = String(must(mockStore.posts[0], 'the created post').id);
    await waitFor(() => expect(ids(queryClient, FEED)[0]?.[0]).toBe(newest));
    // In place: both pages read again, never emptied.
    expect(ids(queryClient, FEED)).toHaveLength(2);
    expect(result.current.list.isPending).toBe(false);
  });

  it('a share tops the cached feed list like a create', async () => {
    const { wrapper, queryClient } = world();
    const { result } = renderHook(() => useSharePost({ id: 1003 }), { wrapper });
    let outcome: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      outcome = await result.current.submit('  Worth a read  ');
    });
    const shared = outcome?.ok ? must(outcome.data, 'the share') : undefined;
    expect(shared?.share_comment).toBe('Worth a read');
    expect(ids(queryClient, FEED)[0]?.[0]).toBe(String(shared?.id));
  });
});

describe('an edit', () => {
  it('puts the post read back into every cached list', async () => {
    const { wrapper, queryClient } = world();
    const { result } = renderHook(() => usePostEdit({ id: OWN_POST_ID }), { wrapper });
    await act(async () => {
      await result.current.submit({ post_type: 'post', content: '<p>Edited words</p>' });
    });
    const inFeed = queryClient.getQueryData<InfiniteData<FeedPage>>(FEED)?.pages[0]?.posts.find((p) => p.id === OWN_POST_ID);
    const inSearch = queryClient.getQueryData<InfiniteData<FeedPage>>(SEARCH)?.pages[0]?.posts[0];
    expect(inFeed?.content).toBe('<p>Edited words</p>');
    expect(inSearch?.content).toBe('<p>Edited words</p>');
  });

  it('keeps the error and leaves the lists alone when the save fails', async () => {
    const { wrapper, queryClient } = world();
    mockControls.fail('posts.update', { status: 500, message: 'Edits are paused' });
    const before = queryClient.getQueryData(FEED);
    const { result } = renderHook(() => usePostEdit({ id: OWN_POST_ID }), { wrapper });
    await act(async () => {
      expect(await result.current.submit({ post_type: 'post', content: '<p>Edited words</p>' })).toEqual({ ok: false });
    });
    expect(result.current.error).toBe('Edits are paused');
    expect(queryClient.getQueryData(FEED)).toBe(before);
  });
});
