// Its own module: the toast region (on every first view) marks itself with it, while the modal code that reads it
// downloads with the first dialog.

/** Marks an element (a toast region, say) that stays reachable and announced while a modal is open. */
export const KEEP_ACTIVE_ATTRIBUTE = 'data-edu-live-region';
