// The code of the dialogs the cards open by a click, as one module, so the first click downloads them together:
// split per dialog, a host's bundler makes a chunk for each and for each mix of the parts they share with the page.
export { DealDialog } from './DealDialog/DealDialog';
export { JobReportDialog } from './JobReportDialog/JobReportDialog';
