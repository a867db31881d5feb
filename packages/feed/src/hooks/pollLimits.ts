// Its own module: a poll card (first view) reads the limit, while the composer's hook downloads with the composer.

/** Poll choices: 2 by default and at least, 10 at most. */
export const POLL_MIN_CHOICES = 2;
export const POLL_MAX_CHOICES = 10;
