import { uploadMessages } from './uploadMessages';
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
  /** Which of the client's own texts this is, by name (also when `message` words it with details); default the kind's or status's when no message is given. */
  messageId?: ApiErrorMessageId | undefined;
  /** How long the server asked us to wait before trying again (its `Retry-After`), in milliseconds. */
  retryAfterMs?: number | undefined;
  cause?: unknown;
}

/**
 * Names the texts the client writes itself (by kind, by HTTP status, or a request it could not build), so a UI can
 * say them in its reader's language. The server's own message and a message the caller gave have none.
 */
export type ApiErrorMessageId =
  | ApiErrorKind
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'tooManyRequests'
  | 'serverError'
  | 'requestNotPrepared'
  | 'emptyAnswer'
  | 'pageAnswer'
  | 'unreadableAnswer'
  | 'accessToken'
  | 'noFetch'
  | 'imageUrl'
  | 'uploadFailed'
  | 'uploadNetwork'
  | 'uploadTimeout';

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
  /**
   * Which of the client's own texts `message` is ('network', 'forbidden', …), for a UI that shows it in its reader's
   * language; undefined when `message` is the server's or the caller's own words.
   */
  readonly messageId: ApiErrorMessageId | undefined;

  constructor(init: ApiErrorInit) {
    const given = init.message ?? init.serverMessage;
    const id = init.messageId ?? httpMessageId(init.status) ?? init.kind;
    super(given ?? clientMessages[id], { cause: init.cause });
    // A message the client wrote with its id (an unreadable answer's details, say) keeps the id; other words do not.
    const serversWords = init.message === undefined && init.serverMessage !== undefined;
    this.messageId = serversWords ? undefined : (init.messageId ?? (given === undefined ? id : undefined));
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

const clientMessages: Record<ApiErrorMessageId, string> = {
  ...defaultMessages,
  unauthorized: 'Please log in again to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'We could not find what you were looking for.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'The server had a problem. Please try again later.',
  requestNotPrepared: REQUEST_NOT_PREPARED_MESSAGE,
  emptyAnswer: 'The server sent an empty answer. Please try again later.',
  pageAnswer: 'The server sent a page instead of data. Please try again later.',
  unreadableAnswer: defaultMessages.validation,
  accessToken: 'Could not read the access token.',
  noFetch: 'No fetch implementation is available.',
  imageUrl: 'The image URL could not be prepared.',
  uploadFailed: uploadMessages.failed,
  uploadNetwork: uploadMessages.network,
  uploadTimeout: uploadMessages.timeout,
};

function httpMessageId(status: number | undefined): ApiErrorMessageId | undefined {
  if (status === undefined) return undefined;
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooManyRequests';
  if (status >= 500) return 'serverError';
  return undefined;
}

/**
 * True for an ApiError, also across bundle copies where instanceof fails. By its name and kind only, without
 * instanceof: code that only checks errors (a card's hooks) then does not carry the class and its messages.
 */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError' && 'kind' in value;
}
