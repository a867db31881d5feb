import { css } from 'styled-components';
import { focusRing } from '../theme/mixins';
import { t } from '../theme/theme';

/**
 * The look every boxed control shares (text input shell, textarea, select button): border, surface,
 * and the invalid, disabled and read-only states read from FormField's `data-*` state attributes.
 */
export const controlSurface = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  border: 1px solid ${(p) => t(p).color['border-strong']};
  border-radius: ${(p) => t(p).radius.md};
  background: ${(p) => t(p).color.surface};
  color: ${(p) => t(p).color.text};
  font-family: ${(p) => t(p).font.body};
  font-size: ${(p) => t(p).font['size-md']};
  line-height: ${(p) => t(p).font['line-height']};
  transition: border-color ${(p) => t(p).motion.fast} ${(p) => t(p).motion.easing};
  &:hover:not([data-disabled]):not([data-readonly]) {
    border-color: ${(p) => t(p).color.text};
  }
  &[data-invalid] {
    border-color: ${(p) => t(p).color.danger};
    box-shadow: inset 0 0 0 1px ${(p) => t(p).color.danger};
  }
  &[data-readonly] {
    background: ${(p) => t(p).color['surface-muted']};
  }
  &[data-disabled] {
    background: ${(p) => t(p).color['surface-muted']};
    color: ${(p) => t(p).color['text-muted']};
    border-style: dashed;
    cursor: not-allowed;
  }
`;

/** The focus ring of a shell whose focusable part is inside it (an input between adornments). */
export const shellFocusRing = css`
  &:focus-within {
    outline: 2px solid ${(p) => t(p).color.focus};
    outline-offset: 2px;
  }
`;

/** A text input or textarea without its own box, for use inside a `controlSurface` shell. */
export const bareText = css`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding: ${(p) => t(p).space['200']} 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  /* The shell draws the focus ring (shellFocusRing), so the inner outline would double it. */
  outline: none;
  &::placeholder {
    color: ${(p) => t(p).color['text-muted']};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/**
 * The base of the kit's restyled native inputs (checkbox box, switch track, radio): the native look
 * removed, a 2px border, the focus ring and the disabled state. Each control adds its size and shape.
 */
export const nativeControl = css`
  appearance: none;
  box-sizing: border-box;
  margin: 0;
  border: 2px solid ${(p) => t(p).color['border-strong']};
  cursor: pointer;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** One option of that list: shaded while highlighted, bold once chosen. */
export const listboxOption = css`
  padding: ${(p) => t(p).space['200']} ${(p) => t(p).space['300']};
  cursor: pointer;
  &[data-highlighted] {
    background: ${(p) => t(p).color['surface-hover']};
  }
  &[aria-selected='true'] {
    font-weight: ${(p) => t(p).font['weight-bold']};
  }
`;
