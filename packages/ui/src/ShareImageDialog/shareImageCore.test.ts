import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  imageTimeoutFor,
  isMediaHostUrl,
  keepNode,
  prepareImages,
  ShareImageTimeoutError,
  shareImageSrc,
  SHARE_IMAGE_TIMEOUTS,
  waitForFonts,
  waitForImage,
  withTimeout,
  type ShareImageElement,
} from './shareImageCore';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A picture that settles when the test says so, with the decode() a browser has. */
function fakeImage() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const img: ShareImageElement = {
    complete: false,
    naturalWidth: 0,
    decode: () => new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  return { img, load: () => settle.resolve(), fail: () => settle.reject(new Error('EncodingError')) };
}

describe('withTimeout', () => {
  it('resolves with the value in time and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve(42), 1000, 'answer')).resolves.toBe(42);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a ShareImageTimeoutError once the time is up', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 10_000, 'conversion');
    const outcome = expect(pending).rejects.toThrow(new ShareImageTimeoutError('conversion', 10_000));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('rejects with an AbortError when aborted, and at once when already aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const pending = withTimeout(new Promise(() => undefined), 10_000, 'conversion', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
    await expect(withTimeout(Promise.resolve(1), 10, 'x', controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('timeouts and the media host', () => {
  it('gives pictures on the media host 10 s and others 5 s', () => {
    expect(isMediaHostUrl('https://res.cloudinary.com/edu/image/upload/v1/a.jpg')).toBe(true);
    expect(isMediaHostUrl('https://eu.res.cloudinary.com/a.jpg')).toBe(true);
    expect(isMediaHostUrl('https://res.cloudinary.com.evil.example/a.jpg')).toBe(false);
    expect(isMediaHostUrl('/uploads/a.jpg')).toBe(false);
    expect(imageTimeoutFor('https://res.cloudinary.com/edu/a.jpg')).toBe(10_000);
    expect(imageTimeoutFor('https://cdn.example.com/a.jpg')).toBe(5_000);
    expect(SHARE_IMAGE_TIMEOUTS.conversion).toBe(10_000);
  });
});

describe('shareImageSrc', () => {
  const proxy = (url: string, fallback?: string) => `https://api.test/api/proxy/image?url=${encodeURIComponent(url)}${fallback ? '&defaultUrl=x' : ''}`;

  it('sends absolute http(s) pictures through the proxy', () => {
    expect(shareImageSrc(' https://cdn.example.com/a b.png ', proxy)).toBe('https://api.test/api/proxy/image?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.png#');
    expect(shareImageSrc('https://cdn.example.com/a.svg', proxy, '/default.png')).toBe(
      'https://api.test/api/proxy/image?url=https%3A%2F%2Fcdn.example.com%2Fa.svg&defaultUrl=x#',
    );
    expect(shareImageSrc('http://cdn.example.com/a.png', null)).toBe('http://cdn.example.com/a.png');
  });

  it('keeps inline and same-site pictures, and refuses other schemes', () => {
    expect(shareImageSrc('data:image/svg+xml,<svg/>', proxy)).toBe('data:image/svg+xml,<svg/>');
    expect(shareImageSrc('/uploads/a.png', proxy)).toBe('/uploads/a.png');
    expect(shareImageSrc('javascript:alert(1)', proxy)).toBeNull();
    expect(shareImageSrc('data:text/html,<script>', proxy)).toBeNull();
    expect(shareImageSrc('//evil.example/a.png', proxy)).toBeNull();
    expect(shareImageSrc('   ', proxy)).toBeNull();
    expect(shareImageSrc(undefined, proxy)).toBeNull();
  });
});

describe('waitForImage', () => {
  it('is true once the picture decodes', async () => {
    vi.useFakeTimers();
    const { img, load } = fakeImage();
    const waiting = waitForImage(img, 5_000);
    load();
    await expect(waiting).resolves.toBe(true);
  });

  it('is false when the picture fails or does not decode within its timeout', async () => {
    vi.useFakeTimers();
    const broken = fakeImage();
    const failing = waitForImage(broken.img, 5_000);
    broken.fail();
    await expect(failing).resolves.toBe(false);

    const slow = fakeImage();
    const waiting = waitForImage(slow.img, 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void waiting.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBe(false);
  });

  it('rejects when aborted, so the run stops', async () => {
    const controller = new AbortController();
    const waiting = waitForImage(fakeImage().img, 5_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('falls back to the load and error events without decode()', async () => {
    const listeners: Record<string, () => void> = {};
    const img: ShareImageElement = {
      complete: false,
      naturalWidth: 0,
      addEventListener: (type, listener) => (listeners[type] = listener),
      removeEventListener: vi.fn(),
    };
    const waiting = waitForImage(img, 5_000);
    listeners.error?.();
    await expect(waiting).resolves.toBe(false);
  });
});

describe('prepareImages', () => {
  function poster() {
    document.body.innerHTML = `
      <div id="poster">
        <div data-share-image-frame data-kind="cover"><img src="https://api.test/p?url=a" data-share-image-src="https://res.cloudinary.com/a.jpg" data-share-image-fallback="remove"></div>
        <div data-share-image-frame data-kind="avatar"><img src="https://api.test/p?url=b" data-share-image-src="https://cdn.example.com/b.jpg"></div>
      </div>`;
    const [cover, avatar] = Array.from(document.querySelectorAll('img'));
    return { root: document.getElementById('poster')!, cover: cover!, avatar: avatar! };
  }

  it('bounds each picture by its own timeout, then removes or replaces the ones that failed', async () => {
    vi.useFakeTimers();
    const { root, cover, avatar } = poster();
    // jsdom never loads pictures: both wait until their timeouts.
    const decode = () => new Promise<void>(() => undefined);
    cover.decode = decode;
    avatar.decode = decode;
    const prepared = prepareImages(root);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(avatar.getAttribute('data-share-image-state')).toBe('failed');
    expect(avatar.parentElement?.getAttribute('data-share-image-state')).toBe('failed');
    // The cover is on the media host: it still has time.
    expect(cover.hasAttribute('data-share-image-state')).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(prepared).resolves.toEqual({ loaded: 0, failed: 2 });
    expect(cover.getAttribute('data-share-image-state')).toBe('removed');
    expect(cover.parentElement?.getAttribute('data-share-image-state')).toBe('removed');
    // Failed and removed pictures are left out of the image.
    expect(keepNode(cover)).toBe(false);
    expect(keepNode(avatar)).toBe(false);
    expect(keepNode(root)).toBe(true);
  });

  it('marks decoded pictures loaded', async () => {
    const { root, cover, avatar } = poster();
    cover.decode = () => Promise.resolve();
    avatar.decode = () => Promise.resolve();
    await expect(prepareImages(root)).resolves.toEqual({ loaded: 2, failed: 0 });
    expect(cover.getAttribute('data-share-image-state')).toBe('loaded');
    expect(keepNode(cover)).toBe(true);
  });
});

describe('waitForFonts', () => {
  it('waits for document.fonts.ready at most its bound, and then goes on', async () => {
    vi.useFakeTimers();
    const doc = { fonts: { ready: new Promise(() => undefined) } } as unknown as Document;
    let done = false;
    const waiting = waitForFonts(doc, 5_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
