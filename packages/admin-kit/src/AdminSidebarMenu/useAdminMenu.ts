import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useEdu, useMessages } from '@edupassport/ui/headless';
import { adminMenu, type AdminMenuItem } from '../adminRoutes';
import { adminMenuMessages } from '../messages/menu';
import { adminCatalogs } from '../messages/catalogs';

/** The admin base every route of `adminMenu` starts with; EduProvider's `routes.adminDashboard()` replaces it. */
export const ADMIN_BASE = '/admin/dashboard';

export interface UseAdminMenuOptions {
  /** The menu; default `adminMenu` (every admin route of the spec). */
  items?: AdminMenuItem[] | undefined;
  /** The current path, which marks the active route; default the browser's location (none on the server). */
  currentPath?: string | undefined;
  /** Remaps one route: gets the item and its default href (already rebased on EduProvider's `routes.adminDashboard()`); default that href. */
  resolveHref?: ((item: AdminMenuItem, href: string) => string) | undefined;
  /** Called instead of EduProvider's `navigate` when a route is chosen; default `useEdu().navigate(href)`. */
  onNavigate?: ((href: string, item: AdminMenuItem) => void) | undefined;
}

/** One entry of the menu, ready to render. */
export interface AdminMenuEntry {
  key: string;
  /** The label: the `menu.<key>` message when there is one, else the item's label. */
  label: string;
  item: AdminMenuItem;
  /** The resolved route, for a link. */
  href?: string | undefined;
  /** The resolved links of a group; an empty list for a group with no children; undefined for a link. */
  children?: AdminMenuEntry[] | undefined;
  /** This link is the current page. */
  active: boolean;
  /** This group holds the current page. */
  containsActive: boolean;
}

export interface UseAdminMenuResult {
  entries: AdminMenuEntry[];
  /** The key of the current page's link, or null. */
  activeKey: string | null;
  /** Whether a group is open. */
  isOpen: (key: string) => boolean;
  /** Opens or closes a group (toggles without `open`). */
  toggle: (key: string, open?: boolean) => void;
  /** Goes to an entry's route through `onNavigate` or EduProvider's navigate. */
  navigate: (entry: AdminMenuEntry) => void;
}

const pathOnly = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

function isWithin(path: string, href: string): boolean {
  const base = pathOnly(href);
  return path === base || path.startsWith(base.endsWith('/') ? base : `${base}/`);
}

const subscribeToHistory = (onChange: () => void) => {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserPath = () => (typeof window === 'undefined' ? undefined : window.location.pathname);
const noPath = () => undefined;

/**
 * The admin menu without its looks: labels from the `admin` messages, routes rebased on EduProvider's
 * `routes.adminDashboard()` and remappable, the active route (the longest route the current path is
 * within), and which groups are open: the active route's group opens whenever the route changes.
 */
export function useAdminMenu({
  items = adminMenu,
  currentPath,
  resolveHref,
  onNavigate,
}: UseAdminMenuOptions = {}): UseAdminMenuResult {
  const { routes, navigate: eduNavigate } = useEdu();
  const m = useMessages('admin', adminMenuMessages, adminCatalogs.loaders) as Record<string, unknown>;
  const fromBrowser = useSyncExternalStore(subscribeToHistory, browserPath, noPath);
  // Our own navigation may not fire popstate (a router's pushState): re-render after it to re-read the path.
  const [, setNavigations] = useState(0);
  const path = pathOnly(currentPath ?? fromBrowser ?? '');
  const base = routes.adminDashboard();

  const { entries, activeKey, activeGroup } = useMemo(() => {
    const rebase = (href: string) =>
      href === ADMIN_BASE || href.startsWith(`${ADMIN_BASE}/`)
        ? `${base.replace(/\/+$/, '')}${href.slice(ADMIN_BASE.length)}` || '/'
        : href;
    const label = (item: AdminMenuItem) => {
      const message = m[`menu.${item.key}`];
      return typeof message === 'string' ? message : item.label;
    };
    const build = (item: AdminMenuItem): AdminMenuEntry => {
      const href =
        item.href === undefined ? undefined : resolveHref ? resolveHref(item, rebase(item.href)) : rebase(item.href);
      return {
        key: item.key,
        label: label(item),
        item,
        href,
        children: item.children?.map(build),
        active: false,
        containsActive: false,
      };
    };
    const built = items.map(build);
    const links = built.flatMap((e) => [e, ...(e.children ?? [])]).filter((e) => e.href !== undefined);
    let best: AdminMenuEntry | undefined;
    for (const link of links) {
      if (
        path &&
        isWithin(path, link.href as string) &&
        (!best || pathOnly(link.href as string).length > pathOnly(best.href as string).length)
      )
        best = link;
    }
    const mark = (entry: AdminMenuEntry): AdminMenuEntry => {
      const children = entry.children?.map(mark);
      const containsActive = !!children?.some((c) => c.active || c.containsActive);
      return { ...entry, children, active: entry === best, containsActive };
    };
    const marked = built.map(mark);
    return {
      entries: marked,
      activeKey: best?.key ?? null,
      activeGroup: marked.find((e) => e.containsActive)?.key ?? null,
    };
  }, [items, resolveHref, base, m, path]);

  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));
  // When the route moves into another group, that group opens (the others stay as the user left them).
  const [seenGroup, setSeenGroup] = useState(activeGroup);
  if (seenGroup !== activeGroup) {
    setSeenGroup(activeGroup);
    if (activeGroup && !open.has(activeGroup)) setOpen(new Set(open).add(activeGroup));
  }

  const isOpen = useCallback((key: string) => open.has(key), [open]);
  const toggle = useCallback((key: string, next?: boolean) => {
    setOpen((previous) => {
      const want = next ?? !previous.has(key);
      if (want === previous.has(key)) return previous;
      const copy = new Set(previous);
      if (want) copy.add(key);
      else copy.delete(key);
      return copy;
    });
  }, []);
  const navigate = useCallback(
    (entry: AdminMenuEntry) => {
      if (entry.href === undefined) return;
      if (onNavigate) onNavigate(entry.href, entry.item);
      else eduNavigate(entry.href);
      setNavigations((n) => n + 1);
    },
    [onNavigate, eduNavigate],
  );

  return { entries, activeKey, isOpen, toggle, navigate };
}
