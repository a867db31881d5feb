/** The heart of a job, event or deal (chosen: the spec shows no text for it). */
export const favouriteMessages = {
  /** After a toggle whose answer did not say the new state, on an item whose state the page did not know. */
  favouriteUpdated: 'Your favourites were updated.',
};

export type FavouriteMessages = typeof favouriteMessages;
