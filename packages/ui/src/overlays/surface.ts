import { css } from 'styled-components';
import { surfaceText } from '../theme/mixins';
import { tokens } from '../theme/theme';

/**
 * The raised surface every anchored popup shares (menus, popovers): colours, border, shadow and type.
 * Each popup adds its own size, padding and radius; `useFloatingPosition` places it.
 */
export const popupSurface = css`
  ${surfaceText}
  /* The kit's line height wherever the popup opens: on the page as in a dialog (whose panel sets the same). */
  line-height: ${tokens.font['line-height']};
  background: ${tokens.color['surface-raised']};
  border: 1px solid ${tokens.color.border};
  box-shadow: ${tokens.shadow.md};
  font-size: ${tokens.font['size-sm']};
  &:focus {
    outline: none;
  }
`;

/**
 * The list box under a select or a combobox: the popup surface, scrolling, in the fields' type size.
 * `$maxHeight` holds from the first frame, so the chosen option scrolls into view as the list opens;
 * `useFloatingPosition` then caps it to the room in the viewport.
 */
export const listboxSurface = css<{ $maxHeight: string }>`
  ${popupSurface}
  box-sizing: border-box;
  max-height: ${(p) => p.$maxHeight};
  margin: 0;
  padding: ${tokens.space['100']} 0;
  list-style: none;
  overflow-y: auto;
  border-radius: ${tokens.radius.md};
  font-size: ${tokens.font['size-md']};
`;
