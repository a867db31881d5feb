import { describe, expect, it, vi } from 'vitest';
import {
  BANNER_COMPRESSION,
  COMPRESSION_QUALITIES,
  compressImage,
  CROP_ASPECTS,
  findCompression,
  fitWithin,
  ImageProcessingError,
  imageErrorMessage,
  outputType,
  renameForType,
  validateImageFile,
} from './compressImage';

/** A blob of `size` bytes without allocating it: the search reads only the size. */
const sized = (size: number) => ({ size }) as Blob;

describe('the spec constants', () => {
  it('has the four aspects and the banner limits', () => {
    expect(CROP_ASPECTS).toEqual({ banner: 6.34, aboutMedia: 16 / 9, teamAvatar: 1, workExperience: 616 / 236 });
    expect(BANNER_COMPRESSION).toEqual({ maxBytes: 524288, maxDimension: 1920 });
  });
});

describe('validateImageFile', () => {
  it("says 'No file selected' for none and 'Please upload an image file' for a non-image", () => {
    expect(validateImageFile(null)).toBe('no-file');
    expect(imageErrorMessage('no-file')).toBe('No file selected');
    expect(validateImageFile(new File(['x'], 'cv.pdf', { type: 'application/pdf' }))).toBe('not-image');
    expect(imageErrorMessage('not-image')).toBe('Please upload an image file');
    expect(validateImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });

  it('maps every code to its spec message, or to a host override', () => {
    expect(imageErrorMessage('process')).toBe('Failed to process image');
    expect(imageErrorMessage('compress')).toBe('Failed to compress image');
    expect(imageErrorMessage('crop')).toBe('Failed to crop image');
    const overrides = { cropNoFile: 'Keine Datei', cropNotImage: '', cropProcessFailed: '', cropCompressFailed: '', cropFailed: '' };
    expect(imageErrorMessage('no-file', overrides)).toBe('Keine Datei');
    expect(new ImageProcessingError('crop')).toMatchObject({ code: 'crop', message: 'Failed to crop image', name: 'ImageProcessingError' });
  });
});

describe('fitWithin', () => {
  it('scales the longer side down to the limit, keeping the ratio, never up', () => {
    expect(fitWithin(3840, 1080, 1920)).toEqual({ width: 1920, height: 540 });
    expect(fitWithin(1000, 3000, 1920)).toEqual({ width: 640, height: 1920 });
    expect(fitWithin(800, 600, 1920)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1, 100)).toEqual({ width: 100, height: 1 });
  });
});

describe('findCompression', () => {
  const options = { maxBytes: 500, maxDimension: 1920, type: 'image/jpeg' };

  it('returns the first quality that fits, best first, at the fitted size', async () => {
    const encode = vi.fn(async (width: number, _height: number, quality: number | undefined) => sized(quality! > 0.75 ? 900 : 400 + width / 1000));
    const blob = await findCompression({ width: 3840, height: 2160 }, encode, options);
    expect(blob.size).toBeLessThanOrEqual(500);
    expect(encode.mock.calls.map((call) => call[2])).toEqual([0.92, 0.82, 0.72]);
    expect(encode).toHaveBeenCalledWith(1920, 1080, 0.72);
  });

  it('scales down by 0.8 at most once every quality is too big', async () => {
    const encode = vi.fn(async (width: number) => sized(width > 1000 ? 600 : 100));
    await findCompression({ width: 1920, height: 1080 }, encode, options);
    const widths = [...new Set(encode.mock.calls.map((call) => call[0]))];
    expect(widths).toEqual([1920, 1536, 1229, 983]);
    expect(encode.mock.calls.filter((call) => call[0] === 1920)).toHaveLength(COMPRESSION_QUALITIES.length);
  });

  it('scales by the square root of the overshoot when far too big (bytes follow the pixel count)', async () => {
    // 40 000 bytes for 500 allowed: sqrt(500 / 40 000) x 0.95 = 0.106, so 1920 px becomes 204 px at once.
    const encode = vi.fn(async (width: number) => sized(width > 1000 ? 40_000 : 100));
    await findCompression({ width: 1920, height: 1080 }, encode, options);
    // Over 4x too big, the lower qualities are not tried at that size.
    expect(encode.mock.calls).toEqual([
      [1920, 1080, 0.92],
      [204, 115, 0.92],
    ]);
  });

  it('tries a lossless type once per size (quality does not apply)', async () => {
    const encode = vi.fn(async (width: number) => sized(width > 1600 ? 600 : 100));
    await findCompression({ width: 1920, height: 1080 }, encode, { ...options, type: 'image/png' });
    expect(encode.mock.calls).toEqual([
      [1920, 1080, undefined],
      [1536, 864, undefined],
    ]);
  });

  it("gives up with 'Failed to compress image' when even a tiny image is too big", async () => {
    const error = await findCompression({ width: 1920, height: 1080 }, async () => sized(10_000), options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageProcessingError);
    expect(error).toMatchObject({ code: 'compress', message: 'Failed to compress image' });
  });
});

describe('output type and name', () => {
  it('writes JPEG unless asked otherwise, keeping WebP', () => {
    expect(outputType('image/png')).toBe('image/jpeg');
    expect(outputType('image/webp')).toBe('image/webp');
    expect(outputType('image/png', 'image/png')).toBe('image/png');
    expect(renameForType('banner.final.png', 'image/jpeg')).toBe('banner.final.jpg');
    expect(renameForType('photo', 'image/webp')).toBe('photo.webp');
    expect(renameForType('a.png', 'image/x-unknown')).toBe('a.png');
  });
});

describe('compressImage', () => {
  it('refuses a file that is not an image before decoding it', async () => {
    await expect(compressImage(new File(['hi'], 'notes.txt', { type: 'text/plain' }), BANNER_COMPRESSION)).rejects.toMatchObject({
      code: 'not-image',
      message: 'Please upload an image file',
    });
  });

  it("reports an image the browser cannot decode as 'Failed to process image'", async () => {
    // jsdom decodes no images, like a browser meeting a corrupt file.
    await expect(compressImage(new File([new Uint8Array([1, 2, 3])], 'broken.png', { type: 'image/png' }), BANNER_COMPRESSION)).rejects.toMatchObject({
      code: 'process',
      message: 'Failed to process image',
    });
  });
});
