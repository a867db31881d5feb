import type * as HtmlToImageModule from 'html-to-image';

/*
 * The styling-free, React-free half of the share image: constants of the spec, bounded waits,
 * image preparation and the html-to-image conversion (loaded on demand). Nothing here runs at import.
 */

/** Poster size in CSS pixels. */
export const SHARE_POSTER_WIDTH = 856;
export const SHARE_POSTER_HEIGHT = 1852;
/** Device pixels per CSS pixel of the PNG: the file is 1712x3704. */
export const SHARE_PIXEL_RATIO = 2;
/** The media host whose pictures get the longer load timeout. */
export const SHARE_MEDIA_HOST = 'res.cloudinary.com';

/** Every bound of the generation, in milliseconds. */
export interface ShareImageTimeouts {
  /** One image's load and decode; default 5000. */
  image: number;
  /** One image on the media host; default 10000. */
  mediaHostImage: number;
  /** `document.fonts.ready`; default 5000 (past it the poster is drawn with what is loaded). */
  fonts: number;
  /** Loading html-to-image and converting the poster to a PNG; default 10000. */
  conversion: number;
}

export const SHARE_IMAGE_TIMEOUTS: ShareImageTimeouts = {
  image: 5_000,
  mediaHostImage: 10_000,
  fonts: 5_000,
  conversion: 10_000,
};

/** The generation's steps, in order; each has its progress label. */
export const SHARE_IMAGE_STEPS = ['initializing', 'images', 'background', 'finalCheck', 'generating'] as const;
export type ShareImageStep = (typeof SHARE_IMAGE_STEPS)[number];

/** Attributes the poster puts on its pictures and the hook reads. */
export const SHARE_IMAGE_ATTR = {
  /** On an `<img>`: the picture's own URL before the proxy (picks the timeout). */
  source: 'data-share-image-src',
  /** On an `<img>`: `remove` drops a failed picture (post shares); otherwise it shows its placeholder. */
  fallback: 'data-share-image-fallback',
  /** Set by the hook on the `<img>` and on its frame: `loaded` | `failed` | `removed`. */
  state: 'data-share-image-state',
  /** On the element around an `<img>` that shows the placeholder or disappears with it. */
  frame: 'data-share-image-frame',
} as const;

export type ShareImageState = 'loaded' | 'failed' | 'removed';

/** A timeout of one bounded wait; `what` names it for the console and tests. */
export class ShareImageTimeoutError extends Error {
  constructor(readonly what: string, readonly ms: number) {
    super(`Share image: ${what} took longer than ${ms} ms`);
    this.name = 'ShareImageTimeoutError';
  }
}

/** The rejection of aborted work (a DOMException named AbortError, like fetch's). */
export function abortError(): Error {
  return new DOMException('The share image was cancelled.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  // Not `instanceof Error`: a DOMException is not one in every environment.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * `promise`, unless `ms` pass first (rejects with ShareImageTimeoutError) or `signal` aborts (rejects
 * with an AbortError). The timer is always cleared, so nothing fires after the work is over.
 */
export function withTimeout<T>(promise: PromiseLike<T>, ms: number, what: string, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => finish(() => reject(abortError()));
    const timer = setTimeout(() => finish(() => reject(new ShareImageTimeoutError(what, ms))), ms);
    let done = false;
    function finish(settle: () => void) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

/** Whether a URL is on the media host (or one of its subdomains). */
export function isMediaHostUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const { hostname } = new URL(url);
    return hostname === SHARE_MEDIA_HOST || hostname.endsWith(`.${SHARE_MEDIA_HOST}`);
  } catch {
    return false;
  }
}

/** The load timeout of one picture: longer on the media host, which resizes on first request. */
export function imageTimeoutFor(url: string | null | undefined, timeouts: Pick<ShareImageTimeouts, 'image' | 'mediaHostImage'> = SHARE_IMAGE_TIMEOUTS): number {
  return isMediaHostUrl(url) ? timeouts.mediaHostImage : timeouts.image;
}

/** Builds the proxy URL of a picture, e.g. `client.imageProxyUrl`. */
export type ImageProxy = (url: string, defaultUrl?: string) => string;

/**
 * The URL the poster draws a picture from: absolute http(s) pictures go through the image proxy (so the
 * canvas is never tainted by another origin); inline (`data:`, `blob:`) and same-site relative paths are
 * used as they are; anything else (another scheme, blank) gives null and the picture is left out.
 */
