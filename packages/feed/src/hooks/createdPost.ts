import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient, Post } from '@edupassport/api-client';
import { feedKeys, type FeedListParams } from '../queryKeys';
import { mergePage } from './postCache';
import { fetchFeedPage, type FeedPage } from './postQueries';

/** Whether a cached list is the feed itself (query ''): a search list shows only what matches, so a new post stays out. */
function isFeedList(queryKey: readonly unknown[]): boolean {
  const params = queryKey[3] as Partial<FeedListParams> | undefined;
  return params?.query === '';
}

/**
 * Reads page 1 of a cached list again and puts it in place: the server's first page, then what page 1 showed (a post
 * may have moved on to page 2), the other pages kept as they are: no skeletons, no jump, no second read of every
 * page. Two callers at once (the composer's save and the feed's own callback) share one request. A failure changes
 * nothing: what is shown is still right, and the new post comes with the next load.
 */
export async function reloadFirstPage(queryClient: QueryClient, client: ApiClient, params: FeedListParams): Promise<void> {
  const listKey = feedKeys.list(params);
  if (!queryClient.getQueryData(listKey)) return;
  try {
    const fresh = await queryClient.fetchQuery({
      queryKey: feedKeys.firstPage(params),
      queryFn: ({ signal }) => fetchFeedPage(client, params, 1, signal),
      staleTime: 0,
      gcTime: 0,
    });
    queryClient.setQueryData<InfiniteData<FeedPage, number>>(listKey, (data) => {
      if (!data) return data;
      const [first, ...rest] = data.pages;
      // The server's count of the fresh page decides whether more follow.
      return { ...data, pages: [{ ...fresh, posts: mergePage([...fresh.posts], first?.posts ?? []) }, ...rest] };
    });
  } catch {
    // Kept as shown (see above).
  }
}

/**
 * Shows a post the viewer just created (a composer's save, a share) in every cached feed list: at the top of page 1,
 * once. When the server's answer did not hold the post, page 1 of every feed list is read again in place instead.
 */
export function addCreatedPost(queryClient: QueryClient, client: ApiClient, post: Post | undefined): void {
  if (!post) {
    // Not awaited: the toast and the caller's callback need not wait for the lists.
    for (const [key] of queryClient.getQueriesData({ queryKey: feedKeys.lists(), predicate: (query) => isFeedList(query.queryKey) })) {
      void reloadFirstPage(queryClient, client, key[3] as FeedListParams);
    }
    return;
  }
  for (const [key] of queryClient.getQueriesData({ queryKey: feedKeys.lists(), predicate: (query) => isFeedList(query.queryKey) })) {
    putOnTop(queryClient, key, post);
  }
}

/** Puts a post at the top of page 1 of one cached list, once (it leaves the place it had on page 1). */
export function putOnTop(queryClient: QueryClient, listKey: QueryKey, post: Post): void {
  const id = String(post.id);
  queryClient.setQueryData<InfiniteData<FeedPage>>(listKey, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    return { ...data, pages: [{ ...first, posts: [post, ...first.posts.filter((p) => String(p.id) !== id)] }, ...rest] };
  });
}

/** Whether a post shows in a cached list (the feed, a search, the favourites): there its card goes with a delete. */
export function isPostListed(queryClient: QueryClient, id: Post['id']): boolean {
  const has = (posts: readonly Post[] | undefined) => posts?.some((p) => String(p.id) === String(id)) ?? false;
  return (
    queryClient.getQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.lists() }).some(([, data]) => data?.pages.some((page) => has(page.posts))) ||
    queryClient.getQueriesData<Post[]>({ queryKey: feedKeys.favoritesAll() }).some(([, data]) => Array.isArray(data) && has(data))
  );
}
