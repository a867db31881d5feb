import { cropMessages } from '../messages/crop';

/** Aspect ratios of the spec's croppers. */
export const CROP_ASPECTS = {
  /** Business and educator banners: 6.34 wide to 1 high. */
  banner: 6.34,
  /** The business profile's about-us media. */
  aboutMedia: 16 / 9,
  /** A team member's avatar. */
  teamAvatar: 1,
  /** A work experience image, 616 x 236. */
  workExperience: 616 / 236,
} as const;

/** What a banner is compressed to before cropping: at most 0.5 MB and 1920 px. */
export const BANNER_COMPRESSION = { maxBytes: 524288, maxDimension: 1920 } as const;

export interface CompressImageOptions {
  /** The largest file allowed, in bytes. */
  maxBytes: number;
  /** The longest side allowed, in pixels. */
  maxDimension: number;
  /** The output type; default JPEG (WebP stays WebP). */
  type?: string | undefined;
}

/** A region of an image in its own pixels, as the cropper reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What went wrong with an image: each code has one message of the spec. */
export type ImageErrorCode = 'no-file' | 'not-image' | 'process' | 'compress' | 'crop';

const messageKeys = {
  'no-file': 'cropNoFile',
  'not-image': 'cropNotImage',
  process: 'cropProcessFailed',
  compress: 'cropCompressFailed',
  crop: 'cropFailed',
} as const satisfies Record<ImageErrorCode, keyof typeof cropMessages>;

/** The message of a code, from the given messages (a host's overrides) or the defaults. */
export function imageErrorMessage(code: ImageErrorCode, messages: Pick<typeof cropMessages, (typeof messageKeys)[ImageErrorCode]> = cropMessages): string {
  return messages[messageKeys[code]];
}

/** The only error the image helpers throw: a code a UI can map to its own words, and the spec's message. */
export class ImageProcessingError extends Error {
  override readonly name = 'ImageProcessingError';
  readonly code: ImageErrorCode;
  constructor(code: ImageErrorCode, options?: { cause?: unknown }) {
    super(imageErrorMessage(code), options);
    this.code = code;
  }
}

/** Checks the chosen file: none gives 'No file selected', a non-image 'Please upload an image file'. */
export function validateImageFile(file: Blob | null | undefined): ImageErrorCode | null {
  if (!file) return 'no-file';
  if (!file.type.startsWith('image/')) return 'not-image';
  return null;
}

