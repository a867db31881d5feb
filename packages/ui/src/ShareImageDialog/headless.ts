// The styling-free half of the share image, for @edupassport/ui/headless.
export { useShareImage } from './useShareImage';
export type { ShareImageStatus, UseShareImageOptions, UseShareImageResult } from './useShareImage';
export {
  SHARE_POSTER_WIDTH,
  SHARE_POSTER_HEIGHT,
  SHARE_PIXEL_RATIO,
  SHARE_MEDIA_HOST,
  SHARE_IMAGE_TIMEOUTS,
  SHARE_IMAGE_STEPS,
  SHARE_IMAGE_ATTR,
  ShareImageTimeoutError,
  shareImageSrc,
  imageTimeoutFor,
  isMediaHostUrl,
  waitForImage,
  prepareImages,
  htmlToImageConverter,
  POSTER_STYLE_PROPERTIES,
} from './shareImageCore';
export type {
  ShareImageStep,
  ShareImageTimeouts,
  ShareImageConverter,
  ShareImageConvertOptions,
  ShareImageState,
  ImageProxy,
} from './shareImageCore';
export { posterModel } from './posterModel';
export type { PosterModel, PosterPicture } from './posterModel';
