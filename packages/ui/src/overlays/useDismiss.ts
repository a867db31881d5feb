import { useEffect } from 'react';
import { useLatest } from '@edupassport/internal/useLatest';

/** Whether `target` is inside one of `elements` (an anchor and its portalled popup count as one). */
function isInside(target: EventTarget | null, elements: ReadonlyArray<Element | null>): boolean {
  return target instanceof Node && elements.some((element) => element?.contains(target));
}

/**
 * While `enabled`, calls `onDismiss` when a pointer goes down outside both `anchor` and `popup`, the non-modal
 * overlays' "click outside closes". The popup is portalled out of the anchor's subtree, so it is named
 * apart. Focus is left where the pointer put it.
 */
export function useOutsidePointerDown(anchor: Element | null, popup: Element | null, enabled: boolean, onDismiss: () => void) {
  const latest = useLatest(onDismiss);
  useEffect(() => {
    // Nothing to dismiss until the popup has mounted.
    if (!enabled || !anchor || !popup) return;
    const doc = anchor.ownerDocument;
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target, [anchor, popup])) latest.current();
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    return () => doc.removeEventListener('pointerdown', onPointerDown, true);
  }, [anchor, popup, enabled, latest]);
}

/**
 * The dismissal of an anchored, non-modal popup: a pointer press outside the anchor and the popup, or focus
 * leaving both for another element (a click on another control, Tab, a screen reader's cursor), calls
 * `onDismiss`.
 */
export function useLightDismiss(anchor: Element | null, popup: Element | null, enabled: boolean, onDismiss: () => void) {
  useOutsidePointerDown(anchor, popup, enabled, onDismiss);
  const latest = useLatest(onDismiss);
  useEffect(() => {
    // Until the popup has mounted, focus moving into it would look like focus leaving.
    if (!enabled || !anchor || !popup) return;
    const onFocusOut = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (next instanceof Node && !isInside(next, [anchor, popup])) latest.current();
    };
    // The popup is not in the anchor's subtree, so focus leaving it does not bubble to the anchor.
    const nodes = [anchor, popup];
    for (const node of nodes) node.addEventListener('focusout', onFocusOut);
    return () => {
      for (const node of nodes) node.removeEventListener('focusout', onFocusOut);
    };
  }, [anchor, popup, enabled, latest]);
}
