export { ProfileSummaryCard } from './ProfileSummaryCard';
export type { ProfileSummaryCardProps } from './ProfileSummaryCard';
