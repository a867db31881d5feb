import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, Id, Post } from '@edupassport/api-client';
import { receivedCount } from '@edupassport/api-client/rules';
import { FEED_PAGE_SIZE } from '../constants';
import { feedKeys } from '../queryKeys';
import { markRead, steadyList } from './steadyList';

/**
 * One cached page of a feed or search list: plain JSON, so what decides whether another page follows survives
 * `dehydrate`/`hydrate` and every copy the cache makes.
 */
export interface FeedPage {
  /** The page's posts, in the server's order. */
  posts: Post[];
  /** How many posts the server sent for the page, malformed ones left out included: a full page means more may follow. */
  received: number;
}

/** One page of the feed (a blank query) or of the post search. */
export async function fetchFeedPage(
  client: ApiClient,
  params: { query: string; pageSize: number },
  page: number,
  signal?: AbortSignal,
): Promise<FeedPage> {
  const { query, pageSize } = params;
  const posts = query
    ? await client.feed.search({ query, page, pageSize }, { signal })
    : await client.feed.getFeed({ page, pageSize }, { signal });
  // Read at once: the count belongs to the array the client returned, not to any copy of it.
  return { posts, received: receivedCount(posts) };
}

/** The feed (a blank query) or the post search, pages from 1; another page follows while the last one was full. */
export function feedQueryOptions(client: ApiClient, params: { query?: string | undefined; pageSize?: number | undefined } = {}) {
  const query = params.query ?? '';
  const pageSize = params.pageSize ?? FEED_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: feedKeys.list({ query, pageSize }),
    queryFn: async ({ pageParam, signal }) => markRead(await fetchFeedPage(client, { query, pageSize }, pageParam, signal)),
    // Read again (stale, on reconnect), the list keeps the reader's place: new posts above wait for the live offer.
    structuralSharing: steadyList,
    initialPageParam: 1,
    // A page that lost a malformed post to parsing still was a full page on the server: more may follow.
    getNextPageParam: (last: FeedPage, _all: FeedPage[], lastPage: number) => (last.received >= pageSize ? lastPage + 1 : undefined),
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

/** Who the server render is for, so the prefetch also loads what the cards read on first view. */
export interface FeedPrefetchParams {
  /** The signed-in user's id (the session's `user.id`): their favourites are loaded too, so the hearts are right in the server HTML; default none (a visitor: no favourites). */
  sessionUserId?: Id | undefined;
}

/** The signed-in user's favourites beside `load`: the cards' hearts are drawn from them (nothing for a visitor). */
function withFavourites(queryClient: QueryClient, client: ApiClient, params: FeedPrefetchParams, load: Promise<void>): Promise<void> {
  const { sessionUserId } = params;
  const favourites = sessionUserId === undefined ? undefined : queryClient.prefetchQuery(favouritesQueryOptions(client, sessionUserId));
  return Promise.all([load, favourites]).then(() => undefined);
}

/** What `prefetchFeed` is told: the session's user and the Feed's page size. */
export interface PrefetchFeedParams extends FeedPrefetchParams {
  /** Posts per page, as given to the Feed; default 10 (FEED_PAGE_SIZE). */
  pageSize?: number | undefined;
}

/**
 * Loads page 1 of the feed into `queryClient`, and with `sessionUserId` that user's favourites: a server render then
 * shows the posts (not skeletons) with their hearts pressed, and the browser reads neither again.
 */
export function prefetchFeed(
  queryClient: QueryClient,
  client: ApiClient,
  params: PrefetchFeedParams = {},
): Promise<void> {
  return withFavourites(queryClient, client, params, queryClient.prefetchInfiniteQuery(feedQueryOptions(client, { pageSize: params.pageSize })));
}

/** Loads one post into `queryClient` for the /feed/{id} page, and with `sessionUserId` that user's favourites. */
export function prefetchPostDetail(queryClient: QueryClient, client: ApiClient, id: Id, params: FeedPrefetchParams = {}): Promise<void> {
  return withFavourites(queryClient, client, params, queryClient.prefetchQuery(postQueryOptions(client, id)));
}
