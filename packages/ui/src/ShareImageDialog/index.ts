export { ShareImageDialog, INSTAGRAM_URL } from './ShareImageDialog';
export type { ShareImageDialogProps } from './ShareImageDialog';
export { SharePoster } from './SharePoster';
export type { SharePosterProps } from './SharePoster';
