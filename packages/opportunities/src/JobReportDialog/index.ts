export { JobReportDialog } from './JobReportDialog';
export type { JobReportDialogProps } from './JobReportDialog';
