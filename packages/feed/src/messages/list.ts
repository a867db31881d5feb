/** Strings of the feed list, the post page and the favourites list (spec: not shown; see the package README). */
export const listMessages = {
  // The list (spec: not shown; see the package README)
  feedLabel: 'Feed',
  searchLabel: 'Search posts',
  searchPlaceholder: 'Search posts, people and topics',
  clearSearch: 'Clear search',
  loadMore: 'Load more posts',
  loadingPosts: 'Loading posts',
  endOfFeed: "You're all caught up",
  endOfFeedDescription: 'You have seen every post in the feed.',
  endOfSearch: 'No more results',
  feedEmpty: 'No posts yet',
  feedEmptyDescription: 'Posts from the EDU Passport community will show here.',
  searchEmpty: (query: string) => `No posts match “${query}”`,
  searchEmptyDescription: 'Try other words, or clear the search to see the whole feed.',
  searchResults: (query: string) => `Results for “${query}”`,
  feedFailed: 'The feed could not be loaded',
  searchFailed: 'The search could not be completed',
  moreFailed: 'More posts could not be loaded',
  // The live offer at the top of the feed, also said to screen readers
  newPosts: (count: number) => (count === 1 ? '1 new post' : `${count} new posts`),
  // Post detail and favourites
  postNotFound: 'Post not found',
  postNotFoundDescription: 'It may have been deleted by its author.',
  postFailed: 'The post could not be loaded',
  backToFeed: 'Back to the feed',
  favouritesTitle: 'Favourite posts',
  favouritesEmpty: 'No favourite posts yet',
  favouritesEmptyDescription: 'Tap the heart on a post to keep it here.',
  favouritesFailed: 'Your favourite posts could not be loaded',
  favouritesLogin: 'Log in to see your favourite posts',
  logIn: 'Log in',
};
