import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { ApiError, isApiError } from './errors';
import { createTransport, type RequestOptions } from './transport';

type MaybePromise<T> = T | Promise<T>;

/** Where the admin client keeps its tokens; the admin area has its own, apart from the member session. */
export interface AdminTokenStorage {
  getAccessToken(): MaybePromise<string | null | undefined>;
  getRefreshToken(): MaybePromise<string | null | undefined>;
  setAccessToken(token: string): MaybePromise<void>;
  /** Optional: stores a rotated refresh token when the refresh answer carries one. */
  setRefreshToken?(token: string): MaybePromise<void>;
}

/** Token storage in memory (the default): nothing survives a reload. */
export function createMemoryTokenStorage(
  initial: { accessToken?: string | null | undefined; refreshToken?: string | null | undefined } = {},
) {
  let accessToken = initial.accessToken ?? null;
  let refreshToken = initial.refreshToken ?? null;
  return {
    getAccessToken: () => accessToken,
    getRefreshToken: () => refreshToken,
    setAccessToken(token: string) {
      accessToken = token;
    },
    setRefreshToken(token: string) {
      refreshToken = token;
    },
    /** Forgets both tokens (on logout). */
    clear() {
      accessToken = null;
      refreshToken = null;
    },
  } satisfies AdminTokenStorage & { clear(): void };
}

export interface LocalStorageTokenOptions {
  /** Key of the access token; default `edu-admin-access-token`. */
  accessTokenKey?: string | undefined;
  /** Key of the refresh token; default `edu-admin-refresh-token`. */
  refreshTokenKey?: string | undefined;
}

// Looked up per call: at import time there may be no window (SSR), and reading it can throw (blocked storage).
function browserStorage(): Storage | null {
  try {
    const storage = (globalThis as { localStorage?: Storage | undefined }).localStorage;
    return storage && typeof storage.getItem === 'function' ? storage : null;
  } catch {
    return null;
  }
}

/** Token storage in localStorage, touched only when a token is read or written; without one it holds nothing. */
export function createLocalStorageTokenStorage(options: LocalStorageTokenOptions = {}) {
  const { accessTokenKey = 'edu-admin-access-token', refreshTokenKey = 'edu-admin-refresh-token' } = options;
  const read = (key: string) => {
    try {
      return browserStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      const storage = browserStorage();
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // A full or blocked storage must not break the request that refreshed the token.
    }
  };
  return {
    getAccessToken: () => read(accessTokenKey),
    getRefreshToken: () => read(refreshTokenKey),
    setAccessToken: (token: string) => write(accessTokenKey, token),
    setRefreshToken: (token: string) => write(refreshTokenKey, token),
    /** Removes both tokens (on logout). */
    clear() {
      write(accessTokenKey, null);
      write(refreshTokenKey, null);
    },
  } satisfies AdminTokenStorage & { clear(): void };
}

/** The admin client's own call names, carried into ApiError and keyed by the mock backend's knobs. */
export type AdminEndpointName = 'admin.jobs.delete' | 'admin.refreshToken';

/** Admin client timeout from the spec. */
const ADMIN_TIMEOUT_MS = 300_000;

export interface AdminClientConfig {
  /** Origin and prefix of the API, e.g. `https://api.example.com`; '' for same-origin. */
  baseUrl: string;
  /** The fetch to use; default the global fetch, looked up at call time. */
  fetch?: typeof fetch | undefined;
  /** Where the admin tokens live; default `createMemoryTokenStorage()`. */
  tokenStorage?: AdminTokenStorage | undefined;
  /** Called once per failed refresh, so the host can send the admin to its login; default none. */
  onSessionExpired?: (() => void) | undefined;
  /** Per-request timeout in milliseconds; default 300000. */
  timeoutMs?: number | undefined;
  /** Path of the refresh call; default `/api/admin/refresh_token`. */
  refreshPath?: string | undefined;
  /** Headers sent with every request; default none. */
  headers?: Record<string, string> | undefined;
  /** Whether requests carry cookies (fetch's `credentials`; 'include' for a cookie-authenticated API on another origin); default fetch's own, 'same-origin'. */
  credentials?: RequestCredentials | undefined;
}

/** Options every admin call accepts. */
export interface AdminCallOptions {
  /** Aborts the call, also while it waits for a token refresh; it then rejects with kind 'aborted'. */
  signal?: AbortSignal | undefined;
}

/** A request through the admin client: the transport's options, with the token supplied by the client. */
export type AdminRequestOptions<S extends core.$ZodType | undefined> = Omit<
  RequestOptions<S>,
  'accessToken' | 'endpoint'
