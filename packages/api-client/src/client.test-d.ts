import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import {
  type ApiError,
  createApiClient,
  createTransport,
  isApiError,
  jobSchema,
  parseItems,
  type ApiClient,
  type ApiErrorKind,
  type EndpointName,
  type Id,
  type Job,
  type Post,
} from './index';

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

describe('schemas', () => {
  test('are zod/mini schemas whose output is the data type', () => {
    expectTypeOf<zm.output<typeof jobSchema>>().toEqualTypeOf<Job>();
  });

  test('a host extends one with the functional API', () => {
    const remoteJob = zm.extend(jobSchema, { remote: zm.boolean() }).parse({});
    expectTypeOf(remoteJob).toExtend<Job>();
    expectTypeOf(remoteJob.remote).toEqualTypeOf<boolean>();
  });

  test("parseItems and the transport take a host's schema, classic or mini", () => {
    expectTypeOf(parseItems(z.object({ a: z.string() }), [])).toEqualTypeOf<Array<{ a: string }>>();
    expectTypeOf(parseItems(zm.object({ a: zm.string() }), [])).toEqualTypeOf<Array<{ a: string }>>();
    const transport = createTransport({ baseUrl: '' });
    expectTypeOf(transport({ endpoint: 'x', method: 'GET', path: '/', schema: z.object({ n: z.number() }) })).resolves.toEqualTypeOf<{ n: number }>();
    expectTypeOf(transport({ endpoint: 'x', method: 'GET', path: '/', schema: zm.object({ n: zm.number() }) })).resolves.toEqualTypeOf<{ n: number }>();
  });
});
