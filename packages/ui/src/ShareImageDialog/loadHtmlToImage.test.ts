import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('html-to-image');
  vi.resetModules();
});

describe('loadHtmlToImage', () => {
  it('downloads html-to-image again after a failed download, so Try again can succeed', async () => {
    let offline = true;
    vi.doMock('html-to-image', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { loadHtmlToImage } = await import('./shareImageCore');
    await expect(loadHtmlToImage()).rejects.toThrow();
    offline = false;
    vi.resetModules();
    await expect(loadHtmlToImage()).resolves.toHaveProperty('toBlob');
  });
});
