import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type * as FloatingUi from '@floating-ui/react-dom';
import type { Placement } from '@floating-ui/react-dom';
import { useOverlayLayerContext } from './layers';

export type FloatingPlacement = Placement;

export interface FloatingPositionOptions {
  /** Whether the popup is shown: positioning runs only then. */
  open: boolean;
  /** Where the popup goes before flipping and shifting; default `bottom-start`. */
  placement?: FloatingPlacement | undefined;
  /** Pixels between the anchor and the popup; default 4. */
  gap?: number | undefined;
  /** Gives the popup the anchor's width (list boxes under their field); default false. */
  matchWidth?: boolean | undefined;
  /** The tallest the popup grows (a CSS length) before it scrolls; default the room left in the viewport. */
  maxHeight?: string | undefined;
  /** The widest the popup grows (a CSS length); default the room left in the viewport. */
  maxWidth?: string | undefined;
}

/** Room kept between a popup and the viewport's edges. */
const EDGE = 8;

/** The room left in the viewport, in pixels, under the popup's own limit when it has one. */
function capped(room: number, limit: string | undefined): string {
  const px = `${Math.max(0, Math.floor(room))}px`;
  return limit ? `min(${limit}, ${px})` : px;
}

// Floating UI is not on the first view (no first view shows a popup): it downloads a while after the page has
// loaded, so a reader who then loses the network still gets placed popups, or at the latest when a popup opens.
// A failed download is forgotten, so the next popup tries again; meanwhile popups keep their rough place.
let floatingUi: Promise<typeof FloatingUi> | undefined;
function loadFloatingUi(): Promise<typeof FloatingUi> {
  floatingUi ??= import('@floating-ui/react-dom').catch((error: unknown) => {
    floatingUi = undefined;
    throw error;
  });
  return floatingUi;
}

/** After the page's load and a few quiet seconds: work that must not compete with the first view. */
const WARM_AFTER_LOAD_MS = 3000;
let warming = false;

/** Starts Floating UI's download once the page has loaded and settled (browser only, once per page). */
function warmFloatingUi(): void {
  if (warming || typeof window === 'undefined') return;
  warming = true;
  const idle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run) : run());
  const start = () =>
    window.setTimeout(() => idle(() => void loadFloatingUi().catch(() => undefined)), WARM_AFTER_LOAD_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Where the popup goes before Floating UI is here (its first opening): the asked side, unflipped. */
function roughPosition(
  reference: HTMLElement,
  floating: HTMLElement,
  placement: Placement,
  gap: number,
  fixed: boolean,
) {
  const anchor = reference.getBoundingClientRect();
  const [side, align] = placement.split('-');
  const scrollX = fixed ? 0 : window.scrollX;
  const scrollY = fixed ? 0 : window.scrollY;
  const top = side === 'top' ? anchor.top - floating.offsetHeight - gap : anchor.bottom + gap;
  const left = align === 'end' ? anchor.right - floating.offsetWidth : anchor.left;
  return { x: left + scrollX, y: top + scrollY };
}

/**
 * Anchors a popup to an element with Floating UI: flips to the other side and shifts along it to stay in the
 * viewport, caps its size to the room there, and follows scrolling and resizing while both are mounted
 * (`position: fixed` inside a modal dialog, `absolute` on the page).
 * The position is written to the popup's CSSOM, not a `style` attribute, so a strict Content Security
 * Policy (no `style-src 'unsafe-inline'`) allows it.
 */
export function useFloatingPosition(options: FloatingPositionOptions) {
  const { open, placement = 'bottom-start', gap = 4, matchWidth = false, maxHeight, maxWidth } = options;
  // In a dialog the popup sits in the panel (see FloatingLayer): fixed, so the dialog's scrolling never clips it.
  const container = useOverlayLayerContext()?.container;
  const strategy = container && container !== 'body' ? 'fixed' : 'absolute';
  // The anchor becomes state only while the popup is open: a ref callback that sets state re-renders its component
  // synchronously as it mounts, and a page mounts every closed menu and picker at once (a feed: two per post).
  const referenceNode = useRef<HTMLElement | null>(null);
  const isOpen = useRef(open);
  const [reference, setOpenReference] = useState<HTMLElement | null>(null);
  const setReference = useCallback((node: HTMLElement | null) => {
    referenceNode.current = node;
    if (isOpen.current) setOpenReference(node);
  }, []);
  useLayoutEffect(() => {
    isOpen.current = open;
    setOpenReference(open ? referenceNode.current : null);
  }, [open]);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const [actual, setActual] = useState<Placement>(placement);
  useLayoutEffect(warmFloatingUi, []);

  useLayoutEffect(() => {
    if (!open || !reference || !floating) return;
    let stopped = false;
    let stopUpdates: (() => void) | undefined;
    const place = (x: number, y: number) => {
      floating.style.setProperty('left', `${x}px`); // physical: Floating UI's x is a physical coordinate
      floating.style.setProperty('top', `${y}px`);
    };
    floating.style.setProperty('position', strategy);
    const rough = roughPosition(reference, floating, placement, gap, strategy === 'fixed');
    place(rough.x, rough.y);
    loadFloatingUi().then(
      ({ autoUpdate, computePosition, flip, offset, shift, size }) => {
        if (stopped) return;
        stopUpdates = autoUpdate(reference, floating, () => {
          void computePosition(reference, floating, {
            placement,
            strategy,
            middleware: [
              offset(gap),
              flip({ padding: EDGE }),
              shift({ padding: EDGE }),
              size({
                padding: EDGE,
                apply({ availableWidth, availableHeight, rects }) {
                  floating.style.setProperty('max-height', capped(availableHeight, maxHeight));
                  floating.style.setProperty('max-width', capped(availableWidth, maxWidth));
                  if (matchWidth) floating.style.setProperty('width', `${rects.reference.width}px`);
                },
              }),
            ],
          }).then((position) => {
            if (stopped) return;
            place(position.x, position.y);
            setActual(position.placement);
          });
        });
      },
      () => {
        // Offline, say: the popup keeps its rough place, and the next opening downloads again.
      },
    );
    return () => {
      stopped = true;
      stopUpdates?.();
    };
  }, [open, reference, floating, strategy, placement, gap, matchWidth, maxHeight, maxWidth]);

  return {
    /** The ref callback for the anchor (the trigger, or the field the list belongs to). */
    setReference,
    /** The ref callback for the popup. */
    setFloating,
    /** The anchor element while the popup is open (null while it is closed). */
    reference,
    /** The popup element while it is mounted. */
    floating,
    /** The placement after flipping (`top-start` when there was no room below). */
    placement: actual,
  };
}
