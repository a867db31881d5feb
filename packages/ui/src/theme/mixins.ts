import { css } from 'styled-components';
import { tokens } from './theme';

/** The one visible focus ring of the kit: keyboard focus only, never removed without a replacement. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
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
  border-radius: ${tokens.radius.pill};
  overflow: hidden;
  color: ${tokens.color.primary};
  background: ${tokens.color['surface-hover']};
  &::-webkit-progress-bar {
    background: ${tokens.color['surface-hover']};
  }
  &::-webkit-progress-value {
    background: currentColor;
    transition: width ${tokens.motion.fast} linear;
  }
  &::-moz-progress-bar {
    background: currentColor;
  }
`;

/**
 * The text of a kit surface, whatever the host page: the kit's colour, font and alignment (`start`, so a centred
 * host leaves the kit alone) and every other inherited text property back to normal (a host's letter spacing,
 * weight or capitals on its root). Goes on the root of each surface that paints text; what is inside inherits it.
 */
export const surfaceText = css`
  color: ${tokens.color.text};
  font-family: ${tokens.font.body};
  font-style: normal;
  font-weight: ${tokens.font['weight-regular']};
  /* The browser's own, as on a page that sets none: a host's line height (Vite's 145%) stays out. */
  line-height: normal;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
`;

/** A kit surface (cards, dialogs, popups, toasts): its own background and text, so a dark host never shows through. */
export const surface = css`
  background: ${tokens.color.surface};
  ${surfaceText}
`;

/** A page of the kit (the feed, a profile page, a list): the page colour behind its cards, and the kit's text. */
export const pageSurface = css`
  background: ${tokens.color.background};
  ${surfaceText}
`;

/**
 * A heading of the kit: a host's `h1`/`h2` rules (weight, letter spacing, colour, alignment, margins, size) never
 * restyle it. Put it first in the heading's styles; what the heading sets after it wins.
 */
export const heading = css`
  margin: 0;
  font-family: ${tokens.font.heading};
  font-size: ${tokens.font['size-lg']};
  font-style: normal;
  font-weight: ${tokens.font['weight-bold']};
  line-height: normal;
  letter-spacing: normal;
  text-align: start;
  text-transform: none;
  color: ${tokens.color.text};
`;

/**
 * For an icon that points along the line (back, next, undo, open in a new tab): flipped where the text runs right
 * to left, so it points the way the reader goes. `:dir()` follows the nearest `dir`, a host's own included.
 */
export const mirrorInRtl = css`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;