export function shareImageSrc(url: string | null | undefined, proxy?: ImageProxy | null, fallback?: string): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^(data:image\/|blob:)/i.test(value)) return value;
  if (/^https?:\/\//i.test(value)) {
    if (!proxy) return value;
    try {
      // html-to-image guesses a picture's type from the end of its URL, and a proxy URL ends with its
      // query (`…&defaultUrl=/default.png`): an SVG would be labelled PNG and fail. Behind an empty
      // fragment the guess is blank and the type comes from the response.
      const proxied = proxy(value, fallback);
      return proxied.includes('#') ? proxied : `${proxied}#`;
    } catch {
      // A URL the proxy cannot carry is drawn as broken: the placeholder shows.
      return value;
    }
  }
  // A relative path lives on the page's own site; a scheme-relative or other scheme is refused.
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) return null;
  return value;
}

/** The part of HTMLImageElement the waits need (a fake in unit tests). */
export interface ShareImageElement {
  readonly complete: boolean;
  readonly naturalWidth: number;
  decode?: (() => Promise<void>) | undefined;
  addEventListener(type: 'load' | 'error', listener: () => void, options?: { once: boolean }): void;
  removeEventListener(type: 'load' | 'error', listener: () => void): void;
}

function loaded(img: ShareImageElement): Promise<void> {
  if (img.complete) return img.naturalWidth > 0 ? Promise.resolve() : Promise.reject(new Error('Image failed to load'));
  return new Promise<void>((resolve, reject) => {
    const onLoad = () => {
      img.removeEventListener('error', onError);
      resolve();
    };
    const onError = () => {
      img.removeEventListener('load', onLoad);
      reject(new Error('Image failed to load'));
    };
    img.addEventListener('load', onLoad, { once: true });
    img.addEventListener('error', onError, { once: true });
  });
}

/**
 * Waits until a picture is loaded and decoded, at most `ms`. True when it can be drawn, false when it
 * failed or timed out; an abort rejects. `decode()` both waits for the load and rejects a broken picture.
 */
export async function waitForImage(img: ShareImageElement, ms: number, signal?: AbortSignal): Promise<boolean> {
  try {
    await withTimeout(typeof img.decode === 'function' ? img.decode() : loaded(img), ms, 'image', signal);
    return true;
  } catch (error) {
    if (isAbortError(error)) throw error;
    return false;
  }
}

/** Marks a picture (and its frame) loaded, failed (placeholder) or removed. */
export function markImage(img: Element, state: ShareImageState): void {
  img.setAttribute(SHARE_IMAGE_ATTR.state, state);
  img.closest(`[${SHARE_IMAGE_ATTR.frame}]`)?.setAttribute(SHARE_IMAGE_ATTR.state, state);
}

/** Outcome of waiting for the poster's pictures. */
export interface PreparedImages {
  loaded: number;
  failed: number;
}

/**
 * Waits for every picture in the poster, each bounded by its own timeout, in parallel. A picture that
 * fails is marked: removed when it asks for it (posts), else failed, which shows its placeholder.
 */
export async function prepareImages(
  root: ParentNode,
  options: { signal?: AbortSignal | undefined; timeouts?: Pick<ShareImageTimeouts, 'image' | 'mediaHostImage'> | undefined } = {},
): Promise<PreparedImages> {
  const images = Array.from(root.querySelectorAll('img'));
  const results = await Promise.all(
    images.map(async (img) => {
      const source = img.getAttribute(SHARE_IMAGE_ATTR.source) ?? img.getAttribute('src');
      const ok = img.getAttribute('src') ? await waitForImage(img, imageTimeoutFor(source, options.timeouts), options.signal) : false;
      markImage(img, ok ? 'loaded' : img.getAttribute(SHARE_IMAGE_ATTR.fallback) === 'remove' ? 'removed' : 'failed');
      return ok;
    }),
  );
  const count = results.filter(Boolean).length;
  return { loaded: count, failed: results.length - count };
}

/** Waits for the document's fonts, at most `ms`; past it the poster is drawn with what is there. */
export async function waitForFonts(doc: Document, ms: number, signal?: AbortSignal): Promise<void> {
  const fonts = (doc as Document & { fonts?: FontFaceSet | undefined }).fonts;
  if (!fonts) return;
  try {
    await withTimeout(fonts.ready, ms, 'fonts', signal);
  } catch (error) {
    if (isAbortError(error)) throw error;
  }
}

/** What a converter gets besides the poster node. */
export interface ShareImageConvertOptions {
  width: number;
  height: number;
  pixelRatio: number;
  /** Leaves out nodes the poster must not show (failed pictures); true keeps the node. */
  filter: (node: HTMLElement) => boolean;
  signal: AbortSignal;
}

/** Turns the laid-out poster into a PNG. The default is html-to-image's `toBlob`. */
export type ShareImageConverter = (node: HTMLElement, options: ShareImageConvertOptions) => Promise<Blob>;

