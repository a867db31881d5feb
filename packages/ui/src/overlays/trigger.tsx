import { cloneElement, isValidElement, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { composeEventHandlers } from '../utils/events';

/** What a menu or popover hands its trigger; spread all of it onto a button. */
export interface OverlayTriggerProps {
  id: string;
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': boolean;
  /** The popup's id, while the popup is in the document (a menu's popup mounts on its first open). */
  'aria-controls'?: string | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
}

/** A trigger element to clone, or a render function that receives the trigger props and the open state. */
export type OverlayTrigger = ReactElement | ((props: OverlayTriggerProps, state: { open: boolean }) => ReactNode);

type TriggerElementProps = {
  id?: string | undefined;
  onClick?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  onKeyDown?: ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
};

/** The id the trigger will carry: its own when the consumer gave it one, else ours. */
export function triggerIdOf(trigger: OverlayTrigger, fallback: string): string {
  return isValidElement<TriggerElementProps>(trigger) && trigger.props.id ? trigger.props.id : fallback;
}

/** Renders the trigger with our ARIA and handlers, composing (never replacing) the consumer's handlers. */
export function renderTrigger(trigger: OverlayTrigger, props: OverlayTriggerProps, open: boolean): ReactNode {
  if (typeof trigger === 'function') return trigger(props, { open });
  if (!isValidElement<TriggerElementProps>(trigger)) return trigger;
  return cloneElement(trigger, {
    ...props,
    onClick: composeEventHandlers(trigger.props.onClick, props.onClick),
    onKeyDown: props.onKeyDown ? composeEventHandlers(trigger.props.onKeyDown, props.onKeyDown) : trigger.props.onKeyDown,
  });
}
