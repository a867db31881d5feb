import * as z from 'zod/mini';
import { ApiError, isApiError } from './errors';
import { retry } from './retry';
import { createTransport } from './transport';

const ENDPOINT = 'linkPreview';

/** The public page-speed analysis service the spec names. */
export const PAGE_SPEED_ENDPOINT = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';

/** Where previews are cached: localStorage-shaped. */
export interface LinkPreviewStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Drops an entry; without it an evicted entry is overwritten with an empty string. */
  removeItem?(key: string): void;
}

export interface LinkPreviewConfig {
  /** The page-speed endpoint (or the host's proxy of it); default Google's PageSpeed Insights v5. */
  endpoint?: string | undefined;
  /** API key sent as `key`; default none (the service's anonymous quota). */
  apiKey?: string | undefined;
  /** The fetch to use; default the global fetch, looked up at call time. */
  fetch?: typeof fetch | undefined;
  /** Cache of previews per URL; default localStorage when there is one at call time, else memory. */
  storage?: LinkPreviewStorage | undefined;
  /** Tries in all; default 3. */
  attempts?: number | undefined;
  /** Time limit of each try in milliseconds; default 30000. */
  timeoutMs?: number | undefined;
  /** Back-off unit in milliseconds, times the failed attempt's number (2 s, then 4 s); default 2000. */
  backoffMs?: number | undefined;
  /** Prefix of the cache keys; default `edu-link-preview:`. */
  cacheKeyPrefix?: string | undefined;
  /**
   * How many previews the cache keeps, the least recently used going first; default 8. Screenshots are large, and
   * the storage is shared with what must not be lost (a composer's draft).
   */
  maxCached?: number | undefined;
}

/**
 * A preview a link card can show: the screenshot, or a typed failure for its gradient fallback.
 * `title` is the page's title when the answer holds one (see `readAnswer`), else the caller's `title` (the link's own
 * name), else the URL asked for.
 */
export type LinkPreviewResult =
  | { status: 'ok'; url: string; title: string; screenshot: string }
  | { status: 'failed'; url: string; title?: string | undefined; error: ApiError };

export interface LinkPreviewService {
  /**
   * The preview of `url`: from the cache, or from the service with retries. Throws only ApiError kind 'aborted'.
   * `title` is the link's own name, the title when the answer holds none (a performance-only run never does).
   */
  getPreview(url: string, options?: { signal?: AbortSignal | undefined; title?: string | undefined }): Promise<LinkPreviewResult>;
}

/** A part of the answer that reads as undefined when it is missing, null or not what is expected. */
const loose = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), undefined);

const text = loose(z.string().check(z.minLength(1)));
const screenshotData = loose(z.object({ data: text }));
const pageSpeedSchema = z.object({
  id: text,
  lighthouseResult: loose(
    z.object({
      requestedUrl: text,
      finalUrl: text,
      finalDisplayedUrl: text,
      fullPageScreenshot: loose(z.object({ screenshot: screenshotData })),
      audits: loose(
        z.object({
          'final-screenshot': loose(z.object({ details: screenshotData })),
          'document-title': loose(z.object({ displayValue: text })),
        }),
      ),
    }),
  ),
});

/**
 * The fields read from a page-speed answer. A Lighthouse result has no field for the page's `<title>`, and the
 * performance-only run the service is asked for (`category=performance`) carries no SEO audit about it either: its
 * URLs (`finalDisplayedUrl`...) are not titles. A `document-title` audit whose `displayValue` holds text (a host's
 * proxy may add it) is read; otherwise there is no page title ('') and the caller's own name for the link is shown.
 */
function readAnswer(answer: z.output<typeof pageSpeedSchema>) {
  const lhr = answer.lighthouseResult;
  return {
    title: lhr?.audits?.['document-title']?.displayValue?.trim() ?? '',
    // The viewport shot fits a card; the full-page one (a tall strip of the whole page) is the fallback.
    screenshot:
      lhr?.audits?.['final-screenshot']?.details?.data ?? lhr?.fullPageScreenshot?.screenshot?.data ?? undefined,
  };
}

const memoryStorage = (): LinkPreviewStorage => {
  const map = new Map<string, string>();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) };
};

// Looked up per call: there is no localStorage at import time on a server, and reading it can throw.
function browserStorage(): LinkPreviewStorage | null {
  try {
    const storage = (globalThis as { localStorage?: LinkPreviewStorage | undefined }).localStorage;
    return storage && typeof storage.getItem === 'function' ? storage : null;
  } catch {
    return null;
  }
}

