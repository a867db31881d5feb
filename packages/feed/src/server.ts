/**
 * The server entry of @edupassport/feed: what a React Server Component may import and call (no "use client", no
 * React): the query keys and the feed's prefetch helpers.
 */
export { feedKeys, feedMutationKeys } from './queryKeys';
export type { FeedListParams } from './queryKeys';
