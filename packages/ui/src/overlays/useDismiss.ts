import { useEffect, type RefObject } from 'react';
import { useLatest } from '@edupassport/internal/useLatest';

/**
 * While `enabled`, calls `onDismiss` when a pointer goes down outside `ref`, the non-modal overlays'
 * "click outside closes". Focus is left where the pointer put it.
 */
export function useOutsidePointerDown(ref: RefObject<HTMLElement | null>, enabled: boolean, onDismiss: () => void) {
  const latest = useLatest(onDismiss);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node) return;
    const doc = node.ownerDocument;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && node.contains(event.target)) return;
      latest.current();
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    return () => doc.removeEventListener('pointerdown', onPointerDown, true);
  }, [ref, enabled, latest]);
}

/**
 * The dismissal of an anchored, non-modal popup: a pointer press outside `ref`, or focus leaving it for
 * another element (a click on another control, Tab, a screen reader's cursor), calls `onDismiss`.
 */
export function useLightDismiss(ref: RefObject<HTMLElement | null>, enabled: boolean, onDismiss: () => void) {
  useOutsidePointerDown(ref, enabled, onDismiss);
  const latest = useLatest(onDismiss);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !node.contains(next)) latest.current();
    };
    node.addEventListener('focusout', onFocusOut);
    return () => node.removeEventListener('focusout', onFocusOut);
  }, [ref, enabled, latest]);
}
