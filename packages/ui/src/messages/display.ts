/** Strings of the display primitives (Avatar, Carousel, FavouriteToggle, Truncate, states). */
export const displayMessages = {
  loading: 'Loading',
  seeMore: 'see more',
  seeLess: 'see less',
  previous: 'Previous',
  next: 'Next',
  carouselPosition: (current: number, total: number) => `${current} / ${total}`,
  goToPage: (page: number) => `Go to page ${page}`,
  addToFavourites: 'Add to favourites',
  removeFromFavourites: 'Remove from favourites',
  favouriteFailed: 'Could not update favourites. Please try again.',
  react: 'React',
  retry: 'Try again',
  somethingWentWrong: 'Something went wrong',
  cardFailed: 'This item could not be shown.',
  opensInNewTab: '(opens in a new tab)',
};
