import { createContext, useContext, useLayoutEffect, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';

/**
 * The stack of open layers (dialogs and popups), so Escape closes the innermost one only, as in Radix's
 * DismissableLayer and React Aria: a layer that would react to an Escape it did not receive first (a dialog
 * seeing it bubble from a list box's input, a tooltip's document listener) asks `isTopLayer` before it acts.
 */
export interface OverlayLayer {
  /** The layer this one opened in (a list box's dialog), or null at the page's level. */
  readonly parent: OverlayLayer | null;
}

export interface OverlayLayerContextValue {
  /** The layer the subtree renders in. */
  layer: OverlayLayer;
  /**
   * Where popups opened in this subtree are portalled: a modal dialog's container inside its `aria-modal` panel
   * (null until it has mounted), or `body` at the page's level.
   */
  container: Element | 'body' | null;
}

export const OverlayLayerContext = createContext<OverlayLayerContextValue | null>(null);

/** The enclosing layer and its popup container; null at the page's level. */
export function useOverlayLayerContext(): OverlayLayerContextValue | null {
  return useContext(OverlayLayerContext);
}

interface Stack {
  layers: OverlayLayer[];
  onKeyDown: (event: KeyboardEvent) => void;
}

const stacks = new WeakMap<Document, Stack>();
// The innermost layer when an Escape started, before any handler closed a popup: by the time the event bubbles
// to a dialog, React may already have closed the list and unregistered its layer.
const topAtEscape = new WeakMap<Event, OverlayLayer | null>();

function isAncestor(layer: OverlayLayer, of: OverlayLayer): boolean {
  for (let node = of.parent; node; node = node.parent) if (node === layer) return true;
  return false;
}

/** The last opened layer that holds no other open layer (a child registers before its parent on mount). */
function topOf(layers: readonly OverlayLayer[]): OverlayLayer | null {
  for (let index = layers.length - 1; index >= 0; index -= 1) {
    const layer = layers[index]!;
    if (!layers.some((other) => other !== layer && isAncestor(layer, other))) return layer;
  }
  return null;
}

function register(doc: Document, layer: OverlayLayer): () => void {
  let stack = stacks.get(doc);
  if (!stack) {
    const layers: OverlayLayer[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') topAtEscape.set(event, topOf(layers));
    };
    stack = { layers, onKeyDown };
    stacks.set(doc, stack);
    // Capture on the document runs before every handler of the page, React's included.
    doc.addEventListener('keydown', onKeyDown, true);
  }
  stack.layers.push(layer);
  const current = stack;
  return () => {
    const index = current.layers.indexOf(layer);
    if (index >= 0) current.layers.splice(index, 1);
    if (current.layers.length === 0) {
      doc.removeEventListener('keydown', current.onKeyDown, true);
      stacks.delete(doc);
    }
  };
}

/**
 * A layer of its own inside the enclosing one, in the stack while `open` (from layout time, before the user can
 * press a key). `doc` is the document it opens in; default the global one.
 */
export function useOverlayLayer(open: boolean, doc?: Document | null): OverlayLayer {
  const parent = useOverlayLayerContext()?.layer ?? null;
  const [layer] = useState<OverlayLayer>(() => ({ parent }));
  useLayoutEffect(() => {
    const target = doc ?? (typeof document === 'undefined' ? null : document);
    if (!open || !target) return;
    return register(target, layer);
  }, [open, doc, layer]);
  return layer;
}

/** Whether `layer` is the innermost open one for this Escape (or, without an event, now). */
export function isTopLayer(layer: OverlayLayer, event?: Event): boolean {
  if (event && topAtEscape.has(event)) return topAtEscape.get(event) === layer;
  const doc = typeof document === 'undefined' ? null : document;
  const stack = doc ? stacks.get(doc) : undefined;
  return !stack || topOf(stack.layers) === layer;
}

/**
 * A combobox input's keydown for Escape on a closed list: nothing of the combobox is open, so the key is the
 * enclosing layer's (a dialog closes) rather than downshift's, which would clear the field and swallow it.
 */
export function passEscapeWhenClosed(isOpen: boolean) {
  return (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape' && !isOpen) {
      (event.nativeEvent as { preventDownshiftDefault?: boolean | undefined }).preventDownshiftDefault = true;
    }
  };
}
