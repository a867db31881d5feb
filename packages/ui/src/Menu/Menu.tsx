import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';
import { FloatingLayer } from '../overlays/FloatingLayer';
import { focusElement } from '../overlays/focusable';
import { handleMenuKeys } from '../overlays/menuKeys';
import { popupSurface } from '../overlays/surface';
import { renderTrigger, triggerIdOf, type OverlayTrigger, type OverlayTriggerProps } from '../overlays/trigger';
import { useLightDismiss } from '../overlays/useDismiss';
import { useFloatingPosition } from '../overlays/useFloatingPosition';
import { useIsClient } from '../overlays/useIsClient';
import { focusRing } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers, mergeRefs } from '../utils/events';

/** The props a render-function trigger must spread onto its button. */
export type MenuTriggerProps = OverlayTriggerProps;

export interface MenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The button that opens the menu: an element (we add the ARIA and handlers) or `(props, { open }) => node`. Required. */
  trigger: OverlayTrigger;
  /** MenuItem and MenuSeparator elements. */
  children: ReactNode;
  /** Whether the menu is open (controlled); default uncontrolled. */
  open?: boolean | undefined;
  /** Whether the menu starts open when uncontrolled; default false. */
  defaultOpen?: boolean | undefined;
  /** Called with every requested open state; default none. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Which edge of the trigger the menu lines up with; default `start`. */
  align?: 'start' | 'end' | undefined;
  /** The menu's accessible name; default the trigger's name (aria-labelledby). */
  label?: string | undefined;
}

export interface MenuItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onSelect'> {
  /** Runs when the item is chosen (click, Enter, Space); call `event.preventDefault()` to keep the menu open. Default none. */
  onSelect?: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
  /** Shown but not selectable, and skipped by the arrow keys; default false. */
  disabled?: boolean | undefined;
  /** Styles the item as a destructive action (delete, remove); default false. */
  destructive?: boolean | undefined;
  /** An icon before the label; default none. */
  icon?: ReactNode | undefined;
}

export type MenuSeparatorProps = HTMLAttributes<HTMLDivElement>;

/** Which item an opening focuses; a new object for every request, so asking again while open refocuses. */
interface MenuFocusRequest {
  edge: 'first' | 'last';
}

interface MenuPopupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  children: ReactNode;
  /** The Menu's root around the trigger: presses and focus outside it and the popup close the menu. */
  anchor: HTMLElement | null;
  triggerId: string;
  onOpenChange: (open: boolean) => void;
  focusRequest: MenuFocusRequest;
  align: 'start' | 'end';
  label: string | undefined;
}

const Root = styled.span`
  position: relative;
  display: inline-block;
`;

