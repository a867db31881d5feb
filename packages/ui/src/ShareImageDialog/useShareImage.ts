import { useCallback, useEffect, useRef, useState } from 'react';
import { useEdu, useMessages } from '../EduProvider/context';
import { useLatest } from '@edupassport/internal/useLatest';
import { shareImageMessages } from '../messages/shareImage';
import {
  htmlToImageConverter,
  keepNode,
  loadHtmlToImage,
  prepareImages,
  SHARE_IMAGE_TIMEOUTS,
  SHARE_PIXEL_RATIO,
  SHARE_POSTER_HEIGHT,
  SHARE_POSTER_WIDTH,
  waitForFonts,
  withTimeout,
  type ShareImageConverter,
  type ShareImageStep,
  type ShareImageTimeouts,
} from './shareImageCore';
import { uiCatalogs } from '../messages/catalogs';

export type ShareImageStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface UseShareImageOptions {
  /** Turns the poster into a PNG; default html-to-image's `toBlob`, loaded on first use. */
  converter?: ShareImageConverter | undefined;
  /** Overrides of the bounds in milliseconds; default the spec (images 5 s, media host 10 s, conversion 10 s). */
  timeouts?: Partial<ShareImageTimeouts> | undefined;
  /** Whether a failure shows the toast 'Failed to create share image. Please try again.'; default true. */
  toastOnError?: boolean | undefined;
  /** The image size in CSS pixels; default 856x1852. */
  width?: number | undefined;
  height?: number | undefined;
  /** Device pixels per CSS pixel; default 2. */
  pixelRatio?: number | undefined;
  /** Called as each step starts, with the milliseconds since `generate()` (progress analytics); default none. */
  onStep?: ((step: ShareImageStep, elapsedMs: number) => void) | undefined;
}

export interface UseShareImageResult {
  status: ShareImageStatus;
  /** The step running while loading, else null. */
  step: ShareImageStep | null;
  /** The step's progress label ('Loading image resources'), else null. */
  progress: string | null;
  /** An object URL of the PNG once ready (revoked when replaced or on unmount), else null. */
  imageUrl: string | null;
  /** The PNG once ready, else null. */
  blob: Blob | null;
  /** Why the last run failed, else null. */
  error: Error | null;
  /** How many pictures failed and show their placeholder (or were removed) in the last image. */
  failedImages: number;
  /** Renders `node` (the laid-out poster) to a PNG; resolves with it, or null when it failed or was aborted. */
  generate(node: HTMLElement | null): Promise<Blob | null>;
  /** Cancels the run: it will change no state and show no toast; the status goes back to idle. */
  abort(): void;
}

interface State {
  status: ShareImageStatus;
  step: ShareImageStep | null;
  imageUrl: string | null;
  blob: Blob | null;
  error: Error | null;
  failedImages: number;
}

const idle: State = { status: 'idle', step: null, imageUrl: null, blob: null, error: null, failedImages: 0 };

function revoke(url: string | null) {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
}

/**
 * The share image of the spec: waits for the poster's pictures (each bounded, a placeholder for a
 * broken one) and fonts, then converts it with html-to-image loaded on demand, bounded by 10 s.
 * Closing (abort or unmount) cancels quietly; a failure shows the toast.
 */
export function useShareImage(options: UseShareImageOptions = {}): UseShareImageResult {
  const { toast } = useEdu();
  const m = useMessages('ui', shareImageMessages, uiCatalogs.loaders);
  const [state, setState] = useState<State>(idle);
  const controller = useRef<AbortController | null>(null);
  // The current object URL, to revoke it when replaced or on unmount (the state may lag behind).
  const currentUrl = useRef<string | null>(null);
  const latest = useLatest({ options, toast, failed: m.shareImageFailed });

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
      revoke(currentUrl.current);
      currentUrl.current = null;
    },
    [],
  );

  const abort = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    controller.current = null;
    setState((s) => (s.status === 'loading' ? idle : s));
  }, []);

  const generate = useCallback(
    async (node: HTMLElement | null): Promise<Blob | null> => {
      controller.current?.abort();
      const run = new AbortController();
      controller.current = run;
      const { signal } = run;
      const { options: o, toast: t, failed } = latest.current;
      const timeouts = { ...SHARE_IMAGE_TIMEOUTS, ...o.timeouts };
      const converter = o.converter ?? htmlToImageConverter;
      revoke(currentUrl.current);
      currentUrl.current = null;
      const started = performance.now();
      const step = (next: ShareImageStep) => {
        if (signal.aborted) return;
        setState((s) => ({ ...s, step: next }));
        o.onStep?.(next, performance.now() - started);
      };
      setState({ ...idle, status: 'loading' });
      try {
        step('initializing');
        if (!node?.isConnected) throw new Error('The share poster is not in the document.');
        // Fetch the converter while the pictures load; its failure surfaces when it is awaited.
        const library = converter === htmlToImageConverter ? loadHtmlToImage() : Promise.resolve(null);
        library.catch(() => undefined);

        step('images');
        const images = await prepareImages(node, { signal, timeouts });

        step('background');
        await Promise.all([
          waitForFonts(node.ownerDocument, timeouts.fonts, signal),
          withTimeout(library, timeouts.conversion, 'loading html-to-image', signal),
        ]);

        step('finalCheck');
        const box = node.getBoundingClientRect();
        if (!node.isConnected || box.width === 0 || box.height === 0) throw new Error('The share poster is not laid out.');

        step('generating');
        const blob = await withTimeout(
          converter(node, {
            width: o.width ?? SHARE_POSTER_WIDTH,
            height: o.height ?? SHARE_POSTER_HEIGHT,
            pixelRatio: o.pixelRatio ?? SHARE_PIXEL_RATIO,
            filter: keepNode,
            signal,
          }),
          timeouts.conversion,
          'conversion',
          signal,
        );
        if (signal.aborted) return null;
        const url = URL.createObjectURL(blob);
        currentUrl.current = url;
        controller.current = null;
        setState({ status: 'ready', step: null, imageUrl: url, blob, error: null, failedImages: images.failed });
        return blob;
      } catch (cause) {
        // Only our own abort is quiet: an AbortError from elsewhere is a failure like any other.
        if (signal.aborted) return null;
        controller.current = null;
        const error = cause instanceof Error ? cause : new Error(String(cause));
        setState({ ...idle, status: 'failed', error });
        if (o.toastOnError !== false) t.show({ kind: 'error', title: failed });
        return null;
      }
    },
    [latest],
  );

  return {
    status: state.status,
    step: state.step,
    progress: state.step ? m.shareImageProgress[state.step] : null,
    imageUrl: state.imageUrl,
    blob: state.blob,
    error: state.error,
    failedImages: state.failedImages,
    generate,
    abort,
  };
}
