/**
 * The server entry of @edupassport/feed: what a React Server Component may import and call (no "use client", no
 * React): the query keys, the feed's query options and its prefetch helpers.
 */
export { feedKeys, feedMutationKeys } from './queryKeys';
export type { FeedListParams } from './queryKeys';
export {
  feedQueryOptions,
  postQueryOptions,
  favouritesQueryOptions,
  commentsQueryOptions,
  prefetchFeed,
  prefetchPostDetail,
} from './hooks/postQueries';
export type { FeedPage, FeedPrefetchParams, PrefetchFeedParams } from './hooks/postQueries';
