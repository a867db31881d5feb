export { DeleteConfirmDialog } from './DeleteConfirmDialog';
export type { DeleteConfirmDialogProps } from './DeleteConfirmDialog';
export { LazyDeleteConfirmDialog } from './LazyDeleteConfirmDialog';
