import { css } from 'styled-components';
import { t } from '../theme/theme';

/**
 * The raised surface every anchored popup shares (menus, popovers, listboxes, the reaction picker):
 * colours, border, shadow and type, plus `data-align` and `hidden` handling. Each popup adds its own
 * position, size, padding and radius.
 */
export const popupSurface = css`
  background: ${(p) => t(p).color['surface-raised']};
  color: ${(p) => t(p).color.text};
  border: 1px solid ${(p) => t(p).color.border};
  box-shadow: ${(p) => t(p).shadow.md};
  font-family: ${(p) => t(p).font.body};
  font-size: ${(p) => t(p).font['size-sm']};
  &[data-align='start'] {
    left: 0;
  }
  &[data-align='end'] {
    right: 0;
  }
  &[hidden] {
    display: none;
  }
  &:focus {
    outline: none;
  }
`;
