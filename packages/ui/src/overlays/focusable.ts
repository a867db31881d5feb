const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isVisible(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // checkVisibility is Chromium/Firefox/Safari only; jsdom has no layout, so there only `hidden` counts.
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  }
  return true;
}

/** The elements inside `container` that Tab reaches, in tab order (positive tabindex first, like browsers). */
export function getTabbable(container: Element | null): HTMLElement[] {
  if (!container) return [];
  const candidates = Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && isVisible(element),
  );
  const positive = candidates.filter((element) => element.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex);
  return [...positive, ...candidates.filter((element) => element.tabIndex === 0)];
}

/**
 * Focuses the first element Tab reaches after `element` in the page (none: focus stays), leaving out the
 * portalled popups. A popup at the end of the page that closes on Tab sends focus on from its trigger with it.
 */
export function focusAfter(element: Element | null | undefined): void {
  if (!element) return;
  const next = getTabbable(element.ownerDocument.body).find(
    (candidate) =>
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !element.contains(candidate) &&
      !candidate.closest('[data-edu-floating-layer]'),
  );
  focusElement(next);
}

/** Focuses an element without scrolling the page under a fixed overlay. */
export function focusElement(element: HTMLElement | null | undefined): void {
  element?.focus({ preventScroll: true });
}
