// Pointer targets of at least 24 × 24 CSS px, or spaced so that a 24 px circle centred on each smaller one touches
// no other target and no other small target's circle. axe's `target-size` rule checks only focusable widgets and
// leaves overlapped ones "incomplete"; this measures every control a pointer can hit, after each story.

const MIN = 24;
const RADIUS = MIN / 2;

/** What a pointer can activate: native controls, links and the ARIA widgets the kit builds. */
const TARGETS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="menuitemcheckbox"]',
  '[role="menuitemradio"]',
  '[role="option"]',
  '[role="slider"]',
].join(',');

/** Storybook's own chrome, always in the document. */
const OUTSIDE = '.sb-wrapper, #storybook-docs, #storybook-highlights-root';

export interface TargetSizeProblem {
  /** A short description of the element, e.g. `button "Close"`. */
  target: string;
  width: number;
  height: number;
  /** What its 24 px circle runs into. */
  clashesWith: string;
}

interface Measured {
  element: Element;
  rect: DOMRect;
  cx: number;
  cy: number;
  small: boolean;
}

function describe(element: Element): string {
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
  return `${role} "${name}"`;
}

function isHidden(element: Element, rect: DOMRect): boolean {
  // Visually hidden controls (a 1 px clipped input behind a styled label) are not what the pointer hits.
  if (rect.width <= 1 || rect.height <= 1) return true;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.pointerEvents === 'none') return true;
  if (element.closest('[inert]')) return true;
  // A disabled control does nothing when hit.
  return (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true';
}

// A link inside a sentence is sized by the line of text: the criterion leaves it out.
function isInlineInText(element: Element): boolean {
  if (getComputedStyle(element).display !== 'inline') return false;
  const parent = element.parentElement;
  if (!parent) return false;
  const own = element.textContent?.trim().length ?? 0;
  return (parent.textContent?.trim().length ?? 0) > own;
}

function distanceToRect(x: number, y: number, rect: DOMRect): number {
  const dx = Math.max(rect.left - x, 0, x - rect.right);
  const dy = Math.max(rect.top - y, 0, y - rect.bottom);
  return Math.hypot(dx, dy);
}

// Sub-pixel layout: a 23.99 px box is 24 px on screen.
const EPSILON = 0.05;

/** Every target on the page that is under 24 × 24 px and not spaced as the criterion allows. */
export function findTargetSizeProblems(root: ParentNode = document): TargetSizeProblem[] {
  const measured: Measured[] = [];
  for (const element of root.querySelectorAll(TARGETS)) {
    if (element.closest(OUTSIDE)) continue;
    const rect = element.getBoundingClientRect();
    if (isHidden(element, rect) || isInlineInText(element)) continue;
    measured.push({
      element,
      rect,
      cx: rect.left + rect.width / 2,
      cy: rect.top + rect.height / 2,
      small: rect.width < MIN - EPSILON || rect.height < MIN - EPSILON,
    });
  }
  const problems: TargetSizeProblem[] = [];
  for (const target of measured) {
    if (!target.small) continue;
    for (const other of measured) {
      // One target inside another (a checkbox in its label row) is one place to hit.
      if (other === target || other.element.contains(target.element) || target.element.contains(other.element)) continue;
      const clash =
        distanceToRect(target.cx, target.cy, other.rect) < RADIUS - EPSILON ||
        (other.small && Math.hypot(target.cx - other.cx, target.cy - other.cy) < MIN - EPSILON);
      if (clash) {
        problems.push({
          target: describe(target.element),
          width: Math.round(target.rect.width * 10) / 10,
          height: Math.round(target.rect.height * 10) / 10,
          clashesWith: describe(other.element),
        });
        break;
      }
    }
  }
  return problems;
}
