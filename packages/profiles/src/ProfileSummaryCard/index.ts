export { ProfileSummaryCard } from './ProfileSummaryCard';
export type { ProfileSummaryCardProps } from './ProfileSummaryCard';
export { ProfileDialog, profileDialogTitle } from './ProfileDialog';
export type { ProfileDialogProps } from './ProfileDialog';