/** Width and height scaled down (never up) so the longer side is at most `maxDimension`. */
export function fitWithin(width: number, height: number, maxDimension: number): { width: number; height: number } {
  const scale = Math.min(1, maxDimension / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The qualities tried, best first, before the image is scaled down further. */
export const COMPRESSION_QUALITIES = [0.92, 0.82, 0.72, 0.62, 0.52, 0.42] as const;
const SCALE_STEP = 0.8;
const MIN_DIMENSION = 32;
const FAR_TOO_BIG = 4;

/** The output type: the asked one, WebP kept, anything else as JPEG (it compresses photos predictably). */
export function outputType(sourceType: string, type?: string): string {
  if (type) return type;
  return sourceType === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

const lossy = (type: string) => type === 'image/jpeg' || type === 'image/webp';

/**
 * The search behind `compressImage`, apart from the canvas so it can be tested anywhere: fit within
 * `maxDimension`, try each quality (lossy types only; skipped when the best is over 4x too big), then
 * scale down and try again, until a result fits `maxBytes`. Bytes grow with the pixel count, so each step scales by the square root of how much
 * too big the last try was (at most 0.8); at 32 px it gives up.
 */
export async function findCompression(
  size: { width: number; height: number },
  encode: (width: number, height: number, quality: number | undefined) => Promise<Blob>,
  options: { maxBytes: number; maxDimension: number; type: string },
): Promise<Blob> {
  let { width, height } = fitWithin(size.width, size.height, options.maxDimension);
  const qualities = lossy(options.type) ? COMPRESSION_QUALITIES : [undefined];
  for (;;) {
    let smallest = Infinity;
    for (const quality of qualities) {
      const blob = await encode(width, height, quality);
      if (blob.size <= options.maxBytes) return blob;
      smallest = Math.min(smallest, blob.size);
      // Lower qualities save about 4x at best: far beyond that, only a smaller size can help.
      if (blob.size > options.maxBytes * FAR_TOO_BIG) break;
    }
    const longest = Math.max(width, height);
    if (longest <= MIN_DIMENSION) throw new ImageProcessingError('compress');
    const step = Math.min(SCALE_STEP, Math.sqrt(options.maxBytes / smallest) * 0.95);
    ({ width, height } = fitWithin(width, height, Math.max(MIN_DIMENSION, Math.round(longest * step))));
  }
}

interface Decoded {
  image: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/** Decodes an image file; a file the browser cannot read is 'Failed to process image'. */
export async function decodeImage(file: Blob): Promise<Decoded> {
  try {
    if (typeof createImageBitmap === 'function') {
      const bitmap = await createImageBitmap(file);
      return { image: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    }
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.src = url;
    try {
      await img.decode();
    } finally {
      URL.revokeObjectURL(url);
    }
    return { image: img, width: img.naturalWidth, height: img.naturalHeight, close: () => {} };
  } catch (cause) {
    throw new ImageProcessingError('process', { cause });
  }
}

/** Draws part of an image onto a fresh canvas of the given size and encodes it. */
async function render(image: Decoded, from: PixelArea, width: number, height: number, type: string, quality: number | undefined): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  if (type === 'image/jpeg') {
    // JPEG has no transparency: transparent pixels would turn black without a background.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.image, from.x, from.y, from.width, from.height, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  if (!blob) throw new Error('The canvas could not be encoded');
  return blob;
}

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png', 'image/gif': 'gif' };

/** The file name with the extension of the new type ('banner.png' as JPEG is 'banner.jpg'). */
export function renameForType(name: string, type: string): string {
  const extension = extensions[type];
  if (!extension) return name;
  const base = name.replace(/\.[^./\\]+$/, '') || 'image';
  return `${base}.${extension}`;
}

const asFile = (blob: Blob, name: string) => (blob instanceof File && blob.name === name ? blob : new File([blob], name, { type: blob.type, lastModified: Date.now() }));
const nameOf = (file: Blob) => (file instanceof File && file.name ? file.name : 'image');

/**
 * Shrinks an image to at most `maxBytes` and `maxDimension` (canvas + toBlob): first scaled to fit,
 * then lower qualities, then smaller sizes. A file that already fits (and needs no new type) comes back
 * as it is. Throws ImageProcessingError: 'not-image', 'process' (cannot decode) or 'compress'.
 */
export async function compressImage(file: Blob, options: CompressImageOptions): Promise<File> {
  const invalid = validateImageFile(file);
  if (invalid) throw new ImageProcessingError(invalid);
  const image = await decodeImage(file);
  try {
    const fits = file.size <= options.maxBytes && Math.max(image.width, image.height) <= options.maxDimension;
    if (fits && (!options.type || options.type === file.type)) return asFile(file, nameOf(file));
    const type = outputType(file.type, options.type);
    const whole = { x: 0, y: 0, width: image.width, height: image.height };
    let blob: Blob;
    try {
      blob = await findCompression(image, (width, height, quality) => render(image, whole, width, height, type, quality), { ...options, type });
    } catch (cause) {
      throw cause instanceof ImageProcessingError ? cause : new ImageProcessingError('compress', { cause });
    }
    return asFile(blob, renameForType(nameOf(file), blob.type || type));
  } finally {
    image.close();
  }
}

/**
 * Cuts `area` (in the image's own pixels) out of an image and encodes it (default JPEG at 0.92, WebP
 * kept). Throws ImageProcessingError 'process' (cannot decode) or 'crop'.
 */
export async function cropImage(file: Blob, area: PixelArea, options: { type?: string | undefined; quality?: number | undefined } = {}): Promise<File> {
  const image = await decodeImage(file);
  try {
    const type = outputType(file.type, options.type);
    const width = Math.max(1, Math.round(area.width));
    const height = Math.max(1, Math.round(area.height));
    const blob = await render(image, { x: Math.round(area.x), y: Math.round(area.y), width, height }, width, height, type, lossy(type) ? (options.quality ?? 0.92) : undefined);
    return asFile(blob, renameForType(nameOf(file), blob.type || type));
  } catch (cause) {
    throw new ImageProcessingError('crop', { cause });
  } finally {
    image.close();
  }
}
