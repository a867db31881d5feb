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

type FakeInterval = { callback: TimeoutCallback; every: number; due: number };

/** The fakes of the running story or test; null: every timer is the platform's. */
let fakes: { now: number; lastId: number; intervals: Map<number, FakeInterval> } | null = null;
let installed = false;

/*
 * Installed once and left in place, passing through while no story fakes: TanStack warns on every change of its
 * provider after timers ran, and timers made by one provider must be cleared by the same.
 */
function install() {
  if (installed) return;
  installed = true;
  timeoutManager.setTimeoutProvider({
    setTimeout: platform.setTimeout,
    clearTimeout: platform.clearTimeout,
    setInterval: (callback, delay) => {
      if (!fakes) return platform.setInterval(callback, delay);
      const every = Math.max(1, delay);
      fakes.lastId -= 1;
      fakes.intervals.set(fakes.lastId, { callback, every, due: fakes.now + every });
      return fakes.lastId;
    },
    clearInterval: (id) => {
      if (typeof id === 'number' && id < 0) fakes?.intervals.delete(id);
      else platform.clearInterval(id);
    },
  });
}

/**
 * Fakes TanStack Query's intervals (`refetchInterval`), and only them, through its `timeoutManager`: a story or a
 * browser test can then say "a minute passes" without waiting a minute, while the page, the mock worker, React and
 * Testing Library's waits keep the real timers (faking the window's timers would stop them). Timeouts stay real.
 * Ids of fakes are negative, so clearing a platform timer still reaches the platform.
 */
export function fakeQueryIntervals(): FakeQueryIntervals {
  install();
  const own = { now: 0, lastId: 0, intervals: new Map<number, FakeInterval>() };
  fakes = own;
  return {
    advance(ms) {
      const until = own.now + ms;
      for (;;) {
        let next: FakeInterval | undefined;
        for (const timer of own.intervals.values()) if (timer.due <= until && (!next || timer.due < next.due)) next = timer;
        if (!next) break;
        own.now = next.due;
        next.due += next.every;
        next.callback();
      }
      own.now = until;
    },
    restore() {
      own.intervals.clear();
      if (fakes === own) fakes = null;
    },
  };
}
