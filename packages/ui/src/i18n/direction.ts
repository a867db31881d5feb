import type { TextDirection } from './locale';

/**
 * The reading direction at an element: its computed `direction` (which follows every `dir` above it, a host's
 * included), else, where no styles are computed (jsdom), the nearest `dir` attribute.
 */
export function directionAt(element: Element): TextDirection {
  const computed = element.ownerDocument.defaultView?.getComputedStyle(element).direction;
  if (computed === 'rtl' || computed === 'ltr') return computed;
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * What ArrowLeft/ArrowRight mean along the line at `element`: 1 forward (next), -1 back, 0 for any other key.
 * In right-to-left text Left goes forward (WAI-ARIA APG), so focus and slides move the way the reader reads.
 */
export function inlineArrowStep(key: string, element: Element): -1 | 0 | 1 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  const forward = (key === 'ArrowRight') !== (directionAt(element) === 'rtl');
  return forward ? 1 : -1;
}

/**
 * The `dir` of a field holding `text`: `auto` once something is typed, so it keeps its own direction (English on an
 * Arabic page); none while empty, so the caret and placeholder follow the page (Chromium lays an empty `dir="auto"`
 * field out left to right).
 */
export function typedDir(text: string | null | undefined): 'auto' | undefined {
  return text ? 'auto' : undefined;
}
