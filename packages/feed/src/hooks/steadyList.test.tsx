import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient, type Post } from '@edupassport/api-client';
import { generatePost, mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { startMockBackend } from '../ComposerFrame/composerTestUtils';
import { feedKeys } from '../queryKeys';
import type { FeedPage } from './postQueries';
import { keepPlace } from './steadyList';
import { useFeed } from './useFeed';
import { unseenPosts } from './useNewPosts';

const post = (id: number, comments = 0) => ({ id, comments }) as unknown as Post;
const data = (...pages: Post[][]): InfiniteData<FeedPage, number> => ({
  pages: pages.map((posts) => ({ posts, received: 10 })),
  pageParams: pages.map((_, i) => i + 1),
});
const ids = (list: InfiniteData<FeedPage, number>) => list.pages.map((page) => page.posts.map((p) => p.id));

describe('keepPlace (a list read again)', () => {
  it('leaves out posts above the first shown one and keeps the order of the shown ones', () => {
    const old = data([post(5), post(4)], [post(3), post(2)]);
    const fresh = data([post(7), post(6)], [post(5), post(4)]);
    // 3 and 2 went on to page 3 on the server: they stay where the reader saw them.
    expect(ids(keepPlace(old, fresh))).toEqual([[5, 4], [3, 2]]);
  });

  it('takes the server’s newer values of shown posts', () => {
    const kept = keepPlace(data([post(5, 0), post(4, 1)]), data([post(9), post(5, 3), post(4, 1)]));
    expect(kept.pages[0]?.posts.map((p) => p.comments)).toEqual([3, 1]);
  });

  it('puts posts the server lists below a shown one right after it', () => {
    // 4 was deleted by its author: 2, from page 2, moved up onto page 1.
    expect(ids(keepPlace(data([post(5), post(4), post(3)]), data([post(5), post(3), post(2)])))).toEqual([[5, 4, 3, 2]]);
  });

  it('leaves out a post made just before the reader’s own, which their write put on top', () => {
    // Page 1 was [5, 4] and the reader's own 8 went on top; 7 was posted just before it.
    const old = data([post(8), post(5), post(4)], [post(3)]);
    expect(ids(keepPlace(old, data([post(8), post(7), post(5)], [post(4), post(3)])))).toEqual([[8, 5, 4], [3]]);
  });

  it('keeps every shown post when none of them is on the server’s pages any more', () => {
    expect(ids(keepPlace(data([post(2), post(1)]), data([post(9), post(8)])))).toEqual([[2, 1]]);
  });
});

describe('unseenPosts (what the live offer offers)', () => {
  const shown = new Set(['8', '5', '4']);
  it('offers posts above the last shown one of page 1, each once, newest first', () => {
    expect(unseenPosts([post(9), post(8), post(7), post(7), post(5), post(4)], shown).map((p) => p.id)).toEqual([9, 7]);
  });
  it('does not offer a post that came up from page 2 below the shown ones', () => {
    expect(unseenPosts([post(8), post(4), post(2)], shown).map((p) => p.id)).toEqual([]);
  });
  it('offers the whole page when none of it is shown', () => {
    expect(unseenPosts([post(12), post(11)], shown).map((p) => p.id)).toEqual([12, 11]);
  });
});

describe('the feed list read again', () => {
  startMockBackend();

  it('takes new counts in place and inserts nothing above the reader (realistic mode)', async () => {
    mockControls.realistic(true);
    mockSession.set('member');
    const client = createApiClient({ baseUrl: 'http://api.test' });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EduContextProvider client={client} queryClient={queryClient}>
        {children}
      </EduContextProvider>
    );
    const { result } = renderHook(() => useFeed(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const before = result.current.posts.map((p) => p.id);
    const second = mockStore.posts.find((p) => p.id === before[1]);
    if (!second) throw new Error('no second post in the store');
    second.comments += 5;
    mockStore.posts.unshift(generatePost({ id: 95_001, headline: 'Posted by someone else' }));

    await act(() => queryClient.refetchQueries({ queryKey: feedKeys.lists() }));

    expect(result.current.posts.map((p) => p.id)).toEqual(before);
    expect(result.current.posts[1]?.comments).toBe(second.comments);
  });
});
