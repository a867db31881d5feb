import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { styled } from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { useControllableState } from '../hooks/useControllableState';
import { SmileIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { focusElement } from '../overlays/focusable';
import { handleMenuKeys } from '../overlays/menuKeys';
import { useOutsidePointerDown } from '../overlays/useDismiss';
import { focusRing } from '../theme/mixins';
import { t } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers, mergeRefs } from '../utils/events';
import type { ReactionOption } from './reactionSets';

export interface ReactionPickerProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'defaultValue' | 'children' | 'onChange'
> {
  /** The emojis to offer, each with the name read aloud (e.g. `POST_REACTION_OPTIONS`); required. */
  reactions: readonly ReactionOption[];
  /** The user's current reaction (an emoji), controlled; null for none; default uncontrolled. */
  value?: string | null;
  /** The initial reaction when uncontrolled; default null. */
  defaultValue?: string | null;
  /** Called with the picked emoji, also when it is the current one (the caller decides whether that removes it). */
  onReact?: (emoji: string) => void;
  /** Whether the popup is open, controlled; default uncontrolled. */
  open?: boolean;
  /** Whether the popup starts open when uncontrolled; default false. */
  defaultOpen?: boolean;
  /** Called with every requested open state. */
  onOpenChange?: (open: boolean) => void;
  /** The trigger's text when there is no reaction; default the `react` message. */
  label?: string;
  /** The popup's accessible name; default the `reactions` message. */
  menuLabel?: string;
  /** Where the popup opens; default `top` (above the trigger, as in a feed card's action bar). */
  placement?: 'top' | 'bottom';
  /** The trigger's Button variant; default `ghost`. */
  variant?: ButtonVariant;
  /** The trigger's Button size; default `sm`. */
  size?: ButtonSize;
}

// Colour emoji fonts first, so the glyphs are the familiar pictures on every system that has one.
const emojiFont = `'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', sans-serif`;

const Root = styled.span`
  position: relative;
  display: inline-block;
`;

const Popup = styled.div`
  position: absolute;
  left: 0;
  z-index: ${(p) => t(p).z.dropdown};
  display: flex;
  gap: ${(p) => t(p).space['25']};
  padding: ${(p) => t(p).space['100']};
  background: ${(p) => t(p).color['surface-raised']};
  border: 1px solid ${(p) => t(p).color.border};
  border-radius: ${(p) => t(p).radius.pill};
  box-shadow: ${(p) => t(p).shadow.md};
  &[data-placement='top'] {
    bottom: calc(100% + ${(p) => t(p).space['100']});
  }
  &[data-placement='bottom'] {
    top: calc(100% + ${(p) => t(p).space['100']});
  }
  &[hidden] {
    display: none;
  }
`;

const Option = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${(p) => t(p).radius.pill};
  background: transparent;
  color: ${(p) => t(p).color.text};
  font-family: ${emojiFont};
  font-size: ${(p) => t(p).font['size-xl']};
  line-height: 1;
  cursor: pointer;
  transition: transform ${(p) => t(p).motion.fast} ${(p) => t(p).motion.easing};
  ${focusRing}
  &:hover,
  &:focus {
    background: ${(p) => t(p).color['surface-hover']};
    transform: scale(1.15);
  }
  /* The current reaction is ringed, not only tinted. */
  &[aria-checked='true'] {
    background: ${(p) => t(p).color['surface-muted']};
    box-shadow: inset 0 0 0 2px ${(p) => t(p).color.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover,
    &:focus {
      transform: none;
    }
  }
`;

const Emoji = styled.span`
  font-family: ${emojiFont};
  font-size: 1.15em;
  line-height: 1;
`;

const optionsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);

/** Opening moves focus into the menu: onto the current reaction, else the first (or the last, for ↑ below). */
function focusInitial(menu: HTMLElement | null, where: 'current' | 'last') {
  const options = optionsOf(menu);
  const checked = options.find((option) => option.getAttribute('aria-checked') === 'true');
  focusElement(where === 'last' ? options[options.length - 1] : (checked ?? options[0]));
}

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
  const messages = useMessages('ui', displayMessages);
  const [value, setValue] = useControllableState<string | null>({ value: valueProp, defaultValue });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const id = useId();
  const menuId = `${id}-menu`;
  const rootRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'current' | 'last'>('current');

  const items = () => optionsOf(menuRef.current);
  const current = reactions.find((reaction) => reaction.emoji === value) ?? null;

  // Only the opening itself moves focus; later renders while open leave it where the user put it.
  useEffect(() => {
    if (open) focusInitial(menuRef.current, focusOnOpen.current);
  }, [open]);

  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) focusElement(triggerRef.current);
  };

  const openAt = (where: 'current' | 'last') => {
    focusOnOpen.current = where;
    if (open) focusInitial(menuRef.current, where);
    else setOpen(true);
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

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    handleMenuKeys(event, items(), close, { horizontal: true });
  };

  // Focus leaving the picker (a click elsewhere, a screen reader's cursor) closes the popup.
  const handleBlur = (event: FocusEvent<HTMLSpanElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <Root ref={rootRef} className={className} style={style} onBlur={handleBlur} data-state={open ? 'open' : 'closed'}>
      <Button
        ref={mergeRefs(ref, triggerRef)}
        variant={variant}
        size={size}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-reacted={current ? '' : undefined}
        startIcon={current ? <Emoji aria-hidden="true">{current.emoji}</Emoji> : <SmileIcon />}
        onClick={composeEventHandlers<MouseEvent<HTMLButtonElement>>(onClick, handleTriggerClick)}
        onKeyDown={composeEventHandlers(onKeyDown, handleTriggerKeyDown)}
        {...rest}
      >
        {current ? current.label : (label ?? messages.react)}
      </Button>
      <Popup
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={menuLabel ?? messages.reactions}
        aria-orientation="horizontal"
        hidden={!open}
        data-placement={placement}
        onKeyDown={handleMenuKeyDown}
      >
        {reactions.map((reaction) => (
          <Option
            key={reaction.emoji}
            type="button"
            role="menuitemradio"
            aria-checked={reaction.emoji === value}
            aria-label={reaction.label}
            title={reaction.label}
            tabIndex={-1}
            data-emoji={reaction.emoji}
            onClick={() => pick(reaction.emoji)}
            // The pointer and the keyboard share one highlight: hovering an emoji focuses it.
            onPointerMove={(event) => {
              if (event.currentTarget.ownerDocument.activeElement !== event.currentTarget)
                focusElement(event.currentTarget);
            }}
          >
            <span aria-hidden="true">{reaction.emoji}</span>
          </Option>
        ))}
      </Popup>
    </Root>
  );
});
