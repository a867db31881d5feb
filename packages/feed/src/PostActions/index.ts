export { PostActions } from './PostActions';
export type { PostActionsProps } from './PostActions';
export { ReactionsSummary } from './ReactionsSummary';
export type { ReactionsSummaryProps } from './ReactionsSummary';
