import { css } from 'styled-components';
import { t } from './theme';

/** The one visible focus ring of the kit: keyboard focus only, never removed without a replacement. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${(p) => t(p).color.focus};
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
