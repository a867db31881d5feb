import { timeoutManager, type TimeoutCallback } from '@tanstack/react-query';

/** The platform's timers, as TanStack's own default provider calls them. */
const platform = {
  setTimeout: (callback: TimeoutCallback, delay: number) => setTimeout(callback, delay),
  clearTimeout: (id: unknown) => clearTimeout(id as number),
  setInterval: (callback: TimeoutCallback, delay: number) => setInterval(callback, delay),
  clearInterval: (id: unknown) => clearInterval(id as number),
};

/** Fake intervals of the query layer: time moves only with `advance`. */
export interface FakeQueryIntervals {
  /** Moves the intervals' clock on by `ms`, running each interval as many times as it fell due, in order. */
  advance(ms: number): void;
  /** Gives TanStack the platform's timers back. */
  restore(): void;
}

/**
 * Fakes TanStack Query's intervals (`refetchInterval`), and only them, through its `timeoutManager`: a story or a
 * browser test can then say "a minute passes" without waiting a minute, while the page, the mock worker, React and
 * Testing Library's waits keep the real timers (faking the window's timers would stop them). Timeouts stay real.
 * Ids of fakes are negative, so clearing a platform timer still reaches the platform.
 */
export function fakeQueryIntervals(): FakeQueryIntervals {
  let now = 0;
  let lastId = 0;
  const intervals = new Map<number, { callback: TimeoutCallback; every: number; due: number }>();
  timeoutManager.setTimeoutProvider({
    setTimeout: platform.setTimeout,
    clearTimeout: platform.clearTimeout,
    setInterval: (callback, every) => {
      lastId -= 1;
      intervals.set(lastId, { callback, every: Math.max(1, every), due: now + Math.max(1, every) });
      return lastId;
    },
    clearInterval: (id) => {
      if (typeof id === 'number' && intervals.delete(id)) return;
      platform.clearInterval(id);
    },
  });
  return {
    advance(ms) {
      const until = now + ms;
      for (;;) {
        let next: [number, { callback: TimeoutCallback; every: number; due: number }] | undefined;
        for (const entry of intervals) if (entry[1].due <= until && (!next || entry[1].due < next[1].due)) next = entry;
        if (!next) break;
        const [, timer] = next;
        now = timer.due;
        timer.due += timer.every;
        timer.callback();
      }
      now = until;
    },
    restore() {
      intervals.clear();
      timeoutManager.setTimeoutProvider(platform);
    },
  };
}
