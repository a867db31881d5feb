import { describe, test } from 'vitest';
import { expectFocusRing, focusCases } from './focusRing';

// WCAG 2.4.7 in the normal colours (forcedColors.display.tsx checks the same under forced colours): a keyboard user
// sees where the focus is, as an outline of at least 2 px around the control or the part that draws it.
describe('keyboard focus is visible', () => {
  test.each(focusCases)('on %s: an outline of 2 px or more', (_name, Story, role, name) => expectFocusRing(Story, role, name));
});
