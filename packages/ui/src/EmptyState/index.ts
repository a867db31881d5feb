export { EmptyState } from './EmptyState';
export type { EmptyStateProps, HeadingLevel } from './EmptyState';