interface MenuContextValue {
  /** Closes the menu; `returnFocus` puts focus back on the trigger. */
  close(returnFocus: boolean): void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

const ENABLED_ITEMS = '[role="menuitem"]:not([aria-disabled="true"])';

const List = styled.div`
  box-sizing: border-box;
  min-width: 200px;
  overflow-y: auto;
  padding: ${tokens.space['100']} 0;
  border-radius: ${tokens.radius.md};
  ${popupSurface}
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${tokens.space['200']};
  width: 100%;
  padding: ${tokens.space['200']} ${tokens.space['300']};
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
    background: ${tokens.color['surface-muted']};
  }
  &[data-variant='destructive'] {
    color: ${tokens.color.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Separator = styled.div`
  height: 1px;
  margin: ${tokens.space['100']} 0;
  background: ${tokens.color.border};
`;

const enabledItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>(ENABLED_ITEMS) ?? []);

/** The open menu's list: keys (arrows, Home, End, type-ahead, Escape, Tab), focus on opening and dismissal. */
const MenuPopup = forwardRef<HTMLDivElement, MenuPopupProps>(function MenuPopup(props, ref) {
  const { children, anchor, triggerId, onOpenChange, focusRequest, align, label, onKeyDown, ...rest } = props;
  // An element in state, not a ref: the effects below run again when the portalled list mounts.
  const [menu, setMenu] = useState<HTMLDivElement | null>(null);
  const menuRefs = useMemo(() => mergeRefs<HTMLDivElement>(ref, setMenu), [ref]);

  // Runs when the menu opens and when the trigger asks for an edge again: a keyboard user lands on the item they
  // asked for. A layout effect: the item has focus by the time the popup is seen.
  useLayoutEffect(() => {
    if (!menu) return;
    const items = enabledItems(menu);
    focusElement((focusRequest.edge === 'first' ? items[0] : items[items.length - 1]) ?? menu);
  }, [menu, focusRequest]);

  useLightDismiss(anchor, menu, true, () => onOpenChange(false));

  const close = (returnFocus: boolean) => {
    // Focus goes back before the list unmounts, so it never falls to the end of the page.
    if (returnFocus) focusElement(anchor?.ownerDocument.getElementById(triggerId));
    onOpenChange(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = enabledItems(menu);
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
        data-state="open"
        data-align={align}
        onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
        {...rest}
      >
        {children}
      </List>
    </MenuContext.Provider>
  );
});

/** One action of a Menu. Shows `data-variant` (`default` | `destructive`) and `data-disabled`. */
export const MenuItem = forwardRef<HTMLButtonElement, MenuItemProps>(function MenuItem(props, ref) {
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
      {/* Text in its own element: a page translation moves bare text, and a changed icon is then inserted before it. */}
      {typeof children === 'string' || typeof children === 'number' ? <span>{children}</span> : children}
    </Item>
  );
});

/** A line between groups of menu items. */
export const MenuSeparator = forwardRef<HTMLDivElement, MenuSeparatorProps>(function MenuSeparator(props, ref) {
  return <Separator ref={ref} role="separator" {...props} />;
});

/**
 * A menu button (WAI-ARIA menu button pattern): the trigger opens a menu of actions, arrow keys, Home,
 * End and first letters move between items, Enter or Space selects, Escape closes back to the trigger.
 * The open menu renders in a portal (`FloatingLayer`), placed under the trigger by Floating UI, so no
 * `overflow: hidden` around it clips it. State shows as `data-state` on the root and `data-align` on the menu.
 */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu(props, ref) {
  const {
    trigger,
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    align = 'start',
    label,
    ...rest
  } = useComponentProps('Menu', props);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const id = useId();
  const menuId = `${id}-menu`;
  const triggerId = triggerIdOf(trigger, `${id}-trigger`);
  const isClient = useIsClient();
  const position = useFloatingPosition({ open, placement: align === 'end' ? 'bottom-end' : 'bottom-start' });
  const popupRef = useMemo(() => mergeRefs(ref, position.setFloating), [ref, position.setFloating]);
  const [focusRequest, setFocusRequest] = useState<MenuFocusRequest>({ edge: 'first' });

  const openAt = (edge: 'first' | 'last') => {
    setFocusRequest({ edge });
    setOpen(true);
  };

  const triggerProps: OverlayTriggerProps = {
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    // The list is in the document only while open in the browser (a portal), so it is controlled only then.
    'aria-controls': open && isClient ? menuId : undefined,
    // Enter and Space reach here as clicks on the button.
    onClick: () => (open ? setOpen(false) : openAt('first')),
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openAt(event.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
  };

  return (
    <Root ref={position.setReference} data-state={open ? 'open' : 'closed'}>
      {renderTrigger(trigger, triggerProps, open)}
      <FloatingLayer open={open}>
        <MenuPopup
          ref={popupRef}
          id={menuId}
          {...rest}
          anchor={position.reference}
          triggerId={triggerId}
          onOpenChange={setOpen}
          focusRequest={focusRequest}
          align={align}
          label={label}
        >
          {children}
        </MenuPopup>
      </FloatingLayer>
    </Root>
  );
});
