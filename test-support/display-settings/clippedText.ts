/** Where a label may not end in an ellipsis even with a title: it names a control (a hover title is no name). */
const LABEL = 'button, label, [role="tab"], [role="menuitem"], [role="menuitemradio"], [role="option"], a';

/**
 * Text cut off: an element that hides its overflow (or ends it with an ellipsis) whose content is taller or wider
 * than its box, by more than a pixel of rounding. Left out: the visually hidden text for screen readers (a 1px clip
 * by design), pictures, and what is truncated on purpose with the whole text one press away (a line clamp with its
 * 'See more', an ellipsis with a title); with `strictLabels`, an ellipsis with a title still counts on a control's label.
 */
export function clippedText({ strictLabels = false }: { strictLabels?: boolean } = {}): string[] {
  const found: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const hides = [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
    if (!hides && style.textOverflow !== 'ellipsis') continue;
    if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    const excused = element.hasAttribute('title') && !(strictLabels && element.closest(LABEL));
    if (style.webkitLineClamp !== 'none' || excused) continue;
    if (!element.textContent?.trim() || element.querySelector('img, video, canvas, svg') && !element.innerText.trim()) continue;
    const tall = element.scrollHeight - element.clientHeight > 1 && style.overflowY !== 'auto' && style.overflowY !== 'scroll';
    // Sideways, only text past the box counts: a decorative picture cropped to it (a banner) cuts no words.
    const wide = element.scrollWidth - element.clientWidth > 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll' && textPast(element) !== null;
    if (tall || wide) {
      const what = element.getAttribute('data-part') ?? element.getAttribute('role') ?? element.tagName.toLowerCase();
      found.push(`${what} "${element.innerText.trim().slice(0, 40)}": ${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}${wide ? `, past it: "${textPast(element)}"` : ''}`);
    }
  }
  return found;
}

/** The first text under `element` that reaches past its sides, or null. */
function textPast(element: HTMLElement): string | null {
  const box = element.getBoundingClientRect();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1)) return node.textContent.trim().slice(0, 30);
  }
  return null;
}
