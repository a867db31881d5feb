export { ImageWithFallback } from './Image';
export type { ImageWithFallbackProps, ImageFallbackMode, ImageFit, ImageState } from './Image';
export { useImageStatus } from './useImageStatus';
export type { ImageLoadStatus } from './useImageStatus';
