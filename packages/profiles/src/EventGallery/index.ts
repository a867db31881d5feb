export { EventGallery, wrapIndex } from './EventGallery';
export type { EventGalleryProps } from './EventGallery';
