import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, Id, Post } from '@edupassport/api-client';
import { FEED_PAGE_SIZE } from '../constants';
import { feedKeys } from '../queryKeys';
import { pageReceived } from './postCache';

/** One page of the feed (a blank query) or of the post search. */
export function fetchFeedPage(
  client: ApiClient,
  params: { query: string; pageSize: number },
  page: number,
  signal?: AbortSignal,
): Promise<Post[]> {
  const { query, pageSize } = params;
  return query
    ? client.feed.search({ query, page, pageSize }, { signal })
    : client.feed.getFeed({ page, pageSize }, { signal });
}

/** The feed (a blank query) or the post search, pages from 1; another page follows while the last one was full. */
export function feedQueryOptions(client: ApiClient, params: { query?: string; pageSize?: number } = {}) {
  const query = params.query ?? '';
  const pageSize = params.pageSize ?? FEED_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: feedKeys.list({ query, pageSize }),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(client, { query, pageSize }, pageParam, signal),
    initialPageParam: 1,
    // A page that lost a malformed post to parsing still was a full page on the server: more may follow.
    getNextPageParam: (last: Post[], _all: Post[][], lastPage: number) =>
      pageReceived(last) >= pageSize ? lastPage + 1 : undefined,
    // The pages stay the arrays the client returned: they carry how many posts the server sent.
    structuralSharing: false,
  });
}

/** One post (`GET /api/users/posts/{id}`): the detail page and a standalone card. */
export function postQueryOptions(client: ApiClient, id: Id) {
  return queryOptions({
    queryKey: feedKeys.post(id),
    queryFn: ({ signal }) => client.posts.get(id, { signal }),
  });
}

/** The signed-in user's favourite posts: one request for every heart on the page. */
export function favouritesQueryOptions(client: ApiClient, userId: Id) {
  return queryOptions({
    queryKey: feedKeys.favorites(userId),
    queryFn: ({ signal }) => client.feed.getFavorites({ signal }),
  });
}

/** A post's comments and replies, newest first. */
export function commentsQueryOptions(client: ApiClient, postId: Id) {
  return queryOptions({
    queryKey: feedKeys.comments(postId),
    queryFn: ({ signal }) => client.posts.getComments(postId, { signal }),
  });
}

/** Loads page 1 of the feed into `queryClient` (a server render then shows posts, not skeletons). */
export function prefetchFeed(queryClient: QueryClient, client: ApiClient, params: { pageSize?: number } = {}): Promise<void> {
  return queryClient.prefetchInfiniteQuery(feedQueryOptions(client, { pageSize: params.pageSize }));
}

/** Loads one post into `queryClient` for the /feed/{id} page. */
export function prefetchPostDetail(queryClient: QueryClient, client: ApiClient, id: Id): Promise<void> {
  return queryClient.prefetchQuery(postQueryOptions(client, id));
}
