import { useEffect, useState } from 'react';
import { useEdu } from '../EduProvider/context';

/** The server's `Retry-After` an error carries (an ApiError's `retryAfterMs`), in milliseconds; undefined when none. */
export function retryAfterOf(error: unknown): number | undefined {
  const ms = typeof error === 'object' && error !== null ? (error as { retryAfterMs?: unknown }).retryAfterMs : undefined;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

// When each error may be tried again, by the error itself: the wait started when the error was first shown and is
// not restarted by a re-render or by the same error shown again after a remount (a list switching states).
const readyTimes = new WeakMap<object, number>();

function readyTimeOf(error: unknown, now: number): number | undefined {
  const ms = retryAfterOf(error);
  if (ms === undefined || typeof error !== 'object' || error === null) return undefined;
  let at = readyTimes.get(error);
  if (at === undefined) {
    at = now + ms;
    readyTimes.set(error, at);
  }
  return at;
}

export interface UseRetryWaitResult {
  /** True while the server's wait lasts: Try again must not be sent yet. */
  waiting: boolean;
  /** Whole seconds left to wait (rounded up); 0 when Try again may be sent. */
  secondsLeft: number;
}

/**
 * The wait a server asked for with `Retry-After` before an error's action may be tried again, counted down on the
 * provider's clock. No wait for an error without one.
 */
export function useRetryWait(error: unknown): UseRetryWaitResult {
  const { clock } = useEdu();
  const [now, setNow] = useState(() => clock.now());
  const readyAt = readyTimeOf(error, clock.now());
  const waiting = readyAt !== undefined && readyAt > now;

  useEffect(() => {
    if (readyAt === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Once a second, and exactly when the wait ends, so Try again comes back on time.
    const tick = () => {
      const current = clock.now();
      setNow(current);
      const left = readyAt - current;
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [readyAt, clock]);

  return { waiting, secondsLeft: waiting ? Math.ceil((readyAt - now) / 1000) : 0 };
}
