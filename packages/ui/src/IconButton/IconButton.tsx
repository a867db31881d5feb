import { forwardRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, type ButtonProps, type ButtonVariant } from '../Button';
import { useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { uiCatalogs } from '../messages/catalogs';

/** An icon-only button has no visible text, so its name must come from one of these: the type demands it. */
export type IconButtonLabel =
  | {
      /** The accessible name, e.g. `Share post`; required unless `aria-labelledby` is given. */
      'aria-label': string;
      /** Ids of elements that name the button; alternative to `aria-label`. */
      'aria-labelledby'?: string | undefined;
    }
  | {
      /** The accessible name, e.g. `Share post`; required unless `aria-labelledby` is given. */
      'aria-label'?: string | undefined;
      /** Ids of elements that name the button; required unless `aria-label` is given. */
      'aria-labelledby': string;
    };

export interface IconButtonOwnProps
  extends Omit<ButtonProps, 'children' | 'variant' | 'startIcon' | 'endIcon' | 'fullWidth' | 'aria-label' | 'aria-labelledby' | 'aria-pressed'> {
  /** Visual emphasis, as Button's; default `ghost` (icon buttons mostly sit quietly in card toolbars). */
  variant?: ButtonVariant | undefined;
  /** The icon (decorative: the name comes from `aria-label`/`aria-labelledby`); required. */
  icon: ReactNode;
  /** Makes it a toggle button: sets `aria-pressed`; default undefined (a plain button). */
  pressed?: boolean | undefined;
}

export type IconButtonProps = IconButtonOwnProps & IconButtonLabel;

// Button's own styles and sizes, squared: width follows the height Button gives each size.
const Square = styled(Button)`
  padding: 0;
  aspect-ratio: 1;
  min-width: 0;
  flex-shrink: 0;

  & svg {
    width: 1.25em;
    height: 1.25em;
  }

  &[aria-pressed='true'] {
    box-shadow: inset 0 0 0 2px currentColor;
  }
  &[aria-pressed='true'][data-variant='ghost'],
  &[aria-pressed='true'][data-variant='outline'] {
    background: ${tokens.color['surface-hover']};
    color: ${tokens.color.primary};
  }
`;

/**
 * A square button that shows only an icon: Button's variants, sizes and loading behaviour, with the
 * accessible name required by its props type. `pressed` turns it into a toggle (`aria-pressed`).
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(props, ref) {
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const { icon, pressed, variant = 'ghost', loadingLabel, ...rest } = useComponentProps('IconButton', props);
  return (
    <Square
      ref={ref}
      variant={variant}
      loadingLabel={loadingLabel ?? messages.loading}
      aria-pressed={pressed}
      data-pressed={pressed === undefined ? undefined : String(pressed)}
      data-icon-only=""
      {...rest}
    >
      {icon}
    </Square>
  );
});
