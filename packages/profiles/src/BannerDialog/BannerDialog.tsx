import { forwardRef } from 'react';
import { ProfileImageDialog, type ProfileImageDialogBaseProps } from '../ProfileHero/ProfileImageDialog';

export type BannerDialogProps = ProfileImageDialogBaseProps;

/**
 * The banner dialog: pick an image ('No file selected', 'Please upload an image file'),
 * compressed to at most 0.5 MB and 1920 px before the 6.34 crop ('Failed to compress image', 'Failed to crop
 * image'), a preview, and Save ('Background image updated successfully' / 'Failed to update background
 * image', the shown banner cleared and the dialog kept open with the image); 'Remove Banner' sends null
 * ('Background image removed successfully' / 'Failed to remove background image'). The ref is the dialog panel.
 */
export const BannerDialog = forwardRef<HTMLDivElement, BannerDialogProps>(function BannerDialog(props, ref) {
  return <ProfileImageDialog ref={ref} kind="banner" {...props} />;
});
