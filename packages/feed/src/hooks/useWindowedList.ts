import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** Measuring before paint matters in the browser only; on the server the effect never runs. */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface UseWindowedListOptions {
  /** The rows' stable keys (post ids), in order. */
  keys: ReadonlyArray<string | number>;
  /** The height assumed for a row not yet measured, in pixels; default 480. */
  estimatedSize?: number | undefined;
  /** Extra pixels rendered above and below the viewport, so fast scrolling meets ready rows; default 1200. */
  overscan?: number | undefined;
  /** Rows rendered before anything is measured (and on the server); default 4. */
  initialCount?: number | undefined;
  /** The element the list scrolls in; default: its nearest ancestor that scrolls (`findScrollContainer`), else the window. */
  scrollContainer?: HTMLElement | null | undefined;
}

export interface UseWindowedListResult {
  /** The first row rendered (inclusive). */
  start: number;
  /** The row after the last one rendered (exclusive). */
  end: number;
  /** Space standing in for the rows above `start`, in pixels. */
  paddingTop: number;
  /** Space standing in for the rows after `end`, in pixels. */
  paddingBottom: number;
  /** Goes on the list element: its position on the page places the window. */
  listRef: (node: HTMLElement | null) => void;
  /** Goes on each rendered row: its measured height replaces the estimate. */
  measureRef: (key: string | number) => (node: HTMLElement | null) => void;
  /** The element the list scrolls in, once the list is mounted; null for the window. */
  scrollElement: HTMLElement | null;
}

const SCROLLING_OVERFLOW = /(auto|scroll|overlay)/;

/**
 * The ancestors whose overflow lets them scroll the list vertically, nearest first. `body` counts only when it
 * scrolls itself (the root's overflow is not visible): otherwise its overflow belongs to the window.
 * `overflow-x: hidden` alone makes `overflow-y` compute to `auto`, so being listed here does not mean scrolling.
 */
function scrollCandidates(node: HTMLElement | null): HTMLElement[] {
  if (!node || typeof window === 'undefined') return [];
  const doc = node.ownerDocument;
  const root = doc.documentElement;
  const view = doc.defaultView ?? window;
  const out: HTMLElement[] = [];
  for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
    if (!SCROLLING_OVERFLOW.test(view.getComputedStyle(el).overflowY)) continue;
    if (el === doc.body && view.getComputedStyle(root).overflowY === 'visible') break;
    out.push(el);
  }
  return out;
}

/** Whether the element scrolls now: its content is taller than its box (a box without a height limit never is). */
function overflowsVertically(el: HTMLElement): boolean {
  return el.scrollHeight - el.clientHeight > 1;
}

/**
 * The nearest ancestor that really scrolls the list (its overflow allows it and its content is taller than it), or
 * null when the window does: a feed in a sidebar, a dialog, an app shell's main area or a scrolling `body` scrolls
 * with it; a wrapper with `overflow-x: hidden` or `overflow: auto` and no height does not. The answer changes with
 * layout (a panel starts to scroll once its content outgrows it): `useWindowedList` asks again on every resize.
 */
export function findScrollContainer(node: HTMLElement | null): HTMLElement | null {
  return scrollCandidates(node).find(overflowsVertically) ?? null;
}

/**
 * Windowing for a list that scrolls with the page or inside a scrolling panel: only the rows near the
 * visible part of it are rendered,
 * the others stand in as padding. Row heights are measured with ResizeObserver (cards grow when
 * comments open or images load) and kept by key, so prepending or removing a row keeps them.
 * Scroll work is one passive listener, throttled to one update per animation frame.
 */
