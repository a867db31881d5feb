import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore';

describe('createToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows toasts oldest first with their kind, defaulting to info, and returns distinct ids', () => {
    const store = createToastStore();
    const first = store.show({ kind: 'success', title: 'Profile saved' });
    const second = store.show({ title: 'New jobs match your preferences', description: '3 jobs in Leeds' });
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toEqual([
      { id: first, kind: 'success', title: 'Profile saved', description: undefined, durationMs: 5000, paused: false },
      { id: second, kind: 'info', title: 'New jobs match your preferences', description: '3 jobs in Leeds', durationMs: 5000, paused: false },
    ]);
  });

  it('dismisses a toast by itself after the default 5000 ms', () => {
    const store = createToastStore();
    store.show({ kind: 'success', title: 'Profile saved' });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours a per-toast duration and keeps a 0 ms toast until dismissed', () => {
    const store = createToastStore();
    store.show({ title: 'Short', durationMs: 1000 });
    const sticky = store.show({ kind: 'error', title: 'Could not send your application', durationMs: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((item) => item.id)).toEqual([sticky]);
    store.dismiss(sticky);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('pauses a toast with the time it has left and resumes from there', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Event published', durationMs: 5000 });
    vi.advanceTimersByTime(3000);
    store.pause(id);
    expect(store.getSnapshot()[0]?.paused).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume(id);
    expect(store.getSnapshot()[0]?.paused).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers on every change, gives a stable snapshot otherwise, and stops after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    const id = store.show({ title: 'Saved' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    store.pause(id);
    store.pause(id);
    expect(listener).toHaveBeenCalledTimes(2);
    store.dismiss('unknown');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('uses the injected timer functions', () => {
    const callbacks: Array<() => void> = [];
    const setTimeout = vi.fn((callback: () => void) => callbacks.push(callback));
    const clearTimeout = vi.fn();
    const store = createToastStore({ setTimeout, clearTimeout, defaultDurationMs: 2500 });
    const id = store.show({ title: 'Copied link' });
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 2500);
    callbacks[0]?.();
    expect(store.getSnapshot()).toEqual([]);
    store.show({ title: 'Another' });
    store.clear();
    expect(clearTimeout).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([]);
    expect(id).toBeTruthy();
  });
});
