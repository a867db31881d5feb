import type { KeyboardEvent } from 'react';
import { inlineArrowStep } from '../i18n/direction';
import { focusAfter, focusElement } from './focusable';

/**
 * The keyboard every menu popup shares (WAI-ARIA menu pattern): arrows move between the items and
 * wrap (Left/Right too for a horizontal menu, along the reading direction), Home/End jump, Escape closes back to the trigger
 * without closing an enclosing dialog, Tab closes and goes on from the trigger (Shift+Tab lands on it).
 * Returns true when it handled the key.
 */
export function handleMenuKeys(
  event: KeyboardEvent<HTMLElement>,
  items: HTMLElement[],
  close: (returnFocus: boolean) => void,
  { horizontal = false }: { horizontal?: boolean | undefined } = {},
): boolean {
  const current = items.indexOf(event.target as HTMLElement);
  const move = (index: number) => {
    event.preventDefault();
    focusElement(items[(index + items.length) % items.length]);
    return true;
  };
  const next = () => move(current + 1);
  const previous = () => move(current < 0 ? -1 : current - 1);
  switch (event.key) {
    case 'ArrowDown':
      return next();
    case 'ArrowUp':
      return previous();
    case 'ArrowRight':
    case 'ArrowLeft':
      if (!horizontal) return false;
      return inlineArrowStep(event.key, event.currentTarget) > 0 ? next() : previous();
    case 'Home':
      return move(0);
    case 'End':
      return move(-1);
    case 'Escape':
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return true;
    case 'Tab': {
      // The popup is portalled to the end of the page, where the browser's own Tab would leave from.
      event.preventDefault();
      close(true);
      const doc = event.currentTarget.ownerDocument;
      if (!event.shiftKey) focusAfter(doc.activeElement);
      return true;
    }
    default:
      return false;
  }
}
