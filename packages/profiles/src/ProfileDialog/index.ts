export { ProfileDialog, profileDialogTitle } from './ProfileDialog';
export type { ProfileDialogProps } from './ProfileDialog';
