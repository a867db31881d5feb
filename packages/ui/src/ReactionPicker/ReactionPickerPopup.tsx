import { useLayoutEffect, useMemo, useState, type KeyboardEvent, type RefCallback } from 'react';
import { styled } from 'styled-components';
import { focusElement } from '../overlays/focusable';
import { handleMenuKeys } from '../overlays/menuKeys';
import { useLightDismiss } from '../overlays/useDismiss';
import { mergeRefs } from '../utils/events';
import { focusRing } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { emojiFont } from './emojiFont';
import type { ReactionOption } from './reactionSets';

// The open part of a ReactionPicker, in its FloatingLayer while open (see ReactionPicker.tsx).

/** Where an opening puts focus; a new object for every request, so asking again while open refocuses. */
export interface ReactionFocusRequest {
  where: 'current' | 'last';
}

export interface ReactionPickerPopupProps {
  id: string;
  /** The picker's root around the trigger: presses and focus outside it and the popup close the popup. */
  anchor: HTMLElement | null;
  /** Floating UI's ref for the popup, which positions it. */
  floatingRef: RefCallback<HTMLElement>;
  reactions: readonly ReactionOption[];
  value: string | null;
  label: string;
  /** The side it opened on, after flipping. */
  placement: 'top' | 'bottom';
  focusRequest: ReactionFocusRequest;
  onPick: (emoji: string) => void;
  /** Closes the popup; `returnFocus` puts focus back on the trigger. */
  onClose: (returnFocus: boolean) => void;
}

const Popup = styled.div`
  box-sizing: border-box;
  display: flex;
  gap: ${tokens.space['25']};
  padding: ${tokens.space['100']};
  background: ${tokens.color['surface-raised']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.pill};
  box-shadow: ${tokens.shadow.md};
`;

const Option = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.pill};
  background: transparent;
  color: ${tokens.color.text};
  font-family: ${emojiFont};
  font-size: ${tokens.font['size-xl']};
  line-height: 1;
  cursor: pointer;
  transition: transform ${tokens.motion.fast} ${tokens.motion.easing};
  ${focusRing}
  &:hover,
  &:focus {
    background: ${tokens.color['surface-hover']};
    transform: scale(1.15);
  }
  /* The current reaction is ringed, not only tinted. */
  &[aria-checked='true'] {
    background: ${tokens.color['surface-muted']};
    box-shadow: inset 0 0 0 2px ${tokens.color.primary};
  }
  /* Forced colours drop the ring's shadow and the tint: the current reaction gets a highlight-coloured border. */
  @media (forced-colors: active) {
    &[aria-checked='true'] {
      border: 2px solid Highlight;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover,
    &:focus {
      transform: none;
    }
  }
`;

const optionsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);

/** Opening moves focus into the menu: onto the current reaction, else the first (or the last, for ↑ below). */
function focusInitial(menu: HTMLElement | null, where: 'current' | 'last') {
  const options = optionsOf(menu);
  const checked = options.find((option) => option.getAttribute('aria-checked') === 'true');
  focusElement(where === 'last' ? options[options.length - 1] : (checked ?? options[0]));
}

/** The open picker: the row of emojis, its keys, focus on opening and dismissal. */
export function ReactionPickerPopup(props: ReactionPickerPopupProps) {
  const { id, anchor, floatingRef, reactions, value, label, placement, focusRequest, onPick, onClose } = props;
  // An element in state, not a ref: the effects below run again when the portalled popup mounts.
  const [menu, setMenu] = useState<HTMLDivElement | null>(null);
  const menuRefs = useMemo(() => mergeRefs<HTMLDivElement>(floatingRef, setMenu), [floatingRef]);

  // Only an opening (or a new request from the trigger's keys) moves focus; later renders while open leave it
  // where the user put it. A layout effect: the emoji has focus by the time the popup is seen.
  useLayoutEffect(() => {
    if (menu) focusInitial(menu, focusRequest.where);
  }, [menu, focusRequest]);

  useLightDismiss(anchor, menu, true, () => onClose(false));

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    handleMenuKeys(event, optionsOf(menu), onClose, { horizontal: true });
  };

  return (
    <Popup
      ref={menuRefs}
      id={id}
      role="menu"
      aria-label={label}
      aria-orientation="horizontal"
      data-placement={placement}
      onKeyDown={handleKeyDown}
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
          onClick={() => onPick(reaction.emoji)}
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
  );
}
