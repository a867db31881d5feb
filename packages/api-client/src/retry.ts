import { ApiError, isApiError } from './errors';

export interface RetryOptions {
  /** How many tries in all, the first included. */
  attempts: number;
  /** The wait after failed attempt `n` (1-based) before the next one, in milliseconds; a longer `Retry-After` wins. */
  delayMs: (failedAttempt: number) => number;
  /** Whether an error is worth another try; default: `isTransientError`. */
  shouldRetry?: ((error: unknown) => boolean) | undefined;
  /** The caller's signal: an abort stops at once, during an attempt or a wait, and is never retried. */
  signal?: AbortSignal | undefined;
  /** The endpoint named in the `aborted` ApiError raised during a wait. */
  endpoint: string;
}

/**
 * Failures another try may cure: no answer, a slow answer, or a server that is overloaded or down.
 * Other 4xx answers (a bad preset, a bad URL) would fail the same way again, so they are final.
 */
export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  const status = error.status ?? 0;
  return error.kind === 'http' && (status === 408 || status === 429 || status >= 500);
}

/** Waits `ms`, or rejects with an `aborted` ApiError as soon as `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined, endpoint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError({ kind: 'aborted', endpoint }));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ApiError({ kind: 'aborted', endpoint }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt` up to `attempts` times with the given back-off; the last error is rethrown as is. */
export async function retry<T>(attempt: (n: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const shouldRetry = options.shouldRetry ?? isTransientError;
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n >= options.attempts || options.signal?.aborted || !shouldRetry(error)) throw error;
      // A server that said when to come back is not asked again sooner.
      const asked = isApiError(error) ? (error.retryAfterMs ?? 0) : 0;
      await sleep(Math.max(options.delayMs(n), asked), options.signal, options.endpoint);
    }
  }
}