> & {
  /** Name carried into ApiError; default `admin.request`. */
  endpoint?: string | undefined;
};

// Tolerant: the spec says only that the answer holds access_token; some servers wrap it in `data`.
const tokenFields = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.nullish(z.string()),
});
const refreshAnswerSchema = z.union([tokenFields, z.object({ data: tokenFields })]);

/** Marks a refresh the server refused: the session is over, unlike a refresh that merely could not get through. */
class SessionExpired extends Error {}

/** Rejects as soon as `signal` aborts, without cancelling the shared promise other callers wait on. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, endpoint: string): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ApiError({ kind: 'aborted', endpoint }));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Creates the admin client. It sends the admin access token; on a 401 it refreshes the token once
 * (concurrent 401s share that one refresh) and retries the request once with the new token.
 */
export function createAdminClient(config: AdminClientConfig) {
  const tokens = config.tokenStorage ?? createMemoryTokenStorage();
  const refreshPath = config.refreshPath ?? '/api/admin/refresh_token';
  const transport = createTransport({
    baseUrl: config.baseUrl,
    fetch: config.fetch,
    headers: config.headers,
    credentials: config.credentials,
    timeoutMs: config.timeoutMs ?? ADMIN_TIMEOUT_MS,
  });

  let refreshing: Promise<string> | null = null;

  async function readAccessToken(endpoint: string): Promise<string | null> {
    try {
      return (await tokens.getAccessToken()) ?? null;
    } catch (cause) {
      throw new ApiError({ kind: 'network', endpoint, messageId: 'accessToken', cause });
    }
  }

  async function runRefresh(): Promise<string> {
    const refreshToken = await tokens.getRefreshToken();
    if (!refreshToken) throw new SessionExpired('No admin refresh token');
    let json: unknown;
    try {
      json = await transport({
        endpoint: 'admin.refreshToken',
        method: 'POST',
        path: refreshPath,
        accessToken: refreshToken,
      });
    } catch (error) {
      // No answer is not a verdict on the session: pass network trouble on and keep the tokens.
      if (isApiError(error) && error.kind === 'http') throw new SessionExpired(error.message, { cause: error });
      throw error;
    }
    const parsed = refreshAnswerSchema.safeParse(json);
    if (!parsed.success) throw new SessionExpired('The refresh answer held no access_token', { cause: parsed.error });
    const answer = 'data' in parsed.data ? parsed.data.data : parsed.data;
    await tokens.setAccessToken(answer.access_token);
    if (answer.refresh_token) await tokens.setRefreshToken?.(answer.refresh_token);
    return answer.access_token;
  }

  /** The one refresh in flight; every 401 that arrives meanwhile waits on it. */
  function refresh(): Promise<string> {
    if (refreshing) return refreshing;
    const current = runRefresh().catch((error: unknown) => {
      if (error instanceof SessionExpired) config.onSessionExpired?.();
      throw error;
    });
    refreshing = current;
    const clear = () => {
      if (refreshing === current) refreshing = null;
    };
    current.then(clear, clear);
    return current;
  }

  async function send<S extends core.$ZodType | undefined = undefined>(
    options: AdminRequestOptions<S>,
  ): Promise<S extends core.$ZodType ? core.output<S> : unknown> {
    const endpoint = options.endpoint ?? 'admin.request';
    const used = await readAccessToken(endpoint);
    try {
      return await transport({ ...options, endpoint, accessToken: used });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'http' || error.status !== 401) throw error;
    }
    let fresh: string;
    try {
      // Another request may have refreshed while this one was on the wire: then its token is enough.
      const stored = await readAccessToken(endpoint);
      fresh = stored && stored !== used ? stored : await untilAborted(refresh(), options.signal, endpoint);
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') throw error;
      if (error instanceof SessionExpired) throw new ApiError({ kind: 'http', status: 401, endpoint, cause: error });
      const cause = isApiError(error) ? error : undefined;
      throw new ApiError({
        kind: cause?.kind ?? 'network',
        status: cause?.status,
        endpoint,
        message: cause?.message,
        cause: error,
      });
    }
    return transport({ ...options, endpoint, accessToken: fresh });
  }

  return {
    /** Any admin call, with the admin token, refresh and retry: `request({ method, path, schema?, signal? })`. */
    request: send,
    jobs: {
      /** Deletes a job as an admin (`DELETE /api/admin/jobs/{id}`). */
      async delete(id: string | number, options: AdminCallOptions = {}): Promise<void> {
        await send({
          endpoint: 'admin.jobs.delete',
          method: 'DELETE',
          path: `/api/admin/jobs/${encodeURIComponent(String(id))}`,
          signal: options.signal,
        });
      },
    },
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
