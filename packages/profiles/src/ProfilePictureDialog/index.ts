export { ProfilePictureDialog } from './ProfilePictureDialog';
export type { ProfilePictureDialogProps } from './ProfilePictureDialog';
