import { useLayoutEffect } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react-dom';
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
  const { refs, elements, x, y, strategy, placement: actual } = useFloating({
    open,
    placement,
    strategy: container && container !== 'body' ? 'fixed' : 'absolute',
    // Left/top, not a transform: popups animate and scale their own content with transforms.
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: EDGE }),
      shift({ padding: EDGE }),
      size({
        padding: EDGE,
        apply({ availableWidth, availableHeight, rects, elements: { floating } }) {
          floating.style.setProperty('max-height', capped(availableHeight, maxHeight));
          floating.style.setProperty('max-width', capped(availableWidth, maxWidth));
          if (matchWidth) floating.style.setProperty('width', `${rects.reference.width}px`);
        },
      }),
    ],
  });

  const floating = elements.floating;
  useLayoutEffect(() => {
    if (!floating) return;
    floating.style.setProperty('position', strategy);
    floating.style.setProperty('left', `${x}px`); // physical: Floating UI's x is a physical coordinate
    floating.style.setProperty('top', `${y}px`);
  }, [floating, strategy, x, y]);

  return {
    /** The ref callback for the anchor (the trigger, or the field the list belongs to). */
    setReference: refs.setReference,
    /** The ref callback for the popup. */
    setFloating: refs.setFloating,
    /** The anchor element, once mounted. */
    reference: elements.reference as HTMLElement | null,
    /** The popup element while it is mounted. */
    floating,
    /** The placement after flipping (`top-start` when there was no room below). */
    placement: actual,
  };
}
