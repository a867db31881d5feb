import { forwardRef, useEffect, useRef, useState, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { useEdu, useMessages } from '../EduProvider/context';
import { useControllableState } from '../hooks/useControllableState';
import { HeartFilledIcon, HeartIcon } from '../icons';
import { IconButton, type IconButtonOwnProps } from '../IconButton';
import { displayMessages } from '../messages/display';
import { showFailureToast } from '../Toast/failureToast';
import { useErrorText } from '../hooks/useErrorText';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers } from '../utils/events';
import { uiCatalogs } from '../messages/catalogs';

export interface FavouriteToggleProps
  extends Omit<IconButtonOwnProps, 'icon' | 'pressed' | 'loading' | 'loadingLabel' | 'onToggle'> {
  /** Controlled state: whether the item is a favourite; default uncontrolled. */
  pressed?: boolean | undefined;
  /** Initial state when uncontrolled; default false. */
  defaultPressed?: boolean | undefined;
  /** Called with every state change, including a rollback after a failed call. */
  onPressedChange?: ((pressed: boolean) => void) | undefined;
  /**
   * Saves the change; a returned promise makes the toggle wait (aria-busy, further presses ignored)
   * and roll back if it rejects; default none (a purely local toggle).
   */
  onToggle?: ((next: boolean) => Promise<unknown> | void) | undefined;
  /** Called with the error when `onToggle`'s promise rejects, after the rollback. */
  onError?: ((error: unknown) => void) | undefined;
  /** A fixed accessible name such as 'Favourite this job'; default the `addToFavourites`/`removeFromFavourites` messages. */
  label?: string | undefined;
  /** Anonymous visitors get the host's login prompt (`requireLogin`) instead of a toggle; default false. */
  requiresLogin?: boolean | undefined;
}

const Root = styled(IconButton)`
  && {
    box-shadow: none;
  }
  &&[data-state='on'] {
    color: ${tokens.color.danger};
  }
  &&[data-state='on']:not([data-variant='primary'], [data-variant='secondary'], [data-variant='danger']) {
    background: transparent;
  }
  &&[data-state='on']:hover:not([data-variant='primary'], [data-variant='secondary'], [data-variant='danger']) {
    background: ${tokens.color['surface-hover']};
  }
  &[data-pending] {
    cursor: progress;
  }
`;

/**
 * The heart toggle of events, posts and jobs. Optimistic: it flips at once, calls `onToggle`, and
 * flips back (with `onError` and an error toast) if the call fails. State shows as `aria-pressed`,
 * `data-state` (`on` | `off`) and `data-pending`.
 */
export const FavouriteToggle = forwardRef<HTMLButtonElement, FavouriteToggleProps>(function FavouriteToggle(props, ref) {
  const {
    pressed: pressedProp,
    defaultPressed = false,
    onPressedChange,
    onToggle,
    onError,
    label,
    requiresLogin = false,
    onClick,
    ...rest
  } = useComponentProps('FavouriteToggle', props);
  const { session, requireLogin, toast } = useEdu();
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const errorText = useErrorText();
  const [pressed, setPressed] = useControllableState({
    value: pressedProp,
    defaultValue: defaultPressed,
    onChange: onPressedChange,
  });
  const [pending, setPending] = useState(false);
  // A ref as well as state: two clicks in one frame must not both start a call.
  const pendingRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const toggle = async () => {
    if (pendingRef.current) return;
    if (requiresLogin && !session.user) {
      requireLogin();
      return;
    }
    const previous = pressed;
    const next = !previous;
    setPressed(next);
    const result = onToggle?.(next);
    if (!result || typeof (result as Promise<unknown>).then !== 'function') return;
    pendingRef.current = true;
    setPending(true);
    try {
      await result;
    } catch (error) {
      if (mounted.current) setPressed(previous);
      onError?.(error);
      showFailureToast(toast, error, messages.favouriteFailed, errorText);
    } finally {
      pendingRef.current = false;
      if (mounted.current) setPending(false);
    }
  };

  return (
    <Root
      ref={ref}
      {...rest}
      icon={pressed ? <HeartFilledIcon /> : <HeartIcon />}
      pressed={pressed}
      aria-label={label ?? (pressed ? messages.removeFromFavourites : messages.addToFavourites)}
      aria-busy={pending || undefined}
      data-state={pressed ? 'on' : 'off'}
      data-pending={pending ? '' : undefined}
      onClick={composeEventHandlers<MouseEvent<HTMLButtonElement>>(onClick, () => void toggle())}
    />
  );
});
