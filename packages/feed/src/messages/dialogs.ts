/**
 * Strings of the post dialogs (loaded on opening): report, edit, share to one's feed. The spec gives the
 * validation texts and the reason values; every other label is our choice, written down in the package README.
 */
export const dialogMessages = {
  // Validation (the spec, word for word)
  reportMissingFields: 'Please fill in both details and reason',
  contentEmpty: 'Content cannot be empty',
  cancel: 'Cancel',

  // Report
  reportPostTitle: 'Report Post',
  reportCommentTitle: 'Report Comment',
  reportDescription: 'Tell us what is wrong. Our moderators review every report.',
  reportReason: 'Reason',
  reportReasonPlaceholder: 'Select a reason',
  reportReasons: { spam: 'Spam', inappropriate: 'Inappropriate', harassment: 'Harassment', other: 'Other' } as Record<
    string,
    string
  >,
  reportDetails: 'Details',
  reportDetailsPlaceholder: 'Describe the problem',
  reportSubmit: 'Submit Report',
  reportSubmitting: 'Submitting...',
  reportSent: 'Report submitted successfully',
  reportFailed: 'Failed to submit report. Please try again.',

  // Edit
  editPostTitle: 'Edit Post',
  editContent: 'Content',
  editSave: 'Update',
  editSaving: 'Updating...',
  postUpdated: 'Post updated successfully',

  // Share to feed
  shareToFeedTitle: 'Share to your feed',
  shareComment: 'Add a comment (optional)',
  shareCommentPlaceholder: 'Say something about this post...',
  shareSubmit: 'Share',
  shareSubmitting: 'Sharing...',
  postShared: 'Post shared successfully',
};
