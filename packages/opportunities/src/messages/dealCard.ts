/** The deal card. */
export const dealCardMessages = {
  dealUseBy: (monthYear: string) => `Use by ${monthYear}`,
  dealViewDeal: 'View Deal',
  /** Chosen: the heart's accessible name. */
  dealFavourite: (name: string) => `Favourite ${name}`,
};

export type DealCardMessages = typeof dealCardMessages;
