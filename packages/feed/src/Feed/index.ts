export { Feed, FeedView, PostCardSkeleton } from './Feed';
export type { FeedProps, FeedViewProps } from './Feed';