const cachedSchema = z.object({ title: z.string(), screenshot: z.string().check(z.minLength(1)) });

/** Creates the link preview service: page-speed screenshots with retries, cached per URL. */
export function createLinkPreviewService(config: LinkPreviewConfig = {}): LinkPreviewService {
  const {
    endpoint = PAGE_SPEED_ENDPOINT,
    attempts = 3,
    timeoutMs = 30_000,
    backoffMs = 2000,
    cacheKeyPrefix = 'edu-link-preview:',
    maxCached = 8,
  } = config;
  const transport = createTransport({ baseUrl: '', fetch: config.fetch, timeoutMs });
  const fallback = memoryStorage();
  const storage = () => config.storage ?? browserStorage() ?? fallback;

  // The cached URLs' keys, most recently used first: what to evict when the cache is full.
  const indexKey = `${cacheKeyPrefix}index`;
  const readIndex = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage().getItem(indexKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
    } catch {
      return [];
    }
  };
  const drop = (key: string) => {
    const store = storage();
    if (store.removeItem) store.removeItem(key);
    else store.setItem(key, '');
  };
  /** Puts `key` first in the index and evicts what is past the cap; returns the keys kept. */
  const touch = (key: string, limit = maxCached): string[] => {
    const order = [key, ...readIndex().filter((entry) => entry !== key)];
    for (const evicted of order.slice(limit)) drop(evicted);
    const kept = order.slice(0, limit);
    storage().setItem(indexKey, JSON.stringify(kept));
    return kept;
  };

  const readCache = (key: string): { title: string; screenshot: string } | null => {
    try {
      const raw = storage().getItem(key);
      if (!raw) return null;
      const parsed = cachedSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return null;
      touch(key);
      return parsed.data;
    } catch {
      return null; // unreadable entries are fetched again
    }
  };
  const writeCache = (key: string, value: { title: string; screenshot: string }) => {
    if (maxCached <= 0) return;
    const raw = JSON.stringify(value);
    try {
      touch(key);
      storage().setItem(key, raw);
    } catch {
      // A full storage: give the other previews up rather than what else lives there, and try once more.
      try {
        for (const other of readIndex()) if (other !== key) drop(other);
        touch(key, 1);
        storage().setItem(key, raw);
      } catch {
        drop(key); // Still too large: it costs a fetch next time, nothing else.
      }
    }
  };

  return {
    async getPreview(url, options = {}) {
      const { signal } = options;
      // The cache keeps the page's own title ('' without one), so one card's name for a URL never reaches another.
      // An entry cached by an older version holds the URL as its title: that is no title either.
      const titled = (pageTitle: string | undefined) =>
        (pageTitle && pageTitle !== url ? pageTitle : undefined) || options.title?.trim() || url;
      if (signal?.aborted) throw new ApiError({ kind: 'aborted', endpoint: ENDPOINT });
      const key = `${cacheKeyPrefix}${url}`;
      const cached = readCache(key);
      if (cached) return { status: 'ok', url, screenshot: cached.screenshot, title: titled(cached.title) };

      try {
        const preview = await retry(
          async () => {
            const answer = await transport({
              endpoint: ENDPOINT,
              method: 'GET',
              path: endpoint,
              query: { url, strategy: 'mobile', category: 'performance', key: config.apiKey },
              schema: pageSpeedSchema,
              signal,
            });
            const read = readAnswer(answer);
            if (!read.screenshot) {
              throw new ApiError({
                kind: 'validation',
                endpoint: ENDPOINT,
                message: 'The page-speed service sent no screenshot for this page.',
              });
            }
            return { title: read.title, screenshot: read.screenshot };
          },
          // Every failure is tried again up to `attempts`, a 4xx or a missing screenshot included;
          // only the caller's abort stops early.
          { attempts, delayMs: (n) => backoffMs * n, signal, endpoint: ENDPOINT, shouldRetry: () => !signal?.aborted },
        );
        writeCache(key, preview);
        return { status: 'ok', url, screenshot: preview.screenshot, title: titled(preview.title) };
      } catch (cause) {
        const error = isApiError(cause) ? cause : new ApiError({ kind: 'network', endpoint: ENDPOINT, cause });
        if (error.kind === 'aborted' && signal?.aborted) throw error;
        return { status: 'failed', url, title: titled(undefined), error };
      }
    },
  };
}
