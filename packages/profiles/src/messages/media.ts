/**
 * Profiles strings: media (the profile picture and banner dialogs, the profile hero). The image errors
 * ('No file selected', 'Please upload an image file', 'Failed to process image', 'Failed to compress
 * image', 'Failed to crop image') are the ui crop messages, so one override serves every cropper.
 */
export const mediaMessages = {
  // The banner's toasts, word for word.
  bannerRemoved: 'Background image removed successfully',
  bannerRemoveFailed: 'Failed to remove background image',
  bannerUpdated: 'Background image updated successfully',
  bannerUpdateFailed: 'Failed to update background image',
  // The picture dialog's two actions.
  deletePhoto: 'Delete Photo',
  changePhoto: 'Change Photo',
  // The spec has no picture messages: ours mirror the banner's.
  pictureUpdated: 'Profile picture updated successfully',
  pictureUpdateFailed: 'Failed to update profile picture',
  pictureRemoved: 'Profile picture removed successfully',
  pictureRemoveFailed: 'Failed to remove profile picture',
  // Not shown in the spec: our choices.
  pictureDialogTitle: 'Profile Picture',
  bannerDialogTitle: 'Banner',
  removeBanner: 'Remove Banner',
  changeBanner: 'Change Banner',
  cropPhotoTitle: 'Crop your photo',
  cropBannerTitle: 'Crop your banner',
  mediaPreviewHeading: 'Preview',
  noPictureYet: 'No profile picture yet. Your initials are shown instead.',
  noBannerYet: 'No banner yet. A colour gradient is shown instead.',
  pictureHint: 'Choose a clear photo of your face or your logo. You can crop it on the next step.',
  bannerHint: 'Wide images work best: the banner is compressed to 0.5 MB and 1920 px, then cropped to 6.34 : 1.',
  currentPictureAlt: (name: string) => `Current profile picture of ${name}`,
  currentBannerAlt: (name: string) => `Current banner of ${name}`,
  newPictureAlt: 'New profile picture',
  newBannerAlt: 'New banner',
  deletePhotoConfirm: 'Are you sure you want to delete your profile picture? Your initials will be shown instead.',
  deletePhotoConfirmLabel: 'Delete',
  removeBannerConfirm: 'Are you sure you want to remove your banner? A colour gradient will be shown instead.',
  removeBannerConfirmLabel: 'Remove',
  mediaSaveFailedReason: (reason: string) => `Reason: ${reason}`,
  editBanner: 'Edit banner',
  editProfilePicture: 'Edit profile picture',
  mediaPreparing: 'Preparing image',
};
