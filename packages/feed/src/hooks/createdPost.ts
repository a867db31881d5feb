import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Post } from '@edupassport/api-client';
import { feedKeys, type FeedListParams } from '../queryKeys';

/** Whether a cached list is the feed itself (query ''): a search list shows only what matches, so a new post stays out. */
function isFeedList(queryKey: readonly unknown[]): boolean {
  const params = queryKey[3] as Partial<FeedListParams> | undefined;
  return params?.query === '';
}

/**
 * Shows a post the viewer just created (a composer's save, a share) in every cached feed list: at the top of page 1,
 * once. When the server's answer did not hold the post, every list is read again in place instead (TanStack keeps
 * the loaded pages while it refetches, so no skeletons); a refetch already running is joined, not restarted.
 */
export function addCreatedPost(queryClient: QueryClient, post: Post | undefined): void {
  if (!post) {
    // Not awaited: the toast and the caller's callback need not wait for the lists.
    void queryClient.invalidateQueries({ queryKey: feedKeys.lists() }, { cancelRefetch: false });
    return;
  }
  const id = String(post.id);
  const lists = queryClient.getQueriesData<InfiniteData<Post[]>>({ queryKey: feedKeys.lists(), predicate: (query) => isFeedList(query.queryKey) });
  for (const [key, data] of lists) {
    if (!data?.pages.length) continue;
    const [first = [], ...rest] = data.pages;
    const page = [post, ...first.filter((p) => String(p.id) !== id)];
    queryClient.setQueryData<InfiniteData<Post[]>>(key, { ...data, pages: [page, ...rest] });
  }
}

/** Whether a post shows in a cached list (the feed, a search, the favourites): there its card goes with a delete. */
export function isPostListed(queryClient: QueryClient, id: Post['id']): boolean {
  const has = (posts: readonly Post[] | undefined) => posts?.some((p) => String(p.id) === String(id)) ?? false;
  return (
    queryClient.getQueriesData<InfiniteData<Post[]>>({ queryKey: feedKeys.lists() }).some(([, data]) => data?.pages.some(has)) ||
    queryClient.getQueriesData<Post[]>({ queryKey: feedKeys.favoritesAll() }).some(([, data]) => Array.isArray(data) && has(data))
  );
}
