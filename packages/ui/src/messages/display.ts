/**
 * Strings of the small display primitives every card uses (Avatar, FavouriteToggle, Truncate, Link,
 * dates, loading and error states). Kept short on purpose: each card ships this whole part.
 */
export const displayMessages = {
  loading: 'Loading',
  seeMore: 'see more',
  seeLess: 'see less',
  addToFavourites: 'Add to favourites',
  removeFromFavourites: 'Remove from favourites',
  favouriteFailed: 'Could not update favourites. Please try again.',
  /** Not in the spec: shown while a write waits for the connection to come back. */
  waitingOffline: "You're offline. This will be sent when the connection is back.",
  react: 'React',
  reactions: 'Reactions',
  justNow: 'just now',
  noDate: '—',
  retry: 'Try again',
  /**
   * Not in the spec: Try again while the server's `Retry-After` lasts, in whole seconds left; from a minute on it
   * counts in minutes (rounded up), so the words change rarely.
   */
  retryIn: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    if (seconds >= 60) return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
    return `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  },
  somethingWentWrong: 'Something went wrong',
  cardFailed: 'This item could not be shown.',
  /** Not in the spec: a part that downloads on demand (the editor, the cropper, a dialog) could not be downloaded. */
  partFailed: 'This part could not be loaded. Check your connection.',
  opensInNewTab: '(opens in a new tab)',
  /** A salary's pay period after the slash ('$45,000 / year'), by the kit's word for the server's spelling. */
  salaryPeriods: { hour: 'hour', day: 'day', week: 'week', month: 'month', year: 'year' },
  /** A job's employment type as the API stores it, in the reader's words (a type added later shows as sent). */
  employmentTypeLabels: {
    'Full-time': 'Full-time',
    'Part-time': 'Part-time',
    Contract: 'Contract',
    Temporary: 'Temporary',
    Internship: 'Internship',
    Freelance: 'Freelance',
    Volunteer: 'Volunteer',
  } as Readonly<Record<string, string>>,
};
