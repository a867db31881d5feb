export { ImageCropDialog } from './ImageCropDialog';
export type { ImageCropDialogProps } from './ImageCropDialog';
export {
  compressImage,
  cropImage,
  decodeImage,
  findCompression,
  fitWithin,
  validateImageFile,
  imageErrorMessage,
  outputType,
  renameForType,
  ImageProcessingError,
  CROP_ASPECTS,
  BANNER_COMPRESSION,
  COMPRESSION_QUALITIES,
} from './compressImage';
export type { CompressImageOptions, PixelArea, ImageErrorCode } from './compressImage';
export { useCropSource } from './useCropSource';
export type { CropSource, CropSourceStatus } from './useCropSource';
