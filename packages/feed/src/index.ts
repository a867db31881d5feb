// The full entry: everything of ./headless, plus the styled components as they are built.
export * from './headless';
// Post actions: the footer, comments and the report, edit, share and delete dialogs.
export { PostActions, ReactionsSummary } from './PostActions';
export type { PostActionsProps, ReactionsSummaryProps } from './PostActions';
