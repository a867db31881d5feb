import type { ToastAdapter, ToastInput, ToastKind } from '../EduProvider/types';

/** One toast as the region shows it. */
export interface ToastItem {
  id: string;
  kind: ToastKind;
  title: string;
  description?: string | undefined;
  /** Milliseconds it shows for in total; 0 keeps it until dismissed. */
  durationMs: number;
  /** True while the user hovers or focuses it: its timer is stopped. */
  paused: boolean;
}

/** The toast adapter behind `ToastRegion`: a small external store that React reads with `useSyncExternalStore`. */
export interface ToastStore extends ToastAdapter {
  /** Shows a toast and returns its id. */
  show(toast: ToastInput): string;
  /** Removes a toast (and its timer); unknown ids are ignored. */
  dismiss(id: string): void;
  /** Removes every toast. */
  clear(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current toasts, oldest first; a new array after each change, the same one otherwise. */
  getSnapshot(): readonly ToastItem[];
  /** Stops a toast's timer, keeping the time it has left. */
  pause(id: string): void;
  /** Restarts a paused toast's timer with the time it had left. */
  resume(id: string): void;
}

export interface ToastStoreOptions {
  /** How long a toast shows when `show` gives no `durationMs`; default 5000 ms. */
  defaultDurationMs?: number | undefined;
  /** The timer function; default the global `setTimeout`, looked up at each call so fake timers work. */
  setTimeout?: ((callback: () => void, ms: number) => unknown) | undefined;
  /** Cancels what `setTimeout` returned; default the global `clearTimeout`. */
  clearTimeout?: ((handle: unknown) => void) | undefined;
  /** The clock used to know how long a paused toast has left; default `Date.now`. */
  now?: (() => number) | undefined;
}

interface Timer {
  handle: unknown;
  /** When it fires, while running. */
  deadline: number;
  /** What it has left, while paused. */
  remaining: number;
}

/**
 * A headless toast store: implements the EduProvider `ToastAdapter` (`show`, `dismiss`) plus what a
 * region needs to render and pause toasts. No React, no DOM, no styles.
 */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const {
    defaultDurationMs = 5000,
    setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    now = () => Date.now(),
  } = options;

  let items: readonly ToastItem[] = [];
  let counter = 0;
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of Array.from(listeners)) listener();
  };

  const update = (id: string, patch: Partial<ToastItem>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...patch } : item));
    emit();
  };

  const start = (id: string, ms: number) => {
    const handle = schedule(() => {
      timers.delete(id);
      store.dismiss(id);
    }, ms);
    timers.set(id, { handle, deadline: now() + ms, remaining: ms });
  };

  const store: ToastStore = {
    show({ kind = 'info', title, description, durationMs = defaultDurationMs }) {
      counter += 1;
      const id = `toast-${counter}`;
      const duration = Math.max(0, durationMs);
      items = [...items, { id, kind, title, description, durationMs: duration, paused: false }];
      if (duration > 0) start(id, duration);
      emit();
      return id;
    },
    dismiss(id) {
      const timer = timers.get(id);
      if (timer) cancel(timer.handle);
      timers.delete(id);
      if (!items.some((item) => item.id === id)) return;
      items = items.filter((item) => item.id !== id);
      emit();
    },
    clear() {
      for (const timer of timers.values()) cancel(timer.handle);
      timers.clear();
      if (items.length === 0) return;
      items = [];
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => items,
    pause(id) {
      const item = items.find((candidate) => candidate.id === id);
      if (!item || item.paused) return;
      const timer = timers.get(id);
      if (timer) {
        cancel(timer.handle);
        timer.remaining = Math.max(0, timer.deadline - now());
      }
      update(id, { paused: true });
    },
    resume(id) {
      const item = items.find((candidate) => candidate.id === id);
      if (!item || !item.paused) return;
      const timer = timers.get(id);
      if (timer) start(id, timer.remaining);
      update(id, { paused: false });
    },
  };
  return store;
}
