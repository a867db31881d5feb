// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminClient, createLocalStorageTokenStorage, createMemoryTokenStorage } from './admin';
import { ApiError } from './errors';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** A protected admin endpoint that accepts only `valid`, and a refresh endpoint; both count their calls. */
function adminBackend(options: { valid: string; refresh: () => Response | Promise<Response> }) {
  const seen = { tokens: [] as string[], refreshes: [] as string[] };
  server.use(
    http.get(`${BASE}/api/admin/stats`, async ({ request }) => {
      const auth = request.headers.get('authorization') ?? '';
      seen.tokens.push(auth);
      await delay(Number(new URL(request.url).searchParams.get('delay') ?? 5));
      return auth === `Bearer ${options.valid}`
        ? HttpResponse.json({ users: 12 })
        : HttpResponse.json({ message: 'jwt expired' }, { status: 401 });
    }),
    http.post(`${BASE}/api/admin/refresh_token`, async ({ request }) => {
      seen.refreshes.push(request.headers.get('authorization') ?? '');
      await delay(20);
      return options.refresh();
    }),
  );
  return seen;
}

const statsSchema = z.object({ users: z.number() });

describe('createAdminClient token refresh', () => {
  it('shares one refresh among 5 concurrent 401s and retries each request exactly once', async () => {
    const seen = adminBackend({ valid: 'fresh', refresh: () => HttpResponse.json({ access_token: 'fresh' }) });
    const tokens = createMemoryTokenStorage({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const onSessionExpired = vi.fn();
    const admin = createAdminClient({ baseUrl: BASE, tokenStorage: tokens, onSessionExpired });

    const results = await Promise.all(
      Array.from({ length: 5 }, () => admin.request({ method: 'GET', path: '/api/admin/stats', schema: statsSchema })),
    );

    expect(results).toEqual(Array.from({ length: 5 }, () => ({ users: 12 })));
    expect(seen.refreshes).toEqual(['Bearer refresh-1']);
    expect(seen.tokens.filter((t) => t === 'Bearer stale')).toHaveLength(5);
    expect(seen.tokens.filter((t) => t === 'Bearer fresh')).toHaveLength(5);
    expect(tokens.getAccessToken()).toBe('fresh');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh again for a 401 that arrives after another request already refreshed', async () => {
    const seen = adminBackend({ valid: 'fresh', refresh: () => HttpResponse.json({ access_token: 'fresh' }) });
    const admin = createAdminClient({
      baseUrl: BASE,
      tokenStorage: createMemoryTokenStorage({ accessToken: 'stale', refreshToken: 'r' }),
    });
    const fast = admin.request({ method: 'GET', path: '/api/admin/stats', schema: statsSchema });
    const slow = admin.request({ method: 'GET', path: '/api/admin/stats', query: { delay: 300 }, schema: statsSchema });
    await expect(Promise.all([fast, slow])).resolves.toEqual([{ users: 12 }, { users: 12 }]);
    expect(seen.refreshes).toHaveLength(1);
    expect(seen.tokens).toEqual(['Bearer stale', 'Bearer stale', 'Bearer fresh', 'Bearer fresh']);
  });

  it('calls onSessionExpired once and rejects every waiting request with a 401 ApiError when the refresh fails', async () => {
    const seen = adminBackend({
      valid: 'fresh',
      refresh: () => HttpResponse.json({ message: 'refresh expired' }, { status: 401 }),
    });
    const onSessionExpired = vi.fn();
    const admin = createAdminClient({
      baseUrl: BASE,
      tokenStorage: createMemoryTokenStorage({ accessToken: 'stale', refreshToken: 'old-refresh' }),
      onSessionExpired,
    });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => admin.request({ method: 'GET', path: '/api/admin/stats' })),
    );

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(seen.refreshes).toHaveLength(1);
    expect(seen.tokens).toHaveLength(5); // nothing was retried
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({
        kind: 'http',
        status: 401,
        endpoint: 'admin.request',
        message: 'Please log in again to continue.',
      });
    }
  });

  it('ends the session without calling the server when there is no refresh token', async () => {
    const seen = adminBackend({ valid: 'fresh', refresh: () => HttpResponse.json({ access_token: 'fresh' }) });
    const onSessionExpired = vi.fn();
    const admin = createAdminClient({
      baseUrl: BASE,
      tokenStorage: createMemoryTokenStorage({ accessToken: 'stale' }),
      onSessionExpired,
    });
    await expect(admin.request({ method: 'GET', path: '/api/admin/stats' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
    });
    expect(seen.refreshes).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot get through (network), passing the network error on', async () => {
    const seen = adminBackend({ valid: 'fresh', refresh: () => HttpResponse.error() });
    const onSessionExpired = vi.fn();
    const admin = createAdminClient({
      baseUrl: BASE,
      tokenStorage: createMemoryTokenStorage({ accessToken: 'stale', refreshToken: 'r' }),
      onSessionExpired,
    });
    await expect(
      admin.request({ method: 'GET', path: '/api/admin/stats', endpoint: 'admin.stats' }),
    ).rejects.toMatchObject({
      kind: 'network',
      endpoint: 'admin.stats',
    });
    expect(seen.refreshes).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 with the new token is final', async () => {
    const seen = adminBackend({ valid: 'never', refresh: () => HttpResponse.json({ access_token: 'fresh' }) });
    const admin = createAdminClient({
      baseUrl: BASE,
      tokenStorage: createMemoryTokenStorage({ accessToken: 'stale', refreshToken: 'r' }),
    });
    await expect(admin.request({ method: 'GET', path: '/api/admin/stats' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
    });
    expect(seen.tokens).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(seen.refreshes).toHaveLength(1);
  });

  it('reads a token wrapped in data and stores a rotated refresh token', async () => {
    const seen = adminBackend({
      valid: 'fresh',
      refresh: () => HttpResponse.json({ data: { access_token: 'fresh', refresh_token: 'refresh-2' } }),
    });
    const tokens = createMemoryTokenStorage({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const admin = createAdminClient({ baseUrl: BASE, tokenStorage: tokens });
    await expect(admin.request({ method: 'GET', path: '/api/admin/stats', schema: statsSchema })).resolves.toEqual({
      users: 12,
    });
    expect(seen.refreshes).toEqual(['Bearer refresh-1']);
    expect(tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('lets a caller abort while it waits for the shared refresh, without cancelling the others', async () => {
    adminBackend({ valid: 'fresh', refresh: () => HttpResponse.json({ access_token: 'fresh' }) });
    const admin = createAdminClient({
      baseUrl: BASE,
      tokenStorage: createMemoryTokenStorage({ accessToken: 'stale', refreshToken: 'r' }),
    });
    const controller = new AbortController();
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/refresh_token')) controller.abort();
    });
    const aborted = admin.request({ method: 'GET', path: '/api/admin/stats', signal: controller.signal });
    const other = admin.request({ method: 'GET', path: '/api/admin/stats', schema: statsSchema });
    await expect(aborted).rejects.toMatchObject({ kind: 'aborted' });
    await expect(other).resolves.toEqual({ users: 12 });
  });
});

describe('createAdminClient calls', () => {
  it('jobs.delete sends DELETE /api/admin/jobs/{id} with the admin token', async () => {
    let seen: { method: string; path: string; auth: string | null } | undefined;
    server.use(
      http.all(`${BASE}/api/admin/jobs/:id`, ({ request }) => {
        seen = {
          method: request.method,
          path: new URL(request.url).pathname,
          auth: request.headers.get('authorization'),
        };
        return HttpResponse.json({ message: 'Job deleted' });
      }),
    );
    const admin = createAdminClient({
      baseUrl: BASE,
      tokenStorage: createMemoryTokenStorage({ accessToken: 'admin-1' }),
    });
    await expect(admin.jobs.delete(42)).resolves.toBeUndefined();
    expect(seen).toEqual({ method: 'DELETE', path: '/api/admin/jobs/42', auth: 'Bearer admin-1' });
  });

  it('jobs.delete passes the signal on', async () => {
    server.use(http.delete(`${BASE}/api/admin/jobs/:id`, () => new Promise<Response>(() => {})));
    const admin = createAdminClient({ baseUrl: BASE });
    const controller = new AbortController();
    const pending = admin.jobs.delete('a/b', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', endpoint: 'admin.jobs.delete' });
  });

  it('times out after 300000 ms by default', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const admin = createAdminClient({ baseUrl: BASE, fetch });
    let settled: unknown;
    const pending = admin.jobs.delete(1).catch((error: unknown) => (settled = error));
    await vi.advanceTimersByTimeAsync(299_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toMatchObject({ kind: 'timeout', endpoint: 'admin.jobs.delete' });
  });
});

describe('admin token storages', () => {
  it('the localStorage storage touches localStorage only when called', () => {
    const getItem = vi.fn((key: string) => (key === 'edu-admin-access-token' ? 'stored' : null));
    const setItem = vi.fn();
    vi.stubGlobal('localStorage', { getItem, setItem, removeItem: vi.fn() });
    const storage = createLocalStorageTokenStorage();
    expect(getItem).not.toHaveBeenCalled();
    expect(storage.getAccessToken()).toBe('stored');
    storage.setAccessToken('next');
    expect(setItem).toHaveBeenCalledWith('edu-admin-access-token', 'next');
  });

  it('the localStorage storage holds nothing, without throwing, where there is no localStorage', () => {
    vi.stubGlobal('localStorage', undefined);
    const storage = createLocalStorageTokenStorage({ accessTokenKey: 'a' });
    expect(() => storage.setAccessToken('x')).not.toThrow();
    expect(storage.getAccessToken()).toBeNull();
  });
});

describe('createAdminClient credentials', () => {
  it("sends the configured credentials, so a cookie-authenticated admin API on another origin sees its cookie", async () => {
    const seen: Array<RequestCredentials | undefined> = [];
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init?.credentials);
      return Promise.resolve(Response.json({ message: 'Job deleted' }));
    });
    await createAdminClient({ baseUrl: BASE, fetch, credentials: 'include' }).jobs.delete(1);
    await createAdminClient({ baseUrl: BASE, fetch }).jobs.delete(2);
    expect(seen).toEqual(['include', undefined]);
  });
});
