import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonOwnProps {
  /** Visual emphasis; default `primary`. */
  variant?: ButtonVariant | undefined;
  /** Height and padding; default `md`. */
  size?: ButtonSize | undefined;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus; default false. */
  loading?: boolean | undefined;
  /** Text announced while loading; default `Loading`. */
  loadingLabel?: string | undefined;
  /** Stretches to the width of its container; default false. */
  fullWidth?: boolean | undefined;
  /** Content placed before the label, e.g. an icon; default none. */
  startIcon?: ReactNode | undefined;
  /** Content placed after the label; default none. */
  endIcon?: ReactNode | undefined;
}

export interface ButtonProps extends ButtonOwnProps, ButtonHTMLAttributes<HTMLButtonElement> {}

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizes: Record<ButtonSize, { height: string; padding: string; font: 'size-sm' | 'size-md' | 'size-lg' }> = {
  sm: { height: '32px', padding: '0 12px', font: 'size-sm' },
  md: { height: '40px', padding: '0 16px', font: 'size-md' },
  lg: { height: '48px', padding: '0 20px', font: 'size-lg' },
};

const Root = styled.button<{ $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space['200']};
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  min-height: ${(p) => sizes[p.$size].height};
  padding: ${(p) => sizes[p.$size].padding};
  border-radius: ${tokens.radius.md};
  border: 1px solid transparent;
  font-family: ${tokens.font.body};
  font-size: ${(p) => tokens.font[sizes[p.$size].font]};
  font-weight: ${tokens.font['weight-medium']};
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color ${tokens.motion.fast} ${tokens.motion.easing},
    border-color ${tokens.motion.fast} ${tokens.motion.easing};
  ${focusRing}

  &[data-variant='primary'] {
    background: ${tokens.color.primary};
    color: ${tokens.color['on-primary']};
    &:hover:not([data-disabled]) { background: ${tokens.color['primary-hover']}; }
    &:active:not([data-disabled]) { background: ${tokens.color['primary-active']}; }
  }
  &[data-variant='secondary'] {
    background: ${tokens.color.secondary};
    color: ${tokens.color['on-secondary']};
    &:hover:not([data-disabled]) { background: ${tokens.color['secondary-hover']}; }
  }
  &[data-variant='outline'] {
    background: transparent;
    color: ${tokens.color.primary};
    border-color: ${tokens.color.primary};
    &:hover:not([data-disabled]) { background: ${tokens.color['surface-muted']}; }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${tokens.color.text};
    &:hover:not([data-disabled]) { background: ${tokens.color['surface-hover']}; }
  }
  &[data-variant='danger'] {
    background: ${tokens.color.danger};
    color: ${tokens.color['on-danger']};
    &:hover:not([data-disabled]) { background: ${tokens.color['danger-hover']}; }
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-state='loading'] {
    cursor: progress;
  }
  &[data-state='loading'] > [data-part='label'] {
    visibility: hidden;
  }
`;

const Spinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  animation: ${spin} 0.7s linear infinite;
  /* Less motion: the open ring stands still; it still reads as busy, and the loading label is announced. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const LoadingText = styled.span`
  ${visuallyHidden}
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;

/**
 * The kit's button. State shows as `data-variant`, `data-size`, `data-state` (`idle` | `loading`) and
 * `data-disabled`. While loading it stays focusable (aria-disabled) so keyboard focus is not lost.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingLabel = 'Loading',
    fullWidth = false,
    startIcon,
    endIcon,
    disabled = false,
    type = 'button',
    onClick,
    children,
    ...rest
  } = useComponentProps('Button', props);

  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <Root
      ref={ref}
      type={type}
      $size={size}
      $fullWidth={fullWidth}
      data-variant={variant}
      data-size={size}
      data-state={loading ? 'loading' : 'idle'}
      data-disabled={inert ? '' : undefined}
      // A disabled attribute would drop focus from a button that starts loading under the user's finger.
      disabled={disabled && !loading}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <Label data-part="label">
        {startIcon}
        {/* Text in its own element: a browser's page translation moves bare text nodes, and React would then
            fail to insert a changed icon before them. */}
        {typeof children === 'string' || typeof children === 'number' ? <span>{children}</span> : children}
        {endIcon}
      </Label>
      {loading ? (
        <>
          <Spinner aria-hidden="true" />
          <LoadingText>{loadingLabel}</LoadingText>
        </>
      ) : null}
    </Root>
  );
});
