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

/**
 * A thin bar for a native `<progress>` (its value needs no style attribute, which a strict Content Security
 * Policy blocks). The fill is `currentColor`, the primary colour unless a state sets another `color`.
 */
export const progressBar = css`
  appearance: none;
  display: block;
  width: 100%;
  height: 6px;
  border: 0;
  border-radius: ${(p) => t(p).radius.pill};
  overflow: hidden;
  color: ${(p) => t(p).color.primary};
  background: ${(p) => t(p).color['surface-hover']};
  &::-webkit-progress-bar {
    background: ${(p) => t(p).color['surface-hover']};
  }
  &::-webkit-progress-value {
    background: currentColor;
    transition: width ${(p) => t(p).motion.fast} linear;
  }
  &::-moz-progress-bar {
    background: currentColor;
  }
`;
