// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError, isApiError, parseRetryAfter } from './errors';
import { handlers, mockControls, mockSession, resetMocks } from './mocks';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

describe('bad server input becomes an ApiError of the right kind with a readable message', () => {
  it.each([
    ['a missing field', { data: { first_name: 'Amara' } }, /could not read \(data\.id: /],
    ['a wrong type', { data: { id: 1, work_experience: 'several' } }, /could not read \(data\.work_experience: /],
    ['a wrong type in a nested list', { data: { id: 1, business_profile: { our_team: { name: 'Ana' } } } }, /could not read \(data\.business_profile\.our_team: /],
  ])('users.getUserById with %s', async (_, body, message) => {
    server.use(http.get('*/api/users/get-user-by-id/:id', () => HttpResponse.json(body)));
    const error = await failure(client.users.getUserById(7));
    expect(error).toMatchObject({ kind: 'validation', endpoint: 'users.getUserById', status: 200 });
    expect(error.message).toMatch(message);
  });

  it.each([
    ['an HTML page', () => new HttpResponse('<!doctype html><title>502</title>', { headers: { 'Content-Type': 'text/html' } }), 'validation', 'The server sent a page instead of data. Please try again later.'],
    ['cut-off JSON', () => new HttpResponse('{"data": {"comments": [', { headers: { 'Content-Type': 'application/json' } }), 'validation', 'The server sent an answer we could not read. Please try again later.'],
    ['a 500 with a message', () => HttpResponse.json({ message: 'Database is down' }, { status: 500 }), 'http', 'Database is down'],
    ['a 500 with an HTML page', () => new HttpResponse('<html>Internal error</html>', { status: 500 }), 'http', 'The server had a problem. Please try again later.'],
    ['a 404 without a message', () => new HttpResponse(null, { status: 404 }), 'http', 'We could not find what you were looking for.'],
    ['a network error', () => HttpResponse.error(), 'network', 'Network error: Please check your connection and try again'],
  ])('posts.getComments with %s', async (_, respond, kind, message) => {
    server.use(http.get('*/api/users/posts/:id/comments', respond));
    const error = await failure(client.posts.getComments(1000));
    expect(error).toMatchObject({ kind, endpoint: 'posts.getComments', message });
  });

  it('keeps the server message of a failed vote, which the poll shows', async () => {
    const error = await failure(client.posts.vote(1002, { option_text: 'Project-based learning' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, serverMessage: 'This poll has ended', message: 'This poll has ended' });
  });

  it('reads the location service error flag as a failure with its msg, even on HTTP 200', async () => {
    server.use(http.get('*/api/location/countries', () => HttpResponse.json({ error: true, msg: 'Quota exceeded', data: [] })));
    const error = await failure(client.location.getCountries());
    expect(error).toMatchObject({ kind: 'validation', endpoint: 'location.countries' });
    expect(error.message).toContain('Quota exceeded');
  });

  it('rejects a country list that is not a list', async () => {
    server.use(http.get('*/api/location/countries', () => HttpResponse.json({ error: false, msg: 'ok', data: { country: 'Atlantis' } })));
    expect(await failure(client.location.getCountries())).toMatchObject({ kind: 'validation', endpoint: 'location.countries' });
  });

  it('still needs the user in an empty answer to get-user-by-id, with the empty-answer message', async () => {
    server.use(http.get('*/api/users/get-user-by-id/:id', () => new HttpResponse(null, { status: 200 })));
    expect(await failure(client.users.getUserById(7))).toMatchObject({ kind: 'validation', message: 'The server sent an empty answer. Please try again later.' });
  });

  it('answers 401 with a message for an anonymous caller where login is needed', async () => {
    mockSession.set('anonymous');
    const error = await failure(client.posts.react(1001, { reaction_type: '❤️' }));
    expect(error).toMatchObject({ kind: 'http', status: 401, serverMessage: 'Please log in to continue.' });
  });
});

describe('failures before the request are ApiErrors too', () => {
  it('refuses a multipart part that is not a file', async () => {
    const notAFile = { name: 'photo.png' } as unknown as Blob;
    const error = await failure(client.business.updateGallery([notAFile]));
    expect(error).toMatchObject({ kind: 'validation', endpoint: 'business.updateGallery', message: 'The request could not be prepared. Please check the values and try again.' });
  });

  it('refuses an empty path parameter instead of calling the collection path', async () => {
    expect(await failure(client.posts.delete('  '))).toMatchObject({ kind: 'validation', endpoint: 'posts.delete' });
  });

  it('refuses a body JSON cannot carry', async () => {
    const error = await failure(client.jobs.inviteApplicants(2001, { count: BigInt(3) }));
    expect(error).toMatchObject({ kind: 'validation', endpoint: 'jobs.inviteApplicants', messageId: 'requestNotPrepared', message: 'The request could not be prepared. Please check the values and try again.' });
  });

  it('turns a host endpoint override that throws into an ApiError', async () => {
    const broken = createApiClient({
      baseUrl: 'http://api.test',
      endpoints: {
        'events.click': () => {
          throw new Error('no route');
        },
      },
    });
    expect(await failure(broken.events.click(3000))).toMatchObject({ kind: 'validation', endpoint: 'events.click' });
  });

  it('turns a failing token lookup into an ApiError', async () => {
    const noToken = createApiClient({
      baseUrl: 'http://api.test',
      getAccessToken: () => {
        throw new Error('storage blocked');
      },
    });
    expect(await failure(noToken.feed.getFeed({ page: 1 }))).toMatchObject({ kind: 'network', message: 'Could not read the access token.' });
  });

  it('sends the access token as a bearer header', async () => {
    let authorization: string | null = null;
    server.events.on('request:start', ({ request }) => {
      authorization = request.headers.get('authorization');
    });
    await createApiClient({ baseUrl: 'http://api.test', getAccessToken: async () => 'tok-123' }).feed.getFeed({ page: 1 });
    server.events.removeAllListeners();
    expect(authorization).toBe('Bearer tok-123');
  });
});

describe('mock knobs reach the client as ApiErrors', () => {
  it.each([
    [{ status: 500, message: 'Database is down' }, { kind: 'http', status: 500, message: 'Database is down' }],
    [{ network: true as const }, { kind: 'network' }],
    [{ malformed: true as const }, { kind: 'validation' }],
  ])('fail %o', async (knob, expected) => {
    mockControls.fail('feed.getFeed', knob);
    expect(await failure(client.feed.getFeed({ page: 1 }))).toMatchObject({ ...expected, endpoint: 'feed.getFeed' });
  });

  it('fails only the next calls when given times, then answers again', async () => {
    mockControls.fail('posts.get', { status: 503 }, { times: 1 });
    expect(await failure(client.posts.get(1001))).toMatchObject({ status: 503 });
    await expect(client.posts.get(1001)).resolves.toMatchObject({ id: 1001 });
  });

  it('delays an answer until the client times out', async () => {
    mockControls.delay('posts.get', 200);
    const slow = createApiClient({ baseUrl: 'http://api.test', timeoutMs: 30 });
    expect(await failure(slow.posts.get(1001))).toMatchObject({ kind: 'timeout' });
  });

  it('applies a wildcard failure to every endpoint until reset', async () => {
    mockControls.fail('*', { status: 502 });
    expect(await failure(client.location.getPhoneCodes())).toMatchObject({ status: 502 });
    mockControls.reset();
    await expect(client.location.getPhoneCodes()).resolves.toHaveLength(9);
  });

  it('isApiError recognises an error from another bundle copy by its shape', () => {
    expect(isApiError({ name: 'ApiError', kind: 'http' })).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  it('reads seconds and HTTP dates as milliseconds to wait', () => {
    expect(parseRetryAfter('10', now)).toBe(10_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:07 GMT', now)).toBe(7_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 11:00:00 GMT', now)).toBe(0);
  });
  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
  it('is carried on the ApiError of a 429', async () => {
    server.use(http.get('*/api/users/get-feed', () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3' } })));
    const error = await failure(client.feed.getFeed({ page: 1 }));
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfterMs: 3_000 });
  });
});

describe('messageId names the texts the client wrote itself', () => {
  it.each([
    [{ kind: 'network' }, 'network'],
    [{ kind: 'timeout' }, 'timeout'],
    [{ kind: 'aborted' }, 'aborted'],
    [{ kind: 'validation' }, 'validation'],
    [{ kind: 'http', status: 400 }, 'http'],
    [{ kind: 'http', status: 401 }, 'unauthorized'],
    [{ kind: 'http', status: 403 }, 'forbidden'],
    [{ kind: 'http', status: 404 }, 'notFound'],
    [{ kind: 'http', status: 429 }, 'tooManyRequests'],
    [{ kind: 'http', status: 503 }, 'serverError'],
    [{ kind: 'validation', messageId: 'requestNotPrepared' }, 'requestNotPrepared'],
  ] as const)('%o is %s', (init, id) => {
    expect(new ApiError({ endpoint: 'feed.getFeed', ...init }).messageId).toBe(id);
  });

  it('is undefined for the server’s message and for a message the caller gave', () => {
    expect(new ApiError({ kind: 'http', status: 403, endpoint: 'x', serverMessage: 'Admins only' })).toMatchObject({ message: 'Admins only', messageId: undefined });
    expect(new ApiError({ kind: 'network', endpoint: 'x', message: 'Could not read the access token.' }).messageId).toBeUndefined();
  });

  it('marks a request that cannot be built', async () => {
    const notAFile = { name: 'photo.png' } as unknown as Blob;
    const error = await failure(client.business.updateGallery([notAFile]));
    expect(error).toMatchObject({ kind: 'validation', messageId: 'requestNotPrepared', message: 'The request could not be prepared. Please check the values and try again.' });
  });
});
