import { forwardRef } from 'react';
import { ProfileImageDialog, type ProfileImageDialogBaseProps } from '../ProfileHero/ProfileImageDialog';

export interface ProfilePictureDialogProps extends ProfileImageDialogBaseProps {
  /** The avatar's shape: 'circle' for educators, 'square' for businesses; default 'circle'. */
  shape?: 'circle' | 'square' | undefined;
}

/**
 * The profile picture dialog: the current picture with 'Delete Photo' (after a confirmation,
 * removes it) and 'Change Photo' (images only), a square crop, a preview, and Save (multipart, one file).
 * A failed save keeps the dialog open on the preview with the reason. The ref is the dialog panel.
 */
export const ProfilePictureDialog = forwardRef<HTMLDivElement, ProfilePictureDialogProps>(function ProfilePictureDialog({ shape = 'circle', ...props }, ref) {
  return <ProfileImageDialog ref={ref} kind="picture" shape={shape} {...props} />;
});
