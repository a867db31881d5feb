export { ShareDialog } from './ShareDialog';
export type { ShareDialogProps } from './ShareDialog';
export { SharePreview } from './SharePreview';
export type { SharePreviewProps } from './SharePreview';
export { LazyShareDialog } from './LazyShareDialog';
