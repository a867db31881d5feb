export { PostReportDialog } from './PostReportDialog';
export type { PostReportDialogProps } from './PostReportDialog';
