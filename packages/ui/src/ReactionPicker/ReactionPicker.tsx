import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { styled } from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { useControllableState } from '../hooks/useControllableState';
import { SmileIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { FloatingLayer } from '../overlays/FloatingLayer';
import { focusElement } from '../overlays/focusable';
import { useFloatingPosition } from '../overlays/useFloatingPosition';
import { useIsClient } from '../overlays/useIsClient';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers, mergeRefs } from '../utils/events';
import { emojiFont } from './emojiFont';
import { ReactionPickerPopup, type ReactionFocusRequest } from './ReactionPickerPopup';
import type { ReactionOption } from './reactionSets';
import { uiCatalogs } from '../messages/catalogs';

export interface ReactionPickerProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'defaultValue' | 'children' | 'onChange'
> {
  /** The emojis to offer, each with the name read aloud (e.g. `POST_REACTION_OPTIONS`); required. */
  reactions: readonly ReactionOption[];
  /** The user's current reaction (an emoji), controlled; null for none; default uncontrolled. */
  value?: string | null | undefined;
  /** The initial reaction when uncontrolled; default null. */
  defaultValue?: string | null | undefined;
  /** Called with the picked emoji, also when it is the current one (the caller decides whether that removes it). */
  onReact?: ((emoji: string) => void) | undefined;
  /** Whether the popup is open, controlled; default uncontrolled. */
  open?: boolean | undefined;
  /** Whether the popup starts open when uncontrolled; default false. */
  defaultOpen?: boolean | undefined;
  /** Called with every requested open state. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The trigger's text when there is no reaction; default the `react` message. */
  label?: string | undefined;
  /** The popup's accessible name; default the `reactions` message. */
  menuLabel?: string | undefined;
  /** Where the popup opens; default `top` (above the trigger, as in a feed card's action bar). */
  placement?: 'top' | 'bottom' | undefined;
  /** The trigger's Button variant; default `ghost`. */
  variant?: ButtonVariant | undefined;
  /** The trigger's Button size; default `sm`. */
  size?: ButtonSize | undefined;
}

const Root = styled.span`
  position: relative;
  display: inline-block;
`;

const Emoji = styled.span`
  font-family: ${emojiFont};
  font-size: 1.15em;
  line-height: 1;
`;

/**
 * A reaction button that opens a horizontal menu of emojis (WAI-ARIA menu button with `menuitemradio`
 * items): ←/→ (and ↑/↓) move and wrap, Home/End jump, Enter or Space picks and closes, Escape or Tab
 * closes and focus returns to the trigger. The current reaction is `aria-checked`. State shows as
 * `data-state` (`open` | `closed`) on the root and `data-reacted` on the trigger.
 */
export const ReactionPicker = forwardRef<HTMLButtonElement, ReactionPickerProps>(function ReactionPicker(props, ref) {
  const {
    reactions,
    value: valueProp,
    defaultValue = null,
    onReact,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    label,
    menuLabel,
    placement = 'top',
    variant = 'ghost',
    size = 'sm',
    className,
    style,
    onClick,
    onKeyDown,
    disabled,
    ...rest
  } = useComponentProps('ReactionPicker', props);
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const [value, setValue] = useControllableState<string | null>({ value: valueProp, defaultValue });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const id = useId();
  const menuId = `${id}-menu`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isClient = useIsClient();
  const position = useFloatingPosition({ open, placement: placement === 'top' ? 'top-start' : 'bottom-start' });
  const [focusRequest, setFocusRequest] = useState<ReactionFocusRequest>({ where: 'current' });

  const current = reactions.find((reaction) => reaction.emoji === value) ?? null;

  const close = (returnFocus: boolean) => {
    // Focus goes back before the popup unmounts, so it never falls to the end of the page.
    if (returnFocus) focusElement(triggerRef.current);
    setOpen(false);
  };

  const openAt = (where: 'current' | 'last') => {
    setFocusRequest({ where });
    setOpen(true);
  };

  const pick = (emoji: string) => {
    setValue(emoji);
    onReact?.(emoji);
    close(true);
  };

  const handleTriggerClick = () => (open ? close(false) : openAt('current'));

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' && placement === 'bottom' ? 'last' : 'current');
    }
  };

  return (
    <Root ref={position.setReference} className={className} style={style} data-state={open ? 'open' : 'closed'}>
      <Button
        ref={mergeRefs(ref, triggerRef)}
        variant={variant}
        size={size}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        // The popup is in the document only while open in the browser (a portal), so it is controlled only then.
        aria-controls={open && isClient ? menuId : undefined}
        data-reacted={current ? '' : undefined}
        startIcon={current ? <Emoji aria-hidden="true">{current.emoji}</Emoji> : <SmileIcon />}
        onClick={composeEventHandlers<MouseEvent<HTMLButtonElement>>(onClick, handleTriggerClick)}
        onKeyDown={composeEventHandlers(onKeyDown, handleTriggerKeyDown)}
        {...rest}
      >
        {current ? current.label : (label ?? messages.react)}
      </Button>
      <FloatingLayer open={open}>
        <ReactionPickerPopup
          id={menuId}
          anchor={position.reference}
          floatingRef={position.setFloating}
          reactions={reactions}
          value={value}
          label={menuLabel ?? messages.reactions}
          placement={position.placement.startsWith('top') ? 'top' : 'bottom'}
          focusRequest={focusRequest}
          onPick={pick}
          onClose={close}
        />
      </FloatingLayer>
    </Root>
  );
});
