/**
 * Strings of a card's footer (on every card's first load): reactions, the comments toggle, Share, favourite,
 * the menu, and deleting the post. Our choices, written down in the package README.
 */
export const actionMessages = {
  // Footer
  postActions: 'Post actions',
  noReactions: 'No reactions yet',
  reactionsSummary: (total: number, names: readonly string[], overflow: number) =>
    `${total} ${total === 1 ? 'reaction' : 'reactions'}: ${names.join(', ')}${overflow > 0 ? ` and ${overflow} more` : ''}`,
  overflowCount: (overflow: number) => `+${overflow}`,
  /** The total beside the emojis (their label above says it to a screen reader). */
  reactionsTotal: (total: number) => `${total}`,
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
  // Failed writes (the toast's title; the error's own message is its text)
  reactionFailed: 'Could not save your reaction. Please try again.',
  favouriteFailed: 'Could not update favourites. Please try again.',

  // Delete
  deletePostTitle: 'Delete Post',
  deletePostText: 'Are you sure you want to delete this post? This action cannot be undone.',
  postDeleted: 'Post deleted successfully',
  // The comments region (its label; the rest loads with the comments)
  comments: 'Comments',
};
