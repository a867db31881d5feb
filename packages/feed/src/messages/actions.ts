/**
 * Strings of the post actions: reactions, comments and replies, report, delete, edit, share. Spec 01
 * gives the validation texts (in base.ts) and the reason values; every other label is our choice,
 * written down in the package README.
 */
export const actionMessages = {
  // Footer
  postActions: 'Post actions',
  noReactions: 'No reactions yet',
  reactionsSummary: (total: number, names: readonly string[], overflow: number) =>
    `${total} ${total === 1 ? 'reaction' : 'reactions'}: ${names.join(', ')}${overflow > 0 ? ` and ${overflow} more` : ''}`,
  overflowCount: (overflow: number) => `+${overflow}`,
  reactToPost: 'React',
  postReactions: 'Post reactions',
  commentsCount: (count: number) => (count === 1 ? '1 Comment' : `${count} Comments`),
  share: 'Share',
  shareToFeed: 'Share to my feed',
  shareToSocial: 'Share to social media',
  moreActions: 'More actions',
  reportPost: 'Report post',
  editPost: 'Edit post',
  deletePost: 'Delete post',
  favouritePost: 'Favourite this post',

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

  // Delete
  deletePostTitle: 'Delete Post',
  deletePostText: 'Are you sure you want to delete this post? This action cannot be undone.',
  postDeleted: 'Post deleted successfully',
  deleteCommentTitle: 'Delete Comment',
  deleteCommentText: 'Are you sure you want to delete this comment? This action cannot be undone.',

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

  // Comments
  comments: 'Comments',
  commentLabel: 'Write a comment',
  commentPlaceholder: 'Write a comment...',
  sendComment: 'Send',
  replyLabel: (name: string) => `Reply to ${name}`,
  replyPlaceholder: 'Write a reply...',
  sendReply: 'Send reply',
  reply: 'Reply',
  replies: (count: number) => (count === 1 ? '1 reply' : `${count} replies`),
  cancel: 'Cancel',
  reactToComment: 'React',
  commentReactions: 'Comment reactions',
  commentActions: (name: string) => `Actions for ${name}'s comment`,
  deleteComment: 'Delete comment',
  reportComment: 'Report comment',
  noComments: 'No comments yet. Be the first to comment.',
  loadCommentsFailed: 'Comments could not be loaded.',
  commentFailed: 'Your comment could not be posted. Please try again.',
};
