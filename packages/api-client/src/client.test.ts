// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { handlers, mockStore } from './mocks';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mockStore.reset();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });

describe('feed.getFeed', () => {
  it('calls GET /api/users/get-feed with page and pageSize and parses data.feed_posts', async () => {
    let seen: URL | undefined;
    server.events.on('request:start', ({ request }) => {
      seen = new URL(request.url);
    });
    const posts = await client.feed.getFeed({ page: 2, pageSize: 10 });
    expect(seen?.pathname).toBe('/api/users/get-feed');
    expect(seen?.searchParams.get('page')).toBe('2');
    expect(seen?.searchParams.get('pageSize')).toBe('10');
    expect(posts).toHaveLength(10);
    expect(posts[0]?.id).toBe(mockStore.posts[10]?.id);
    server.events.removeAllListeners();
  });

  it('decodes multimedia content', async () => {
    const posts = await client.feed.getFeed({ page: 1 });
    const multimedia = posts.find((p) => p.post_type === 'multimedia');
    expect(multimedia?.media?.multimedia.length).toBeGreaterThan(0);
  });

  it.each([
    ['a 500 with a message', () => HttpResponse.json({ message: 'Database is down' }, { status: 500 }), 'http', 'Database is down'],
    ['an HTML page', () => new HttpResponse('<html>oops</html>', { status: 200 }), 'validation', 'The server sent a page instead of data. Please try again later.'],
    ['cut-off JSON', () => new HttpResponse('{"data": {"feed_posts": [', { status: 200 }), 'validation', 'The server sent an answer we could not read. Please try again later.'],
    ['a wrong shape', () => HttpResponse.json({ data: { feed_posts: 'none' } }), 'validation', /could not read \(data\.feed_posts: /],
    ['a network error', () => HttpResponse.error(), 'network', 'Network error: Please check your connection and try again'],
  ])('turns %s into an ApiError', async (_, respond, kind, message) => {
    server.use(http.get('*/api/users/get-feed', respond));
    const error = await client.feed.getFeed({ page: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe(kind);
    expect((error as ApiError).endpoint).toBe('feed.getFeed');
    expect((error as ApiError).message).toMatch(message);
  });

  it('reads an empty 2xx body as an empty page', async () => {
    server.use(http.get('*/api/users/get-feed', () => new HttpResponse(null, { status: 204 })));
    await expect(client.feed.getFeed({ page: 1 })).resolves.toEqual([]);
  });

  it('rejects with kind aborted when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = client.feed.getFeed({ page: 1 }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'ApiError', kind: 'aborted' });
  });

  it('rejects with kind timeout when the server is too slow', async () => {
    server.use(http.get('*/api/users/get-feed', () => new Promise<Response>(() => {})));
    const slow = createApiClient({ baseUrl: 'http://api.test', timeoutMs: 20 });
    await expect(slow.feed.getFeed({ page: 1 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('credentials', () => {
  /** A fetch that records the credentials of each request and answers an empty feed. */
  function recordingFetch() {
    const seen: Array<RequestCredentials | undefined> = [];
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init?.credentials);
      return Promise.resolve(Response.json({ data: { feed_posts: [] } }));
    };
    return { fetch, seen };
  }

  it("sends the configured credentials with every request, so a cookie-authenticated API on another origin sees its cookie", async () => {
    const { fetch, seen } = recordingFetch();
    const withCookies = createApiClient({ baseUrl: 'https://api.other.test', fetch, credentials: 'include' });
    await withCookies.feed.getFeed({ page: 1 });
    await withCookies.feed.createPost({ post_type: 'post', content: 'Hello' }).catch(() => undefined);
    expect(seen).toEqual(['include', 'include']);
    expect(withCookies.credentials).toBe('include');
  });

  it("leaves fetch's own default ('same-origin') when none is set", async () => {
    const { fetch, seen } = recordingFetch();
    await createApiClient({ baseUrl: 'https://api.other.test', fetch }).feed.getFeed({ page: 1 });
    expect(seen).toEqual([undefined]);
  });
});