// Types only: the library itself is loaded on demand by loadHtmlToImage.
type HtmlToImage = typeof HtmlToImageModule;

let htmlToImage: Promise<HtmlToImage> | null = null;

/** Loads html-to-image once, on first use (never in the card's bundle). A failed load is retried next time. */
export function loadHtmlToImage(): Promise<HtmlToImage> {
  htmlToImage ??= import('html-to-image').catch((error: unknown) => {
    htmlToImage = null;
    throw error;
  });
  return htmlToImage;
}

// The web-font CSS is the same for every poster of a page: collect it once per document.
const fontCss = new WeakMap<Document, Promise<string>>();

function embeddedFonts(lib: HtmlToImage, node: HTMLElement): Promise<string> {
  const doc = node.ownerDocument;
  let css = fontCss.get(doc);
  if (!css) {
    css = lib.getFontEmbedCSS(node, { includeQueryParams: true }).catch(() => '');
    fontCss.set(doc, css);
  }
  return css;
}

/**
 * The CSS properties copied from the poster into the image: what posters use, and the usual rest. The
 * default (every computed property, ~350 per element) makes the copy several times larger and slower.
 * html-to-image keeps the first list it is given for the whole page, so this one is generous.
 */
export const POSTER_STYLE_PROPERTIES: readonly string[] = [
  'display', 'position', 'top', 'right', 'bottom', 'left', 'z-index', 'float', 'clear', 'box-sizing',
  'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'aspect-ratio',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
  'border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style',
  'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color',
  'border-top-left-radius', 'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius',
  'border-collapse', 'border-spacing', 'outline-style', 'outline-width', 'outline-color', 'outline-offset',
  'overflow-x', 'overflow-y', 'overflow-wrap', 'word-break', 'white-space', 'text-overflow', 'hyphens',
  'flex-direction', 'flex-wrap', 'flex-grow', 'flex-shrink', 'flex-basis', 'order',
  'align-items', 'align-self', 'align-content', 'justify-content', 'justify-items', 'justify-self', 'row-gap', 'column-gap',
  'grid-template-columns', 'grid-template-rows', 'grid-template-areas', 'grid-auto-flow', 'grid-auto-columns', 'grid-auto-rows',
  'grid-column-start', 'grid-column-end', 'grid-row-start', 'grid-row-end',
  'background-color', 'background-image', 'background-position', 'background-size', 'background-repeat', 'background-clip', 'background-origin',
  'color', 'opacity', 'visibility', 'box-shadow', 'text-shadow', 'filter', 'backdrop-filter', 'mix-blend-mode', 'isolation',
  'transform', 'transform-origin', 'clip-path', 'mask-image',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch', 'font-feature-settings', 'font-kerning',
  'line-height', 'letter-spacing', 'word-spacing', 'text-align', 'text-transform', 'text-indent', 'vertical-align', 'direction', 'writing-mode',
  'text-decoration-line', 'text-decoration-color', 'text-decoration-style', 'text-decoration-thickness', 'text-underline-offset',
  'text-rendering', '-webkit-font-smoothing', '-webkit-line-clamp', '-webkit-box-orient', '-webkit-text-fill-color',
  'list-style-type', 'list-style-position', 'list-style-image', 'table-layout', 'caption-side',
  'object-fit', 'object-position', 'content', 'quotes',
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-opacity',
];

/** Keeps pictures that were marked failed or removed out of the image. */
export function keepNode(node: HTMLElement): boolean {
  const state = typeof node.getAttribute === 'function' ? node.getAttribute(SHARE_IMAGE_ATTR.state) : null;
  return !(node.tagName === 'IMG' && (state === 'failed' || state === 'removed'));
}

/** The default converter: html-to-image, loaded on demand, to a PNG blob. */
export const htmlToImageConverter: ShareImageConverter = async (node, options) => {
  const lib = await loadHtmlToImage();
  const fontEmbedCSS = await embeddedFonts(lib, node);
  const blob = await lib.toBlob(node, {
    width: options.width,
    height: options.height,
    canvasWidth: options.width,
    canvasHeight: options.height,
    pixelRatio: options.pixelRatio,
    filter: options.filter,
    fontEmbedCSS,
    includeStyleProperties: [...POSTER_STYLE_PROPERTIES],
    // The proxy's URLs differ only in their query: without it every picture would share one cache entry.
    includeQueryParams: true,
    cacheBust: false,
    // The poster sits off-screen; the copy is drawn at the origin.
    style: { position: 'static', left: '0', top: '0', margin: '0', transform: 'none' }, // physical: undoes the stage's physical offset
  });
  if (!blob) throw new Error('The share image could not be encoded.');
  return blob;
};
