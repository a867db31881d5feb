import { forwardRef, useId, useState, type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import {
  ChevronDownIcon,
  composeEventHandlers,
  focusRing,
  surface,
  useControllableState,
  useMessages,
  mirrorInRtl,
  visuallyHidden,
} from '@edupassport/ui';
import { adminMenuIcons, DotIcon, SidebarCollapseIcon, SidebarExpandIcon } from '../icons';
import { adminSidebarMessages } from '../messages/sidebar';
import { tokens } from '../theme';
import { useAdminMenu, type AdminMenuEntry, type UseAdminMenuOptions } from './useAdminMenu';
import { adminCatalogs } from '../messages/catalogs';

export interface AdminSidebarMenuProps extends Omit<HTMLAttributes<HTMLElement>, 'children'>, UseAdminMenuOptions {
  /** Icon-only mode (controlled); default uncontrolled. */
  collapsed?: boolean | undefined;
  /** Whether it starts icon-only when uncontrolled; default false. */
  defaultCollapsed?: boolean | undefined;
  /** Called with every requested change of the icon-only mode; default none. */
  onCollapsedChange?: ((collapsed: boolean) => void) | undefined;
  /** Shows the collapse / expand button at the top; default true. */
  collapsible?: boolean | undefined;
}

const Root = styled.nav`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['200']};
  box-sizing: border-box;
  width: 272px;
  padding: ${tokens.space['300']};
  ${surface}
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  font-size: ${tokens.font['size-sm']};
  line-height: 1.3;
  transition: width ${tokens.motion.normal} ${tokens.motion.easing};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  &[data-collapsed] {
    width: 68px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['200']};
  min-height: 40px;
  padding-inline-start: ${tokens.space['300']};
  [data-collapsed] > & {
    justify-content: center;
    padding: 0;
  }
`;

const Title = styled.span`
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-xs']};
  font-weight: ${tokens.font['weight-bold']};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  [data-collapsed] & {
    ${visuallyHidden}
  }
`;

const Control = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${tokens.space['300']};
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: ${tokens.space['200']} ${tokens.space['300']};
  border: 0;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}
  &:hover {
    background: ${tokens.color['surface-hover']};
  }
  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
  &[data-part='collapse'] {
    width: auto;
  }
  &[data-contains-active] {
    color: ${tokens.color.primary};
    font-weight: ${tokens.font['weight-bold']};
  }
  &[aria-current='page'] {
    background: ${tokens.color.primary};
    color: ${tokens.color['on-primary']};
    font-weight: ${tokens.font['weight-bold']};
  }
  [data-collapsed] & {
    justify-content: center;
    padding: ${tokens.space['200']};
  }
  /* Icon-only: the group holding the current page is marked by a bar as well as colour. */
  [data-collapsed] &[data-contains-active] {
    background: ${tokens.color['surface-muted']};
    box-shadow: inset 3px 0 0 ${tokens.color.primary};
  }
`;

const Label = styled.span`
  flex: 1;
  min-width: 0;
  [data-collapsed] & {
    ${visuallyHidden}
  }
`;

const Chevron = styled(ChevronDownIcon)`
  transition: transform ${tokens.motion.fast} ${tokens.motion.easing};
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
  [data-collapsed] & {
    display: none;
  }
`;

/** The name beside an icon-only entry, on hover and keyboard focus; the accessible name is the hidden label. */
// The panel and its arrow point along the line: a right-to-left page has its sidebar on the right.
const CollapseGlyph = styled(SidebarCollapseIcon)`
  ${mirrorInRtl}
`;
const ExpandGlyph = styled(SidebarExpandIcon)`
  ${mirrorInRtl}
`;

const Tip = styled.span`
  display: none;
  position: absolute;
  inset-inline-start: calc(100% + ${tokens.space['200']});
  top: 50%;
  transform: translateY(-50%);
  z-index: ${tokens.z.tooltip};
  width: max-content;
  max-width: 240px;
  padding: ${tokens.space['100']} ${tokens.space['200']};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.text};
  color: ${tokens.color['text-inverse']};
  box-shadow: ${tokens.shadow.md};
  font-weight: ${tokens.font['weight-regular']};
  pointer-events: none;
  [data-collapsed]:not([data-tips='off']) ${Control}:hover > &,
  [data-collapsed]:not([data-tips='off']) ${Control}:focus-visible > & {
    display: block;
  }
