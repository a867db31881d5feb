/** Strings of the comment section (loaded when the comments open): comments, replies, their reactions and menus. */
export const commentMessages = {
  // Comments
  commentLabel: 'Write a comment',
  commentPlaceholder: 'Write a comment...',
  sendComment: 'Send',
  replyLabel: (name: string) => `Reply to ${name}`,
  replyPlaceholder: 'Write a reply...',
  sendReply: 'Send reply',
  reply: 'Reply',
  /** Above a reply the server nested deeper than depth 3, shown flattened under its depth-3 ancestor. */
  replyingTo: (name: string) => `Replying to ${name}`,
  replies: (count: number) => (count === 1 ? '1 reply' : `${count} replies`),
  reactToComment: 'React',
  commentReactions: 'Comment reactions',
  commentReactionFailed: 'Could not save your reaction. Please try again.',
  commentActions: (name: string) => `Actions for ${name}'s comment`,
  deleteComment: 'Delete comment',
  reportComment: 'Report comment',
  noComments: 'No comments yet. Be the first to comment.',
  loadCommentsFailed: 'Comments could not be loaded.',
  commentFailed: 'Your comment could not be posted. Please try again.',
  // Delete
  deleteCommentTitle: 'Delete Comment',
  deleteCommentText: 'Are you sure you want to delete this comment? This action cannot be undone.',
};
