import {
  forwardRef,
  Suspense,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ComponentProps,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';
import { renderTrigger, triggerIdOf, type OverlayTrigger, type OverlayTriggerProps } from '../overlays/trigger';
import { useComponentProps } from '../theme/useComponentProps';
import { lazyFrom, preloadable } from '../utils/lazyComponent';
import type { MenuFocusRequest } from './MenuPopup';

/** The props a render-function trigger must spread onto its button. */
export type MenuTriggerProps = OverlayTriggerProps;

export interface MenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The button that opens the menu: an element (we add the ARIA and handlers) or `(props, { open }) => node`. Required. */
  trigger: OverlayTrigger;
  /** MenuItem and MenuSeparator elements. */
  children: ReactNode;
  /** Whether the menu is open (controlled); default uncontrolled. */
  open?: boolean;
  /** Whether the menu starts open when uncontrolled; default false. */
  defaultOpen?: boolean;
  /** Called with every requested open state; default none. */
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the trigger the menu lines up with; default `start`. */
  align?: 'start' | 'end';
  /** The menu's accessible name; default the trigger's name (aria-labelledby). */
  label?: string;
}

// Only the trigger is on a card's first load: the popup (list, keys, focus, dismissal, the items' code and
// styles) arrives on demand, started when the pointer or focus reaches the trigger so a click usually finds it here.
const popup = preloadable(() => import('./MenuPopup'));
const MenuPopup = lazyFrom(popup, (module) => module.MenuPopup);
const preload = () => {
  // A failed prefetch is forgotten; opening the menu downloads again.
  popup.load().catch(() => {});
};

const Root = styled.span`
  position: relative;
  display: inline-block;
`;

/**
 * A menu button (WAI-ARIA menu button pattern): the trigger opens a menu of actions, arrow keys, Home,
 * End and first letters move between items, Enter or Space selects, Escape closes back to the trigger.
 * State shows as `data-state` (`open` | `closed`) and `data-align` on the menu.
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
  const rootRef = useRef<HTMLSpanElement>(null);
  // The popup mounts on the first open and then stays, hidden while closed, as the list always did.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const [popupPresent, setPopupPresent] = useState(false);
  const [focusRequest, setFocusRequest] = useState<MenuFocusRequest>({ edge: 'first' });

  const openAt = (edge: 'first' | 'last') => {
    setFocusRequest({ edge });
    setOpen(true);
  };

  const triggerProps: OverlayTriggerProps = {
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': popupPresent ? menuId : undefined,
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
    <Root ref={rootRef} data-state={open ? 'open' : 'closed'} onPointerEnter={preload} onFocus={preload}>
      {renderTrigger(trigger, triggerProps, open)}
      {mounted && (
        <Suspense fallback={null}>
          <MenuPopup
            ref={ref}
            id={menuId}
            {...rest}
            rootRef={rootRef}
            triggerId={triggerId}
            open={open}
            onOpenChange={setOpen}
            focusRequest={focusRequest}
            onPresenceChange={setPopupPresent}
            align={align}
            label={label}
          >
            {children}
          </MenuPopup>
        </Suspense>
      )}
    </Root>
  );
});

export interface MenuItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onSelect'> {
  /** Runs when the item is chosen (click, Enter, Space); call `event.preventDefault()` to keep the menu open. Default none. */
  onSelect?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Shown but not selectable, and skipped by the arrow keys; default false. */
  disabled?: boolean;
  /** Styles the item as a destructive action (delete, remove); default false. */
  destructive?: boolean;
  /** An icon before the label; default none. */
  icon?: ReactNode;
}

const MenuItemPart = lazyFrom(popup, (module) => module.MenuItemImpl);
const MenuSeparatorPart = lazyFrom(popup, (module) => module.MenuSeparatorImpl);

/**
 * One action of a Menu. Shows `data-variant` (`default` | `destructive`) and `data-disabled`. Its code comes with
 * the menu's popup, where it renders at once; anywhere else it renders nothing until that code is here (a
 * menu item means nothing outside a menu, and a server render must not suspend on it).
 */
export function MenuItem(props: ComponentProps<typeof MenuItemPart>) {
  return (
    <Suspense fallback={null}>
      <MenuItemPart {...props} />
    </Suspense>
  );
}

export type MenuSeparatorProps = HTMLAttributes<HTMLDivElement>;

/** A line between groups of menu items; like MenuItem, it comes with the menu's popup. */
export function MenuSeparator(props: ComponentProps<typeof MenuSeparatorPart>) {
  return (
    <Suspense fallback={null}>
      <MenuSeparatorPart {...props} />
    </Suspense>
  );
}
