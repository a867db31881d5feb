import { useEffect, useState } from 'react';
import { compressImage, ImageProcessingError, validateImageFile, type CompressImageOptions, type ImageErrorCode } from './compressImage';

export type CropSourceStatus = 'idle' | 'preparing' | 'ready' | 'error';

export interface CropSource {
  status: CropSourceStatus;
  /** The image to crop: the chosen file, compressed when asked. */
  file: File | null;
  /** An object URL of `file`, revoked when it changes or the component unmounts. */
  url: string | null;
  /** Why the file cannot be cropped. */
  error: ImageErrorCode | null;
}

interface Settled {
  input: Blob;
  file: File | null;
  url: string | null;
  error: ImageErrorCode | null;
}

/**
 * Gets a chosen file ready for the cropper: none is 'No file selected', a non-image
 * 'Please upload an image file'; with `compress` it is first shrunk to the limits ('Failed to process
 * image' when it cannot be decoded, 'Failed to compress image' when it cannot fit). Idle while `active`
 * is false.
 */
export function useCropSource(file: Blob | null | undefined, options: { active: boolean; compress?: CompressImageOptions | undefined }): CropSource {
  const [settled, setSettled] = useState<Settled | null>(null);
  const { maxBytes, maxDimension, type } = options.compress ?? {};
  const invalid = validateImageFile(file);
  const input = options.active && !invalid ? (file ?? null) : null;

  useEffect(() => {
    if (!input) return undefined;
    let cancelled = false;
    let url: string | null = null;
    const prepare: Promise<File> =
      maxBytes !== undefined && maxDimension !== undefined
        ? compressImage(input, { maxBytes, maxDimension, type })
        : Promise.resolve(input instanceof File ? input : new File([input], 'image', { type: input.type }));
    prepare.then(
      (ready) => {
        if (cancelled) return;
        url = URL.createObjectURL(ready);
        setSettled({ input, file: ready, url, error: null });
      },
      (error: unknown) => {
        if (!cancelled) setSettled({ input, file: null, url: null, error: error instanceof ImageProcessingError ? error.code : 'process' });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [input, maxBytes, maxDimension, type]);

  if (!options.active) return { status: 'idle', file: null, url: null, error: null };
  if (invalid) return { status: 'error', file: null, url: null, error: invalid };
  if (!settled || settled.input !== input) return { status: 'preparing', file: null, url: null, error: null };
  return { status: settled.error ? 'error' : 'ready', file: settled.file, url: settled.url, error: settled.error };
}
