export { PostEditDialog } from './PostEditDialog';
export type { PostEditDialogProps } from './PostEditDialog';
