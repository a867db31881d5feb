/**
 * Page-level effects of a modal: the rest of the page made inert, and the body's scroll locked.
 * Both are reference-counted so nested or overlapping modals undo exactly what they did, in any order.
 */

import { KEEP_ACTIVE_ATTRIBUTE } from './keepActive';

export { KEEP_ACTIVE_ATTRIBUTE };

// Elements we made inert, with how many open modals want them so. Host-set `inert` is never touched.
const inertCounts = new WeakMap<Element, number>();

function skip(element: Element): boolean {
  return element.hasAttribute(KEEP_ACTIVE_ATTRIBUTE) || ['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK'].includes(element.tagName);
}

/** Makes everything but `keep` (and its ancestors) inert, walking up to <body>; returns the undo. */
export function inertOthers(keep: Element): () => void {
  const doc = keep.ownerDocument;
  const changed: Element[] = [];
  let node: Element = keep;
  while (node !== doc.body && node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || skip(sibling)) continue;
      const count = inertCounts.get(sibling) ?? 0;
      if (count === 0 && sibling.hasAttribute('inert')) continue;
      inertCounts.set(sibling, count + 1);
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    for (const element of changed) {
      const count = (inertCounts.get(element) ?? 1) - 1;
      if (count > 0) {
        inertCounts.set(element, count);
      } else {
        inertCounts.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}

interface ScrollLock {
  count: number;
  overflow: string;
  /** The padding property the scrollbar's width went to, and its value before. */
  side: 'padding-left' | 'padding-right';
  padding: string;
}

const scrollLocks = new WeakMap<Document, ScrollLock>();

/**
 * Locks the body's scroll (keeping the layout from jumping by the scrollbar's width); returns the undo.
 * The padding stands in for the page's scrollbar, so it goes where that scrollbar was: the page's side, not the
 * kit's (a physical property, chosen by the page's direction). Browsers put the page's scrollbar on the left
 * when the root element is right to left (Chromium, Firefox), so a right-to-left page is padded on the left.
 */
export function lockScroll(doc: Document): () => void {
  const body = doc.body;
  let lock = scrollLocks.get(doc);
  if (!lock) {
    const view = doc.defaultView;
    const rtl = view?.getComputedStyle(doc.documentElement).direction === 'rtl';
    const side = rtl ? 'padding-left' : 'padding-right'; // physical: the side of the page's own scrollbar
    lock = { count: 0, overflow: body.style.overflow, side, padding: body.style.getPropertyValue(side) };
    const scrollbar = view ? view.innerWidth - doc.documentElement.clientWidth : 0;
    if (scrollbar > 0 && view) {
      const current = parseFloat(view.getComputedStyle(body).getPropertyValue(side)) || 0;
      body.style.setProperty(side, `${current + scrollbar}px`);
    }
    body.style.overflow = 'hidden';
    scrollLocks.set(doc, lock);
  }
  lock.count += 1;
  let released = false;
  return () => {
    if (released || !lock) return;
    released = true;
    lock.count -= 1;
    if (lock.count === 0) {
      body.style.overflow = lock.overflow;
      body.style.setProperty(lock.side, lock.padding);
      scrollLocks.delete(doc);
    }
  };
}
