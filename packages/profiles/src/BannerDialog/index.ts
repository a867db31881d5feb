export { BannerDialog } from './BannerDialog';
export type { BannerDialogProps } from './BannerDialog';
