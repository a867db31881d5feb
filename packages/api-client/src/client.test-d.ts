import { describe, expectTypeOf, test } from 'vitest';
import { type ApiError, createApiClient, isApiError, type ApiClient, type ApiErrorKind, type EndpointName, type Id, type Post } from './index';

// Type tests: what a product team's editor tells them about the client. They run under `vitest --typecheck`.
const client = createApiClient({ baseUrl: 'https://api.example.test' });

describe('createApiClient', () => {
  test('returns the ApiClient type, with each domain', () => {
    expectTypeOf(client).toEqualTypeOf<ApiClient>();
    expectTypeOf(client).toHaveProperty('posts');
    expectTypeOf(client).toHaveProperty('jobs');
    expectTypeOf(client).toHaveProperty('users');
  });

  test('requires a base URL', () => {
    // @ts-expect-error baseUrl is required
    createApiClient({});
  });

  test('a parsed call resolves to the schema output', () => {
    expectTypeOf(client.posts.get).parameter(0).toEqualTypeOf<Id>();
    expectTypeOf(client.posts.get(1)).resolves.toEqualTypeOf<Post>();
  });

  test('calls take an abort signal', () => {
    expectTypeOf(client.posts.get).parameter(1).toEqualTypeOf<{ signal?: AbortSignal } | undefined>();
  });

  test('user search accepts the known user types and any other string, not a number', () => {
    client.users.search({ query: 'ann', userType: 'educator' });
    client.users.search({ query: 'ann', userType: 'vendor' });
    // @ts-expect-error userType is a string
    client.users.search({ query: 'ann', userType: 3 });
  });
});

describe('ApiError', () => {
  test('isApiError narrows unknown', () => {
    const caught: unknown = new Error('x');
    if (isApiError(caught)) {
      expectTypeOf(caught).toEqualTypeOf<ApiError>();
      expectTypeOf(caught.kind).toEqualTypeOf<ApiErrorKind>();
      expectTypeOf(caught.message).toBeString();
    }
  });

  test('kinds are a closed union', () => {
    expectTypeOf<ApiErrorKind>().toEqualTypeOf<'network' | 'timeout' | 'http' | 'validation' | 'aborted'>();
  });

  test('endpoint names are literal, not string', () => {
    expectTypeOf<'posts.get'>().toExtend<EndpointName>();
    expectTypeOf<string>().not.toExtend<EndpointName>();
  });
});
