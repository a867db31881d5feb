import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError, type ApiError } from '@edupassport/api-client/rules';

/** How many times a failed read is tried again before its error shows. */
const READ_RETRIES = 2;

/**
 * Whether another try may cure a failed read: no answer, a slow answer, or a server that is overloaded or down.
 * A 4xx (not found, forbidden, a bad request) or an answer we could not read would fail the same way again.
 */
export function isRetryableError(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  const status = error.status ?? 0;
  return error.kind === 'http' && (status === 408 || status === 429 || status >= 500);
}

/** The longest `Retry-After` a read waits out; a server asking for longer gets its error shown (with Try again). */
const MAX_RETRY_AFTER_MS = 20_000;

/**
 * The kit's read retry rule: network errors, 408, 429 and 5xx, twice. A time-out is not tried again: the person has
 * already waited the whole time-out, so the read gives up within about 20 s and the page offers Try again.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= READ_RETRIES || !isRetryableError(error) || error.kind === 'timeout') return false;
  return (error.retryAfterMs ?? 0) <= MAX_RETRY_AFTER_MS;
}

/** The wait before another try: the server's `Retry-After` when it sent one, else TanStack's back-off (1 s, 2 s, ...). */
export function readRetryDelay(failureCount: number, error: unknown): number {
  const asked = isApiError(error) ? error.retryAfterMs : undefined;
  return asked ?? Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * Defaults for cards: what the page shows stays fresh for a minute (a server-rendered page does not fetch again
 * while hydrating), no refetch storm when the window regains focus, retries only where they can help, and writes
 * never retried (a second POST could post twice).
 */
export const eduQueryDefaults = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: shouldRetryRead,
    retryDelay: readRetryDelay,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

/**
 * A QueryClient with the kit's defaults; `overrides` are merged over them per kind (`{ queries: { retry: false } }`
 * for tests, say). EduProvider makes one per provider when the host passes none.
 */
export function createEduQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: { ...eduQueryDefaults.queries, ...overrides.queries },
      mutations: { ...eduQueryDefaults.mutations, ...overrides.mutations },
    },
  });
}
