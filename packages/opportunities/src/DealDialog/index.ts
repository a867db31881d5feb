export { DealDialog } from './DealDialog';
export type { DealDialogProps } from './DealDialog';
