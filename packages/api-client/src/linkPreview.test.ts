// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createLinkPreviewService, PAGE_SPEED_ENDPOINT, type LinkPreviewStorage } from './linkPreview';
import { createServiceHandlers, pageSpeedAnswer } from './mocks/services';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: vi.fn((key: string) => map.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void map.set(key, value)),
  } satisfies LinkPreviewStorage & { map: Map<string, string> };
}

const SITE = 'https://school.example.org/about';

describe('createLinkPreviewService', () => {
  it('asks the page-speed service with url, strategy=mobile and category=performance, and reads title and screenshot', async () => {
    const handlers = createServiceHandlers();
    server.use(...handlers);
    let seen: URL | undefined;
    server.events.on('request:start', ({ request }) => {
      seen = new URL(request.url);
    });
    const storage = memoryStorage();
    const service = createLinkPreviewService({ storage, apiKey: 'k-1' });

    const result = await service.getPreview(SITE, { title: 'About our school' });

    expect(`${seen?.origin}${seen?.pathname}`).toBe(PAGE_SPEED_ENDPOINT);
    expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({
      url: SITE,
      strategy: 'mobile',
      category: 'performance',
      key: 'k-1',
    });
    expect(result).toEqual({
      status: 'ok',
      url: SITE,
      title: 'About our school',
      screenshot: pageSpeedAnswer(SITE).lighthouseResult.audits['final-screenshot'].details.data,
    });
    expect(result.status === 'ok' && result.screenshot.startsWith('data:image/')).toBe(true);
    expect(handlers.calls.pageSpeed).toBe(1);
    // The cache keeps the page's own title, which a performance-only answer does not hold.
    expect(JSON.parse(storage.map.get(`edu-link-preview:${SITE}`) ?? '{}')).toMatchObject({ title: '' });

    // The second look is served from the cache.
    await expect(service.getPreview(SITE, { title: 'About our school' })).resolves.toEqual(result);
    expect(handlers.calls.pageSpeed).toBe(1);
  });

  it('keeps at most maxCached previews, the least recently used going first', async () => {
    server.use(...createServiceHandlers());
    const storage = memoryStorage({ 'edu-draft': 'an unsent post' });
    const service = createLinkPreviewService({ storage, maxCached: 2 });
    const site = (n: number) => `https://school${n}.example.org/`;
    await service.getPreview(site(1));
    await service.getPreview(site(2));
    // Reading 1 again makes 2 the least recently used: it goes when 3 comes.
    await service.getPreview(site(1));
    await service.getPreview(site(3));
    const cached = [...storage.map.entries()].filter(([key, value]) => key.startsWith('edu-link-preview:http') && value).map(([key]) => key);
    expect(cached.sort()).toEqual([`edu-link-preview:${site(1)}`, `edu-link-preview:${site(3)}`]);
    expect(storage.map.get('edu-draft')).toBe('an unsent post');
  });

  it('gives the other previews up, never what else is stored, when the storage is full', async () => {
    server.use(...createServiceHandlers());
    const storage = memoryStorage({ 'edu-draft': 'an unsent post' });
    const service = createLinkPreviewService({ storage });
    await service.getPreview('https://one.example.org/');
    // From now on only two previews fit: the third write fails once, and the older ones make room for it.
    storage.setItem.mockImplementation((key: string, value: string) => {
      const previews = [...storage.map.entries()].filter(([k, v]) => k.startsWith('edu-link-preview:http') && v && k !== key);
      if (key.startsWith('edu-link-preview:http') && previews.length >= 1) throw new DOMException('full', 'QuotaExceededError');
      storage.map.set(key, value);
    });
    await service.getPreview('https://two.example.org/');
    expect(storage.map.get('edu-link-preview:https://two.example.org/')).toContain('screenshot');
    expect(storage.map.get('edu-link-preview:https://one.example.org/') ?? '').toBe('');
    expect(storage.map.get('edu-draft')).toBe('an unsent post');
  });

  it('makes no request for a cached URL', async () => {
    const fetch = vi.fn();
    const storage = memoryStorage({
      [`edu-link-preview:${SITE}`]: JSON.stringify({ title: 'Cached', screenshot: 'data:image/png;base64,AAAA' }),
    });
    const service = createLinkPreviewService({ storage, fetch });
    await expect(service.getPreview(SITE)).resolves.toEqual({
      status: 'ok',
      url: SITE,
      title: 'Cached',
      screenshot: 'data:image/png;base64,AAAA',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches again when the cached entry is unreadable', async () => {
    const handlers = createServiceHandlers();
    server.use(...handlers);
    const storage = memoryStorage({ [`edu-link-preview:${SITE}`]: '{not json' });
    const result = await createLinkPreviewService({ storage }).getPreview(SITE);
    expect(result.status).toBe('ok');
    expect(handlers.calls.pageSpeed).toBe(1);
  });

  it('returns a typed failure after exactly 3 failed attempts, and caches nothing', async () => {
    const handlers = createServiceHandlers({ failPageSpeed: 99 });
    server.use(...handlers);
    const storage = memoryStorage();
    const service = createLinkPreviewService({ storage, backoffMs: 1 });

    const result = await service.getPreview(SITE);

    expect(handlers.calls.pageSpeed).toBe(3);
    expect(result).toMatchObject({ status: 'failed', url: SITE, title: SITE });
    if (result.status !== 'failed') throw new Error('expected a failure');
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({
      kind: 'http',
      status: 500,
      serverMessage: 'Lighthouse returned error: mock failure',
    });
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('succeeds on the third attempt after two failures', async () => {
    const handlers = createServiceHandlers({ failPageSpeed: 2 });
    server.use(...handlers);
    const result = await createLinkPreviewService({ storage: memoryStorage(), backoffMs: 1 }).getPreview(SITE);
    expect(result.status).toBe('ok');
    expect(handlers.calls.pageSpeed).toBe(3);
  });

  it('waits 2 s, then 4 s between attempts', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => HttpResponse.json({ error: { message: 'down' } }, { status: 503 }));
    const service = createLinkPreviewService({ storage: memoryStorage(), fetch });
    const pending = service.getPreview(SITE);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(pending).resolves.toMatchObject({ status: 'failed', error: { kind: 'http', status: 503 } });
  });

  it('times each attempt out after 30 s', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const service = createLinkPreviewService({ storage: memoryStorage(), fetch });
    const pending = service.getPreview(SITE);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 2000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000 + 4000 + 30_000);
    await expect(pending).resolves.toMatchObject({ status: 'failed', error: { kind: 'timeout' } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('tries an answer without a screenshot again, up to 3 attempts', async () => {
    let calls = 0;
    server.use(
      http.get(PAGE_SPEED_ENDPOINT, () => {
        calls += 1;
        return HttpResponse.json({ lighthouseResult: { finalDisplayedUrl: SITE, audits: {} } });
      }),
    );
    const result = await createLinkPreviewService({ storage: memoryStorage(), backoffMs: 1 }).getPreview(SITE);
    expect(result).toMatchObject({ status: 'failed', error: { kind: 'validation' } });
    expect(calls).toBe(3);
  });

  it('tries a 400 answer again, up to 3 attempts (issue 21 s)', async () => {
    const handlers = createServiceHandlers({ failPageSpeed: 99, failStatus: 400 });
    server.use(...handlers);
    const result = await createLinkPreviewService({ storage: memoryStorage(), backoffMs: 1 }).getPreview(SITE);
    expect(result).toMatchObject({ status: 'failed', error: { kind: 'http', status: 400 } });
    expect(handlers.calls.pageSpeed).toBe(3);
  });

  it('titles a performance-only answer with the link’s own name, never a URL of the answer (issue 45)', async () => {
    // What Google sends for category=performance: no SEO audit, so no document-title; its URLs are not titles.
    const answer = pageSpeedAnswer('https://www.harbour.example.com/admissions/');
    expect(answer.lighthouseResult.configSettings.onlyCategories).toEqual(['performance']);
    expect(answer.lighthouseResult.audits).not.toHaveProperty('document-title');
    server.use(http.get(PAGE_SPEED_ENDPOINT, () => HttpResponse.json(answer)));
    const service = createLinkPreviewService({ storage: memoryStorage() });
    const url = 'https://www.harbour.example.com/admissions';
    expect(await service.getPreview(url, { title: 'Admissions 2026/27' })).toEqual({
      status: 'ok',
      url,
      title: 'Admissions 2026/27',
      screenshot: answer.lighthouseResult.audits['final-screenshot'].details.data,
    });
    // From the cache, another card's name for the same page is its own.
    expect(await service.getPreview(url, { title: 'Apply now' })).toMatchObject({ title: 'Apply now' });
    // An entry an older version cached with the URL as its title reads as untitled too.
    const older = memoryStorage({ [`edu-link-preview:${url}`]: JSON.stringify({ title: url, screenshot: 'data:image/png;base64,AAAA' }) });
    expect(await createLinkPreviewService({ storage: older }).getPreview(url, { title: 'Admissions 2026/27' })).toMatchObject({
      title: 'Admissions 2026/27',
    });
  });

  it('reads a page title a proxy adds as the document-title audit’s displayValue', async () => {
    const answer = pageSpeedAnswer(SITE);
    const audits = { ...answer.lighthouseResult.audits, 'document-title': { id: 'document-title', score: 1, displayValue: 'About | School' } };
    server.use(http.get(PAGE_SPEED_ENDPOINT, () => HttpResponse.json({ ...answer, lighthouseResult: { ...answer.lighthouseResult, audits } })));
    const result = await createLinkPreviewService({ storage: memoryStorage() }).getPreview(SITE, { title: 'About us' });
    expect(result).toMatchObject({ status: 'ok', title: 'About | School' });
  });

  it('fails with the link’s own name as the title for the gradient', async () => {
    server.use(...createServiceHandlers({ failPageSpeed: 99 }));
    const result = await createLinkPreviewService({ storage: memoryStorage(), backoffMs: 1 }).getPreview(SITE, { title: 'About us' });
    expect(result).toMatchObject({ status: 'failed', title: 'About us' });
  });

  it('shows the URL asked for when the answer has no document title', async () => {
    server.use(
      http.get(PAGE_SPEED_ENDPOINT, () =>
        HttpResponse.json({
          lighthouseResult: {
            finalDisplayedUrl: 'https://school.example.org/about/',
            audits: { 'final-screenshot': { details: { data: 'data:image/png;base64,AAAA' } }, 'document-title': { score: 1 } },
          },
        }),
      ),
    );
    const result = await createLinkPreviewService({ storage: memoryStorage() }).getPreview(SITE);
    expect(result).toMatchObject({ status: 'ok', title: SITE });
  });

  it('falls back to the full-page screenshot', async () => {
    server.use(
      http.get(PAGE_SPEED_ENDPOINT, () =>
        HttpResponse.json({
          lighthouseResult: {
            finalUrl: SITE,
            fullPageScreenshot: { screenshot: { data: 'data:image/webp;base64,UklG' } },
          },
        }),
      ),
    );
    const result = await createLinkPreviewService({ storage: memoryStorage() }).getPreview(SITE);
    expect(result).toEqual({ status: 'ok', url: SITE, title: SITE, screenshot: 'data:image/webp;base64,UklG' });
  });

  it('throws ApiError kind aborted when the caller aborts, and only then', async () => {
    server.use(http.get(PAGE_SPEED_ENDPOINT, () => new Promise<Response>(() => {})));
    const service = createLinkPreviewService({ storage: memoryStorage() });
    const controller = new AbortController();
    const pending = service.getPreview(SITE, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'ApiError', kind: 'aborted' });
  });

  it('uses localStorage when there is one at call time, not at creation', async () => {
    const handlers = createServiceHandlers();
    server.use(...handlers);
    const service = createLinkPreviewService();
    const local = memoryStorage();
    vi.stubGlobal('localStorage', local);

    await service.getPreview(SITE);

    expect(local.setItem).toHaveBeenCalledWith(
      `edu-link-preview:${SITE}`,
      expect.stringContaining('"screenshot":"data:image/'),
    );
    await service.getPreview(SITE);
    expect(handlers.calls.pageSpeed).toBe(1);
  });

  it('caches in memory where there is no localStorage', async () => {
    const handlers = createServiceHandlers();
    server.use(...handlers);
    vi.stubGlobal('localStorage', undefined);
    const service = createLinkPreviewService();
    await service.getPreview(SITE);
    await service.getPreview(SITE);
    expect(handlers.calls.pageSpeed).toBe(1);
  });
});