export function useWindowedList(options: UseWindowedListOptions): UseWindowedListResult {
  const { keys, estimatedSize = 480, overscan = 1200, initialCount = 4, scrollContainer } = options;
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [viewport, setViewport] = useState<{ top: number; bottom: number } | null>(null);
  const [list, setList] = useState<HTMLElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const nodes = useRef(new Map<string, HTMLElement>());

  // Offsets of every row: one pass per render; 1,000 rows cost a few microseconds.
  const offsets = useMemo(() => {
    const out = new Float64Array(keys.length + 1);
    for (let i = 0; i < keys.length; i += 1)
      out[i + 1] = (out[i] as number) + (sizes.get(String(keys[i])) ?? estimatedSize);
    return out;
  }, [keys, estimatedSize, sizes]);

  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver((entries) => {
      const measured: Array<[string, number]> = [];
      for (const entry of entries) {
        const node = entry.target as HTMLElement;
        const key = node.dataset.windowKey;
        const height = entry.borderBoxSize?.[0]?.blockSize ?? node.getBoundingClientRect().height;
        if (key !== undefined && height > 0) measured.push([key, height]);
      }
      if (!measured.length) return;
      setSizes((current) => {
        const changed = measured.filter(([key, height]) => Math.abs((current.get(key) ?? -1) - height) > 0.5);
        if (!changed.length) return current;
        const next = new Map(current);
        for (const [key, height] of changed) next.set(key, height);
        return next;
      });
    });
    observer.current = ro;
    for (const node of nodes.current.values()) ro.observe(node);
    return () => {
      ro.disconnect();
      observer.current = null;
    };
  }, []);

  // Found once the list is mounted (before paint), then asked again whenever the list or a candidate changes size:
  // the list grows as pages load, and a panel only scrolls once its content outgrows it. A host's element wins.
  const [found, setFound] = useState<HTMLElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    const candidates = scrollContainer ? [] : scrollCandidates(list);
    const check = () => setFound(candidates.find(overflowsVertically) ?? null);
    check();
    if (!list || !candidates.length || typeof ResizeObserver === 'undefined') return undefined;
    const resizes = new ResizeObserver(check);
    resizes.observe(list);
    for (const candidate of candidates) resizes.observe(candidate);
    return () => resizes.disconnect();
  }, [list, scrollContainer]);
  const scrollElement = scrollContainer ?? found;

  // The visible part of the scroll container (clipped by the window) in the list's own coordinates,
  // on scroll and resize of either (one update per frame).
  useIsomorphicLayoutEffect(() => {
    if (!list || typeof window === 'undefined') return undefined;
    let frame = 0;
    const slack = Math.max(1, overscan / 2);
    const read = () => {
      frame = 0;
      const listTop = list.getBoundingClientRect().top;
      let visibleTop = 0;
      let visibleBottom = window.innerHeight;
      if (scrollElement) {
        const box = scrollElement.getBoundingClientRect();
        const top = box.top + scrollElement.clientTop;
        visibleTop = Math.max(visibleTop, top);
        visibleBottom = Math.max(visibleTop, Math.min(visibleBottom, top + scrollElement.clientHeight));
      }
      // The overscan is slack: the rows rendered still cover the screen until it has moved by half of it,
      // so the list re-renders every few hundred pixels of scrolling instead of every frame.
      setViewport((current) => {
        const next = { top: visibleTop - listTop, bottom: visibleBottom - listTop };
        return current && Math.abs(current.top - next.top) < slack && Math.abs(current.bottom - next.bottom) < slack
          ? current
          : next;
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    scrollElement?.addEventListener('scroll', schedule, { passive: true });
    // A panel can change size without the window (a sidebar opened, a dialog resized).
    const resizes = scrollElement && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(schedule) : null;
    if (scrollElement) resizes?.observe(scrollElement);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      scrollElement?.removeEventListener('scroll', schedule);
      resizes?.disconnect();
    };
  }, [list, overscan, scrollElement]);

  const count = keys.length;
  const total = offsets[count] ?? 0;
  let start = 0;
  let end = Math.min(count, initialCount);
  if (viewport) {
    const from = viewport.top - overscan;
    const to = viewport.bottom + overscan;
    start = Math.max(0, upperBound(offsets, from) - 1);
    end = Math.max(start, Math.min(count, upperBound(offsets, to)));
    if (end === start && count > 0) end = Math.min(count, start + 1);
  }
  // A row removed from under the window must not leave it empty.
  start = Math.min(start, Math.max(0, count - 1));

  // One stable callback per key, so a re-render does not detach and re-observe every row.
  const callbacks = useRef(new Map<string, (node: HTMLElement | null) => void>());
  const measureRef = useCallback((key: string | number) => {
    const id = String(key);
    let callback = callbacks.current.get(id);
    if (!callback) {
      callback = (node: HTMLElement | null) => {
        const previous = nodes.current.get(id);
        if (previous && previous !== node) {
          observer.current?.unobserve(previous);
          nodes.current.delete(id);
        }
        if (!node) {
          callbacks.current.delete(id);
          return;
        }
        node.dataset.windowKey = id;
        nodes.current.set(id, node);
        observer.current?.observe(node);
      };
      callbacks.current.set(id, callback);
    }
    return callback;
  }, []);

  return {
    start,
    end,
    paddingTop: offsets[start] ?? 0,
    paddingBottom: Math.max(0, total - (offsets[end] ?? total)),
    listRef: setList,
    measureRef,
    scrollElement,
  };
}

/** The first index whose offset is greater than `value` (binary search over the sorted offsets). */
function upperBound(offsets: Float64Array, value: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((offsets[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
