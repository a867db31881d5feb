export { FreshnessBadge } from './FreshnessBadge';
export type { FreshnessBadgeProps } from './FreshnessBadge';
