/** What went wrong, as a closed set a UI can switch on. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'validation' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The endpoint's name in the endpoints table, e.g. `feed.getFeed`. */
  endpoint: string;
  /** HTTP status, when the server answered. */
  status?: number | undefined;
  /** The server's own message, when it sent one. */
  serverMessage?: string | undefined;
  /** A sentence a person can read; derived from the kind when not given. */
  message?: string | undefined;
  /** How long the server asked us to wait before trying again (its `Retry-After`), in milliseconds. */
  retryAfterMs?: number | undefined;
  cause?: unknown;
}

const defaultMessages: Record<ApiErrorKind, string> = {
  network: 'Network error: Please check your connection and try again',
  timeout: 'The server took too long to answer. Please try again.',
  http: 'The server could not complete the request. Please try again.',
  validation: 'The server sent an answer we could not read. Please try again later.',
  aborted: 'The request was cancelled.',
};

/** The message of a request that cannot be built (a body JSON cannot carry, a part that is not a file). */
export const REQUEST_NOT_PREPARED_MESSAGE = 'The request could not be prepared. Please check the values and try again.';

/**
 * The only error the client throws. `kind` says what failed; `message` is readable as it is;
 * `serverMessage` keeps the server's own words where the spec shows them to the user.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  /** The server's `Retry-After` in milliseconds (a 429 or 503 that said when to come back), else undefined. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.serverMessage ?? httpMessage(init.status) ?? defaultMessages[init.kind], {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.retryAfterMs = init.retryAfterMs;
  }
}

/**
 * A `Retry-After` header in milliseconds: either seconds (`120`) or an HTTP date, measured from `now`. Undefined when
 * absent or unreadable; a date in the past is 0.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function httpMessage(status: number | undefined): string | undefined {
  if (status === undefined) return undefined;
  if (status === 401) return 'Please log in again to continue.';
  if (status === 403) return 'You do not have permission to do this.';
  if (status === 404) return 'We could not find what you were looking for.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server had a problem. Please try again later.';
  return undefined;
}

/**
 * True for an ApiError, also across bundle copies where instanceof fails. By its name and kind only, without
 * instanceof: code that only checks errors (a card's hooks) then does not carry the class and its messages.
 */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError' && 'kind' in value;
}
