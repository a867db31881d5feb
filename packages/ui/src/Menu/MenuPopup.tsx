import {
  createContext,
  forwardRef,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { styled } from 'styled-components';
import { focusElement } from '../overlays/focusable';
import { handleMenuKeys } from '../overlays/menuKeys';
import { popupSurface } from '../overlays/surface';
import { useLightDismiss } from '../overlays/useDismiss';
import { focusRing } from '../theme/mixins';
import { t } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers, mergeRefs } from '../utils/events';
import type { MenuItemProps, MenuSeparatorProps } from './Menu';

// The part of a Menu that only an open menu needs, loaded on the first open (see Menu.tsx).

/** Which item an opening focuses; a new object for every request, so asking again while open refocuses. */
export interface MenuFocusRequest {
  edge: 'first' | 'last';
}

export interface MenuPopupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  children: ReactNode;
  /** The Menu's root (trigger and popup): presses and focus outside it close the menu. */
  rootRef: RefObject<HTMLElement | null>;
  triggerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusRequest: MenuFocusRequest;
  /** Told when the popup element enters (true) and leaves (false) the document, for the trigger's aria-controls. */
  onPresenceChange: (present: boolean) => void;
  align: 'start' | 'end';
  label: string | undefined;
}

interface MenuContextValue {
  /** Closes the menu; `returnFocus` puts focus back on the trigger. */
  close(returnFocus: boolean): void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

const ENABLED_ITEMS = '[role="menuitem"]:not([aria-disabled="true"])';

const List = styled.div`
  position: absolute;
  top: calc(100% + ${(p) => t(p).space['100']});
  z-index: ${(p) => t(p).z.dropdown};
  min-width: 200px;
  padding: ${(p) => t(p).space['100']} 0;
  border-radius: ${(p) => t(p).radius.md};
  ${popupSurface}
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${(p) => t(p).space['200']};
  width: 100%;
  padding: ${(p) => `${t(p).space['200']} ${t(p).space['300']}`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
  &:focus {
    background: ${(p) => t(p).color['surface-muted']};
  }
  &[data-variant='destructive'] {
    color: ${(p) => t(p).color.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Separator = styled.div`
  height: 1px;
  margin: ${(p) => t(p).space['100']} 0;
  background: ${(p) => t(p).color.border};
`;

const enabledItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>(ENABLED_ITEMS) ?? []);

/** The open menu: its list, keys (arrows, Home, End, type-ahead, Escape, Tab), focus on opening and dismissal. */
export const MenuPopup = forwardRef<HTMLDivElement, MenuPopupProps>(function MenuPopup(props, ref) {
  const {
    children,
    rootRef,
    triggerId,
    open,
    onOpenChange,
    focusRequest,
    onPresenceChange,
    align,
    label,
    onKeyDown,
    ...rest
  } = props;
  const menuRef = useRef<HTMLDivElement>(null);
  const menuRefs = useMemo(() => mergeRefs(ref, menuRef), [ref]);

  useLayoutEffect(() => {
    onPresenceChange(true);
    return () => onPresenceChange(false);
  }, [onPresenceChange]);

  // Runs when the menu opens, when the trigger asks for an edge again, and when a popup that arrived after the
  // opening click or key mounts: a keyboard user lands on the item they asked for either way.
  // A layout effect: the item has focus by the time the popup is seen (and by a test's findByRole).
  useLayoutEffect(() => {
    if (!open) return;
    const items = enabledItems(menuRef.current);
    focusElement((focusRequest.edge === 'first' ? items[0] : items[items.length - 1]) ?? menuRef.current);
  }, [open, focusRequest]);

  useLightDismiss(rootRef, open, () => onOpenChange(false));

  const close = (returnFocus: boolean) => {
    onOpenChange(false);
    if (returnFocus) focusElement(menuRef.current?.ownerDocument.getElementById(triggerId));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = enabledItems(menuRef.current);
    if (handleMenuKeys(event, items, close)) return;
    // Type-ahead: the next item starting with the typed letter.
    const current = items.indexOf(event.target as HTMLElement);
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const letter = event.key.toLocaleLowerCase();
      for (let step = 1; step <= items.length; step += 1) {
        const item = items[(current + step + items.length) % items.length];
        if (item?.textContent?.trim().toLocaleLowerCase().startsWith(letter)) {
          event.preventDefault();
          focusElement(item);
          return;
        }
      }
    }
  };

  return (
    <MenuContext.Provider value={{ close }}>
      <List
        ref={menuRefs}
        role="menu"
        aria-labelledby={label ? undefined : triggerId}
        aria-label={label}
        tabIndex={-1}
        hidden={!open}
        data-state={open ? 'open' : 'closed'}
        data-align={align}
        onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
        {...rest}
      >
        {children}
      </List>
    </MenuContext.Provider>
  );
});

/** MenuItem's implementation; the exported MenuItem renders it (it only ever renders inside a loaded popup). */
export const MenuItemImpl = forwardRef<HTMLButtonElement, MenuItemProps>(function MenuItem(props, ref) {
  const {
    onSelect,
    disabled = false,
    destructive = false,
    icon,
    onClick,
    onPointerMove,
    children,
    ...rest
  } = useComponentProps('MenuItem', props);
  const menu = useContext(MenuContext);
  const select = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onSelect?.(event);
    if (!event.defaultPrevented) menu?.close(true);
  };
  return (
    <Item
      ref={ref}
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      data-variant={destructive ? 'destructive' : 'default'}
      onClick={composeEventHandlers(onClick, select)}
      // The pointer and the keyboard share one highlight: hovering an item focuses it.
      onPointerMove={composeEventHandlers(onPointerMove, (event) => {
        if (!disabled && event.currentTarget.ownerDocument.activeElement !== event.currentTarget)
          focusElement(event.currentTarget);
      })}
      {...rest}
    >
      {icon}
      {children}
    </Item>
  );
});

/** MenuSeparator's implementation. */
export const MenuSeparatorImpl = forwardRef<HTMLDivElement, MenuSeparatorProps>(function MenuSeparator(props, ref) {
  return <Separator ref={ref} role="separator" {...props} />;
});