`;

const Children = styled.ul`
  display: grid;
  gap: ${tokens.space['25']};
  margin-top: ${tokens.space['25']} !important;
  padding-inline-start: ${tokens.space['800']} !important;
  &[hidden] {
    display: none;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${tokens.space['100']} ${tokens.space['300']} ${tokens.space['200']};
  padding-inline-start: ${tokens.space['800']};
  color: ${tokens.color['text-muted']};
  font-style: italic;
  &[hidden] {
    display: none;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${tokens.space['25']};
`;

const followsLink = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The admin sidebar menu: every admin route, groups as disclosures (a button with
 * aria-expanded controlling its list), the current route marked with aria-current="page" and its group
 * open, ArrowUp/ArrowDown/Home/End between entries and Escape to close a group, and an icon-only mode
 * whose names show as tooltips. Routes go through EduProvider (`routes.adminDashboard()`, `navigate`).
 * State shows as `data-state` (`expanded` | `collapsed`) and `data-collapsed`; entries carry `data-key`.
 */
export const AdminSidebarMenu = forwardRef<HTMLElement, AdminSidebarMenuProps>(function AdminSidebarMenu(
  {
    items,
    currentPath,
    resolveHref,
    onNavigate,
    collapsed: collapsedProp,
    defaultCollapsed = false,
    onCollapsedChange,
    collapsible = true,
    onKeyDown,
    onFocus,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const m = useMessages('admin', adminSidebarMessages, adminCatalogs.loaders);
  const menu = useAdminMenu({ items, currentPath, resolveHref, onNavigate });
  const [collapsed, setCollapsed] = useControllableState({
    value: collapsedProp,
    defaultValue: defaultCollapsed,
    onChange: onCollapsedChange,
  });
  const [tipsOff, setTipsOff] = useState(false);
  const baseId = useId();

  const go = (entry: AdminMenuEntry) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (followsLink(event)) return;
    event.preventDefault();
    menu.navigate(entry);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const root = event.currentTarget;
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      setTipsOff(true);
      const group = target.closest<HTMLElement>('[data-group]');
      const key = group?.dataset.group;
      if (key && menu.isOpen(key) && !collapsed) {
        event.preventDefault();
        menu.toggle(key, false);
        group.querySelector<HTMLElement>('[data-part="control"]')?.focus();
      }
      return;
    }
    const moves: Record<string, (i: number, n: number) => number> = {
      ArrowDown: (i, n) => Math.min(i + 1, n - 1),
      ArrowUp: (i) => Math.max(i - 1, 0),
      Home: () => 0,
      End: (_i, n) => n - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    const controls = Array.from(root.querySelectorAll<HTMLElement>('[data-part="control"]')).filter(
      (el) => !el.closest('[hidden]'),
    );
    const index = controls.indexOf(target);
    if (index < 0) return;
    event.preventDefault();
    controls[move(index, controls.length)]?.focus();
  };

  const icon = (entry: AdminMenuEntry) => {
    const Icon = adminMenuIcons[entry.key] ?? DotIcon;
    return <Icon />;
  };

  const link = (entry: AdminMenuEntry, topLevel: boolean) => (
    <Control
      as="a"
      href={entry.href}
      data-part="control"
      data-key={entry.key}
      aria-current={entry.active ? 'page' : undefined}
      onClick={go(entry)}
    >
      {topLevel ? icon(entry) : null}
      <Label>{entry.label}</Label>
      {topLevel ? <Tip aria-hidden="true">{entry.label}</Tip> : null}
    </Control>
  );

  return (
    <Root
      ref={ref}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : `${baseId}-title`}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      data-collapsed={collapsed ? '' : undefined}
      data-tips={tipsOff ? 'off' : undefined}
      {...rest}
      onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
      onFocus={composeEventHandlers(onFocus, () => setTipsOff(false))}
    >
      <Top>
        <Title id={`${baseId}-title`}>{m.menuLabel}</Title>
        {collapsible ? (
          <Control
            type="button"
            aria-label={collapsed ? m.expandMenu : m.collapseMenu}
            data-part="collapse"
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? <ExpandGlyph /> : <CollapseGlyph />}
            <Tip aria-hidden="true">{collapsed ? m.expandMenu : m.collapseMenu}</Tip>
          </Control>
        ) : null}
      </Top>
      <List>
        {menu.entries.map((entry) => {
          if (!entry.children) return <li key={entry.key}>{link(entry, true)}</li>;
          const panelId = `${baseId}-${entry.key}`;
          const open = !collapsed && menu.isOpen(entry.key);
          return (
            <li key={entry.key} data-group={entry.key}>
              <Control
                type="button"
                data-part="control"
                data-key={entry.key}
                data-contains-active={entry.containsActive ? '' : undefined}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  // Icon-only, a group opens the full menu at that group.
                  if (collapsed) {
                    setCollapsed(false);
                    menu.toggle(entry.key, true);
                  } else menu.toggle(entry.key);
                }}
              >
                {icon(entry)}
                <Label>{entry.label}</Label>
                <Chevron />
                <Tip aria-hidden="true">{entry.label}</Tip>
              </Control>
              {entry.children.length > 0 ? (
                <Children id={panelId} hidden={!open}>
                  {entry.children.map((child) => (
                    <li key={child.key}>{link(child, false)}</li>
                  ))}
                </Children>
              ) : (
                <Empty id={panelId} hidden={!open}>
                  {m.emptyGroup}
                </Empty>
              )}
            </li>
          );
        })}
      </List>
    </Root>
  );
});
