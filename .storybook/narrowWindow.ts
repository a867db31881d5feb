/**
 * A story's `beforeEach` that makes the page `width` CSS px wide (a phone is 375): the test frame is narrowed in its
 * parent page, so the story's own document is that wide, as on the phone; the returned cleanup gives the width back
 * before the next story uses the same page. Outside a frame (the story opened on its own) nothing changes.
 */
export const narrowWindow = (width: number) => () => {
  const frame = window.frameElement as HTMLElement | null;
  if (!frame) return undefined;
  const before = { width: frame.style.width, maxWidth: frame.style.maxWidth };
  frame.style.width = `${width}px`;
  frame.style.maxWidth = `${width}px`;
  return () => {
    frame.style.width = before.width;
    frame.style.maxWidth = before.maxWidth;
  };
};

/** How far the page scrolls sideways, in CSS px: 0 when everything fits its width. */
export function sidewaysScroll(): number {
  const page = document.documentElement;
  return page.scrollWidth - page.clientWidth;
}
