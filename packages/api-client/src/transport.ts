import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { ApiError, parseRetryAfter, type ApiErrorMessageId } from './errors';
import { collectInvalidItems, reportCollected, withMessages, type InvalidDataHandler } from './schemas/invalidData';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface TransportConfig {
  /** Origin and prefix of the API, e.g. `https://api.example.com`; '' for same-origin. */
  baseUrl: string;
  /** The fetch to use; defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch | undefined;
  /** Returns the bearer token for a request, or nothing for an anonymous call. */
  getAccessToken?: (() => string | null | undefined | Promise<string | null | undefined>) | undefined;
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined;
  /**
   * Whether requests carry cookies (fetch's `credentials`): 'include' for a cookie-authenticated API on another
   * origin (its CORS answer must allow credentials), 'omit' for none; default fetch's own, 'same-origin'.
   */
  credentials?: RequestCredentials | undefined;
  /** Per-request timeout in milliseconds; default 15000 for a read (a person is looking at a spinner), 30000 for a write. */
  timeoutMs?: number | undefined;
  /**
   * Called once per answer whose lists lost items that could not be read (the others are returned);
   * default: a console warning outside production.
   */
  onInvalidData?: InvalidDataHandler | undefined;
}

export interface RequestOptions<S extends core.$ZodType | undefined> {
  /** The endpoint's name, carried into every ApiError. */
  endpoint: string;
  method: HttpMethod;
  path: string;
  query?: Record<string, QueryValue> | undefined;
  /** A JSON body, or FormData for multipart. */
  body?: unknown;
  /** The schema the answer is parsed with; without one the answer is returned as unknown JSON. */
  schema?: S | undefined;
  /**
   * Whether the call reads data, so that a 2xx body that is not JSON (a page, cut-off JSON) is a bad answer;
   * a write reads such a body as no data. Default: true for GET.
   */
  read?: boolean | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  /** Extra headers for this request only. */
  headers?: Record<string, string> | undefined;
  /** Overrides the configured token lookup (the admin client passes its own). */
  accessToken?: string | null | undefined;
}

/** How long a read waits for an answer by default: with no retry after a time-out, the page says so within about 20 s. */
export const READ_TIMEOUT_MS = 15_000;
/** How long a write waits by default: a slow save is still worth its answer. */
export const WRITE_TIMEOUT_MS = 30_000;

export type Transport = <S extends core.$ZodType | undefined = undefined>(
  options: RequestOptions<S>,
) => Promise<S extends core.$ZodType ? core.output<S> : unknown>;

/** Joins the base URL, the path and the query; absent query values are left out. */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = /^https?:\/\//i.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** The server's own message from an error body, under the names servers commonly use. */
export function extractServerMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    // An HTML error page is not a message a person should read.
    return text && text.length <= 300 && !text.startsWith('<') ? text : undefined;
  }
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'msg', 'error', 'detail', 'error_message']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
      return (value as { message: string }).message;
    }
  }
  return undefined;
}

/** One signal that fires when the caller aborts or the timeout passes; says which. */
function linkSignals(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

async function readBody(response: Response): Promise<{ json: unknown; text: string; isJson: boolean }> {
  const text = await response.text();
  if (!text.trim()) return { json: undefined, text, isJson: false };
  try {
    return { json: JSON.parse(text), text, isJson: true };
  } catch {
    return { json: undefined, text, isJson: false };
  }
}

/** Builds the one function every endpoint goes through: auth, timeout, abort, parsing, ApiError. */
export function createTransport(config: TransportConfig): Transport {
  const run = async (options: RequestOptions<core.$ZodType | undefined>): Promise<unknown> => {
    const { endpoint } = options;
    const fetchImpl = config.fetch ?? globalThis.fetch;
    if (typeof fetchImpl !== 'function') {
      throw new ApiError({ kind: 'network', endpoint, messageId: 'noFetch' });
    }
    if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', endpoint });

    const headers: Record<string, string> = { Accept: 'application/json', ...config.headers, ...options.headers };
    let token: string | null | undefined;
    try {
      token = options.accessToken !== undefined ? options.accessToken : await config.getAccessToken?.();
    } catch (cause) {
      throw new ApiError({ kind: 'network', endpoint, messageId: 'accessToken', cause });
    }
    if (token) headers.Authorization = `Bearer ${token}`;

    // null, not undefined: fetch's RequestInit says `body?: BodyInit | null` (strict hosts compile this source too).
    let body: BodyInit | null = null;
    if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
      body = options.body; // fetch sets the multipart boundary itself
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      try {
        body = JSON.stringify(options.body);
      } catch (cause) {
        throw new ApiError({ kind: 'validation', endpoint, messageId: 'requestNotPrepared', cause });
      }
    }

    const isRead = options.read ?? options.method === 'GET';
    const link = linkSignals(options.signal, options.timeoutMs ?? config.timeoutMs ?? (isRead ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS));
    let response: Response;
    let payload: Awaited<ReturnType<typeof readBody>>;
    try {
      response = await fetchImpl(buildUrl(config.baseUrl, options.path, options.query), {
        method: options.method,
        headers,
        body,
        signal: link.signal,
        // Left out unless set, so a host's own fetch sees exactly what it saw before.
        ...(config.credentials ? { credentials: config.credentials } : {}),
      });
      payload = await readBody(response);
    } catch (cause) {
      if (link.timedOut()) throw new ApiError({ kind: 'timeout', endpoint, cause });
      if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', endpoint, cause });
      throw new ApiError({ kind: 'network', endpoint, cause });
    } finally {
      link.dispose();
    }

    if (!response.ok) {
      throw new ApiError({
        kind: 'http',
        endpoint,
        status: response.status,
        serverMessage: extractServerMessage(payload.isJson ? payload.json : payload.text),
        retryAfterMs: parseRetryAfter(response.headers?.get?.('Retry-After')),
      });
    }
    const { schema } = options;
    if (!schema) return payload.json;
    const status = response.status;
    const unreadable = (messageId: ApiErrorMessageId, cause?: unknown, message?: string) =>
      new ApiError({ kind: 'validation', endpoint, status, messageId, message, cause });
    /** Which readable words a body that is not JSON gets. */
    const textMessage = (): ApiErrorMessageId =>
      !payload.text.trim() ? 'emptyAnswer' : payload.text.trimStart().startsWith('<') ? 'pageAnswer' : 'validation';
    // Any 2xx is a success: no body, or a body that is not JSON, is read as no data (undefined), which the
    // schema may accept (an optional entity, an empty list). Only a read refuses a body it cannot read.
    if (!payload.isJson && payload.text.trim() && isRead) throw unreadable(textMessage());
    const gathered = (() => {
      try {
        return collectInvalidItems(() => z.safeParse(schema, payload.isJson ? payload.json : undefined, withMessages));
      } catch (cause) {
        // A schema's own code failing on strange data is still a bad answer, never a crash.
        throw unreadable('validation', cause);
      }
    })();
    const parsed = gathered.result;
    if (!parsed.success) {
      if (!payload.isJson) throw unreadable(textMessage(), parsed.error);
      const first = parsed.error.issues[0];
      const details = first ? ` (${first.path.map(String).join('.') || 'body'}: ${first.message})` : '';
      throw unreadable('unreadableAnswer', parsed.error, `The server sent an answer we could not read${details}.`);
    }
    reportCollected(config.onInvalidData, endpoint, gathered);
    return parsed.data;
  };
  return run as Transport;
}
