import { css } from 'styled-components';
import { focusRing } from '../theme/mixins';
import { tokens } from '../theme/theme';

/**
 * The look every boxed control shares (text input shell, textarea, select button): border, surface,
 * and the invalid, disabled and read-only states read from FormField's `data-*` state attributes.
 */
export const controlSurface = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  border: 1px solid ${tokens.color['border-strong']};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-family: ${tokens.font.body};
  font-size: ${tokens.font['size-md']};
  line-height: ${tokens.font['line-height']};
  transition: border-color ${tokens.motion.fast} ${tokens.motion.easing};
  &:hover:not([data-disabled]):not([data-readonly]) {
    border-color: ${tokens.color.text};
  }
  &[data-invalid] {
    border-color: ${tokens.color.danger};
    box-shadow: inset 0 0 0 1px ${tokens.color.danger};
  }
  &[data-readonly] {
    background: ${tokens.color['surface-muted']};
  }
  &[data-disabled] {
    background: ${tokens.color['surface-muted']};
    color: ${tokens.color['text-muted']};
    border-style: dashed;
    cursor: not-allowed;
  }
`;

/** The focus ring of a shell whose focusable part is inside it (an input between adornments). */
export const shellFocusRing = css`
  &:focus-within {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

/** A text input or textarea without its own box, for use inside a `controlSurface` shell. */
export const bareText = css`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding: ${tokens.space['200']} 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  /* The shell draws the focus ring (shellFocusRing), so the inner outline would double it. */
  outline: none;
  &::placeholder {
    color: ${tokens.color['text-muted']};
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
  border: 2px solid ${tokens.color['border-strong']};
  cursor: pointer;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** One option of that list: shaded while highlighted, bold once chosen. */
export const listboxOption = css`
  padding: ${tokens.space['200']} ${tokens.space['300']};
  cursor: pointer;
  &[data-highlighted] {
    background: ${tokens.color['surface-hover']};
  }
  &[aria-selected='true'] {
    font-weight: ${tokens.font['weight-bold']};
  }
`;
