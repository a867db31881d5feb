export { ShareToFeedDialog } from './ShareToFeedDialog';
export type { ShareToFeedDialogProps } from './ShareToFeedDialog';
