import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@edupassport/api-client';
import { createEduQueryClient } from '../query/queryClient';
import { EDU_QUERY_ROOT, EDU_WRITE_META } from '../query/keys';
import { displayMessages } from '../messages/display';
import { outboxMessages } from '../messages/outbox';
import { onToggleKindDefined, replayOutbox, toggleOutbox } from '../query/outbox';
import { isolateArguments, readCatalog, type CatalogLoaders } from '../i18n/catalog';
import { catalogFor, localeDirection, type TextDirection } from '../i18n/locale';
import { clearKitData, connectKitTabs } from './clearKitData';
import type { ChatTransport } from '@edupassport/api-client/realtime';
import { browserNavigate, browserOpenPopup, consoleOnError, consoleToast, createBrowserStorage, isProductionBuild, systemClock } from './defaults';
import { defaultRoutes, type EduRoutes } from './routes';
import type {
  EduClock,
  EduContextValue,
  EduErrorHandler,
  EduFeedUpdates,
  EduMessageOverrides,
  EduSession,
  EduStorage,
  EduUploader,
  NavigateOptions,
  PopupOptions,
  ToastAdapter,
} from './types';
import { uiCatalogs } from '../messages/catalogs';

export const NO_CLIENT_MESSAGE = 'No ApiClient set: wrap your app in <EduProvider client={...}>';

const anonymous: EduSession = { user: null, isAdmin: false };
const sharedStorage = createBrowserStorage();

function makeValue(partial: Partial<EduContextValue>): EduContextValue {
  const navigate = partial.navigate ?? browserNavigate;
  const routes = partial.routes ?? defaultRoutes;
  return {
    client: partial.client ?? null,
    queryClient: partial.queryClient ?? null,
    session: partial.session ?? anonymous,
    navigate,
    openPopup: partial.openPopup ?? browserOpenPopup,
    toast: partial.toast ?? consoleToast,
    routes,
    messages: partial.messages ?? {},
    clock: partial.clock ?? systemClock,
    storage: partial.storage ?? sharedStorage,
    uploader: partial.uploader ?? null,
    chat: partial.chat ?? null,
    externalJobsEmail: partial.externalJobsEmail ?? null,
    requireLogin: partial.requireLogin ?? (() => navigate(routes.login())),
    origin: partial.origin ?? null,
    locale: partial.locale ?? null,
    dir: partial.dir ?? localeDirection(partial.locale),
    timeZone: partial.timeZone ?? null,
    nonce: partial.nonce ?? null,
    onError: partial.onError ?? consoleOnError,
    feedUpdates: partial.feedUpdates ?? null,
    persistWrites: partial.persistWrites ?? false,
  };
}

const EduContext = createContext<EduContextValue>(makeValue({}));

export interface EduContextProviderProps {
  /** The API client every card and hook talks through; required by anything that loads or saves. */
  client?: ApiClient | undefined;
  /** The host's TanStack Query client (v5) the kit's hooks cache in; default one of the kit's own per provider. */
  queryClient?: QueryClient | undefined;
  /** The current user (null when anonymous) and the admin flag; default anonymous. */
  session?: EduSession | undefined;
  /** Client-side navigation; default a full page load (or a new tab with noopener for `newTab`). */
  navigate?: ((url: string, options?: NavigateOptions) => void) | undefined;
  /** Opens a popup window; default `window.open` centred, without opener. */
  openPopup?: ((url: string, options: PopupOptions) => void) | undefined;
  /** Where toasts go; default the built-in toast region (the console in the headless provider). */
  toast?: ToastAdapter | undefined;
  /** Route overrides; default the spec's routes. */
  routes?: Partial<EduRoutes> | undefined;
  /** String overrides per package: `{ feed: { contentEmpty: '…' } }`; default none. */
  messages?: EduMessageOverrides | undefined;
  /** Time source; default `Date.now`. */
  clock?: EduClock | undefined;
  /** Key-value storage; default localStorage where available, memory otherwise. */
  storage?: EduStorage | undefined;
  /** Media-host uploader; default none. */
  uploader?: EduUploader | undefined;
  /** Realtime chat transport (socket.io or in-memory, from @edupassport/api-client/realtime); default none. */
  chat?: ChatTransport | undefined;
  /** The e-mail of the external-jobs system account; default none recognised. */
  externalJobsEmail?: string | undefined;
  /** What anonymous actions call; default navigating to the login route. */
  requireLogin?: (() => void) | undefined;
  /** The origin share links use, e.g. `https://edupassport.io`; default the page's own origin. */
  origin?: string | undefined;
  /**
   * The readers' BCP 47 locale (`ar`, `ar-SA`, `fr-CA`, `es-MX`): it picks the kit's language (the region's catalog,
   * else the language's, else English), the direction and how dates and numbers are written; default the kit's English.
   */
  locale?: string | undefined;
  /** The kit's text direction; default the locale's (`rtl` for Arabic and other right-to-left scripts, else `ltr`). */
  dir?: TextDirection | undefined;
  /** The IANA time zone dates are shown in, e.g. `Europe/Berlin`; default the runtime's own (set it when a server renders). */
  timeZone?: string | undefined;
  /** The page's Content Security Policy nonce: on every `<style>` the kit inserts (on the server, give it to `ServerStyleSheet` too); default none. */
  nonce?: string | undefined;
  /** Hears the errors the kit's hooks report, with their `source` (`profiles/useBusinessDelete`); default `console.error` when `process.env.NODE_ENV` is not `production`. */
  onError?: EduErrorHandler | undefined;
  /**
   * How the feed learns of new posts: `{ intervalMs, subscribe }`. By default it reads page 1 again every 60 s while the
   * tab is visible and online; `intervalMs: 0` turns that off; `subscribe(onNewPosts)` adds the host's push source.
   */
  feedUpdates?: EduFeedUpdates | undefined;
  /**
   * Keeps the signed-in user's favourites and reactions made offline in `storage` (keyed by user), and sends them once
   * when the kit next runs online, even after the tab was closed; `clearKitData` drops them. Default false (a write
   * made offline waits in memory only, for as long as the page is open).
   */
  persistWrites?: boolean | undefined;
  children?: ReactNode | undefined;
}

/**
 * The styling-free provider: injects the host's client, session and adapters. Nested providers
 * inherit what they do not set. `EduProvider` adds the theme and the toast region on top.
 */
export function EduContextProvider({ children, routes, messages, queryClient, ...props }: EduContextProviderProps) {
  const parent = useContext(EduContext);
  const resolvedQueryClient = useProviderQueryClient(queryClient, parent, props.client, props.session, props.storage ?? parent.storage);
  const { client, session, navigate, openPopup, toast, clock, storage, uploader, chat, externalJobsEmail, requireLogin, origin, locale, dir, timeZone, nonce, onError, feedUpdates, persistWrites } = props;
  const value = useMemo(() => {
    const pick = <K extends keyof EduContextValue>(key: K, own: EduContextValue[K] | undefined) => own ?? parent[key];
    const mergedRoutes = routes ? { ...parent.routes, ...routes } : parent.routes;
    const mergedNavigate = pick('navigate', navigate);
    return makeValue({
      client: pick('client', client),
      queryClient: resolvedQueryClient,
      session: pick('session', session),
      navigate: mergedNavigate,
      openPopup: pick('openPopup', openPopup),
      toast: pick('toast', toast),
      routes: mergedRoutes,
      messages: messages ? mergeMessages(parent.messages, messages) : parent.messages,
      clock: pick('clock', clock),
      storage: pick('storage', storage),
      uploader: pick('uploader', uploader),
      chat: pick('chat', chat),
      externalJobsEmail: pick('externalJobsEmail', externalJobsEmail),
      // A nested provider that changes navigation or routes gets a login redirect that uses them.
      requireLogin: requireLogin ?? (navigate || routes ? () => mergedNavigate(mergedRoutes.login()) : parent.requireLogin),
      origin: pick('origin', origin),
      locale: pick('locale', locale),
      // A nested provider with its own locale takes that locale's direction unless it sets one.
      dir: dir ?? (locale ? localeDirection(locale) : parent.dir),
      timeZone: pick('timeZone', timeZone),
      nonce: pick('nonce', nonce),
      onError: pick('onError', onError),
      feedUpdates: pick('feedUpdates', feedUpdates),
      persistWrites: pick('persistWrites', persistWrites),
    });
  }, [parent, resolvedQueryClient, client, session, navigate, openPopup, toast, routes, messages, clock, storage, uploader, chat, externalJobsEmail, requireLogin, origin, locale, dir, timeZone, nonce, onError, feedUpdates, persistWrites]);
  const holds = resolvedQueryClient !== parent.queryClient;
  return (
    <EduContext.Provider value={value}>
      {children}
      {holds ? <WaitingWritesNotice queryClient={resolvedQueryClient} /> : null}
      {holds && value.persistWrites ? <OutboxReplay /> : null}
    </EduContext.Provider>
  );
}

/**
 * Offline, TanStack pauses a write and sends it once the connection is back; this says so while any of the kit's
 * writes waits (one toast, closed when none waits any more). Rendered once per query client, by the provider holding it.
 */
function WaitingWritesNotice({ queryClient }: { queryClient: QueryClient }) {
  const { toast } = useEdu();
  const { waitingOffline } = useMessages('ui', displayMessages, uiCatalogs.loaders);
  useEffect(() => {
    const cache = queryClient.getMutationCache();
    let shown: string | null = null;
    const update = () => {
      const waiting = cache.getAll().some((mutation) => mutation.state.isPaused && mutation.options.meta?.[EDU_WRITE_META] === true);
      if (waiting && shown === null) shown = toast.show({ kind: 'info', title: waitingOffline, durationMs: 0 });
      else if (!waiting && shown !== null) {
        toast.dismiss(shown);
        shown = null;
      }
    };
    update();
    const unsubscribe = cache.subscribe(update);
    return () => {
      unsubscribe();
      if (shown !== null) toast.dismiss(shown);
    };
  }, [queryClient, toast, waitingOffline]);
  return null;
}

/**
 * Sends the signed-in user's stored toggles (`persistWrites`) whenever the kit runs online: on mount (a reopened page),
 * when the connection comes back, and when the package owning a kind of toggle loads. Says when waiting changes were
 * sent or refused. Rendered once per query client, by the provider holding it.
 */
function OutboxReplay() {
  const { client, queryClient, storage, session, toast } = useEdu();
  const m = useMessages('ui', outboxMessages, uiCatalogs.loaders);
  const user = session.user ? String(session.user.id) : null;
  useEffect(() => {
    if (!client || !queryClient || user === null) return undefined;
    const outbox = toggleOutbox(storage);
    let live = true;
    const replay = () => {
      if (!onlineManager.isOnline()) return;
      void replayOutbox(outbox, client, queryClient, user).then(({ sent, failed }) => {
        if (!live) return;
        if (sent) toast.show({ kind: 'success', title: m.changesSent(sent) });
        if (failed) toast.show({ kind: 'error', title: m.changesFailed(failed) });
      });
    };
    replay();
    const offOnline = onlineManager.subscribe((online) => online && replay());
    const offKinds = onToggleKindDefined(replay);
    return () => {
      live = false;
      offOnline();
      offKinds();
    };
  }, [client, queryClient, storage, user, toast, m]);
  return null;
}

/**
 * The provider's query client: the host's, else the outer provider's (when this one talks to the same API), else one
 * of its own, made once. It is mounted while the provider is (online and focus tracking). The provider that holds the
 * client drops the kit's cached server data when the signed-in user changes, so nobody sees what was loaded for
 * someone else.
 */
function useProviderQueryClient(
  own: QueryClient | undefined,
  parent: EduContextValue,
  client: ApiClient | undefined,
  session: EduSession | undefined,
  storage: EduStorage,
) {
  const made = useRef<QueryClient | null>(null);
  const inherited = client && client !== parent.client ? null : parent.queryClient;
  const queryClient = own ?? inherited ?? (made.current ??= createEduQueryClient());
  const holds = queryClient !== inherited;
  useEffect(() => {
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);
  const userId = session?.user ? String(session.user.id) : null;
  // The user's other tabs: their writes mark data here stale, their sign-out (clearKitData) clears it.
  useEffect(() => (holds ? connectKitTabs({ queryClient, storage }, userId) : undefined), [queryClient, holds, storage, userId]);
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    if (holds) void queryClient.resetQueries({ queryKey: [EDU_QUERY_ROOT] });
  }, [queryClient, holds, userId]);
  return queryClient;
}

type MessageTree = Record<string, unknown>;

/** A nested provider's overrides on top of the outer one's, namespace by namespace. */
function mergeMessages(parent: EduMessageOverrides, own: EduMessageOverrides): EduMessageOverrides {
  const out: MessageTree = { ...parent };
  for (const [namespace, values] of Object.entries(own)) {
    out[namespace] = overlayMessages(asTree((parent as MessageTree)[namespace]), asTree(values));
  }
  return out as EduMessageOverrides;
}

function asTree(value: unknown): MessageTree {
  return isTree(value) ? value : {};
}

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `override` on top of `base`, nested objects merged key by key, an undefined value keeping the base one. Given the
 * namespace, `base` is the package's defaults and a value of another kind than its default is left out with a
 * warning: the types forbid it, but plain JavaScript or JSON can bring it, and a string where the kit calls a
 * function would crash the render.
 */
function overlayMessages(base: MessageTree, override: MessageTree, checkedPath?: string): MessageTree {
  const out: MessageTree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = base[key];
    const path = checkedPath && `${checkedPath}.${key}`;
    if (isTree(current) && isTree(value)) out[key] = overlayMessages(current, value, path);
    else if (!path || current === undefined || kindOf(value) === kindOf(current)) out[key] = value;
    else warnBadMessage(path, current, value);
  }
  return out;
}

function kindOf(value: unknown): string {
  return value === null ? 'null' : isTree(value) ? 'object' : typeof value;
}

const warnedPaths = new Set<string>();

function warnBadMessage(path: string, fallback: unknown, given: unknown): void {
  if (isProductionBuild() || warnedPaths.has(path)) return;
  warnedPaths.add(path);
  console.warn(`[@edupassport/ui] messages.${path} must be a ${kindOf(fallback)}, not a ${kindOf(given)}: the default is used`);
}

/**
 * An absolute URL for a route path, on the provider's origin (the page's origin by default, read at
 * call time so it never runs on the server at import). A path that is already absolute is kept.
 */
export function absoluteUrl(path: string, origin: string | null): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  const base = origin ?? (typeof window !== 'undefined' ? window.location.origin : '');
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Everything the host injected, with the defaults filled in. Works without a provider. */
export function useEdu(): EduContextValue {
  return useContext(EduContext);
}

/** The API client: an explicit argument wins, then the provider's; with neither it throws. */
export function useApiClient(client?: ApiClient): ApiClient {
  const fromContext = useContext(EduContext).client;
  const resolved = client ?? fromContext;
  if (!resolved) throw new Error(NO_CLIENT_MESSAGE);
  return resolved;
}

let browserQueryClient: QueryClient | null = null;

/**
 * The query client the kit's hooks cache in: the provider's, else (no provider) one shared by the page in a browser,
 * or one per component on the server, where a shared one would carry one request's data into the next.
 */
export function useEduQueryClient(): QueryClient {
  const fromContext = useContext(EduContext).queryClient;
  const serverOwn = useRef<QueryClient | null>(null);
  if (fromContext) return fromContext;
  if (typeof window !== 'undefined') return (browserQueryClient ??= createEduQueryClient());
  return (serverOwn.current ??= createEduQueryClient());
}

/**
 * A package's messages (or one part of them) in the provider's language: the English defaults, the locale's catalog
 * among `catalogs` on top (downloaded on first use; the component suspends until then), the host's overrides for
 * its namespace on top of both; nested objects are merged key by key, and an override of the wrong kind falls back
 * to the default. Text arguments of the other direction are isolated, so a name keeps its order in any sentence.
 */
export function useMessages<M extends object>(namespace: keyof EduMessageOverrides & string, defaults: M, catalogs?: CatalogLoaders): M {
  const { messages, locale, dir } = useContext(EduContext);
  const overrides: unknown = messages[namespace];
  const key = catalogs ? catalogFor(locale, catalogs) : null;
  const catalog = key && locale && catalogs ? readCatalog(namespace, key, locale, catalogs) : null;
  return useMemo(
    () =>
      cachedMessages(defaults, catalog, isTree(overrides) ? overrides : null, dir, () => {
        let out = catalog ? (overlayMessages(defaults as MessageTree, pickKeys(catalog as MessageTree, defaults as MessageTree)) as M) : defaults;
        if (isTree(overrides)) out = overlayMessages(out as MessageTree, overrides, namespace) as M;
        return isolateArguments(out, dir);
      }),
    [namespace, defaults, catalog, overrides, dir],
  );
}

// Built messages by (part, catalog, overrides, direction): every card of a list shares one set instead of merging and
// wrapping each message function again on each mount.
const built = new WeakMap<object, WeakMap<object, WeakMap<object, Partial<Record<TextDirection, unknown>>>>>();
const NONE = {};

function cachedMessages<M>(part: object, catalog: object | null, overrides: object | null, dir: TextDirection, build: () => M): M {
  const byCatalog = built.get(part) ?? new WeakMap<object, WeakMap<object, Partial<Record<TextDirection, unknown>>>>();
  built.set(part, byCatalog);
  const byOverrides = byCatalog.get(catalog ?? NONE) ?? new WeakMap<object, Partial<Record<TextDirection, unknown>>>();
  byCatalog.set(catalog ?? NONE, byOverrides);
  const byDir = byOverrides.get(overrides ?? NONE) ?? {};
  byOverrides.set(overrides ?? NONE, byDir);
  return (byDir[dir] ??= build()) as M;
}

/** The entries of `catalog` that `part` has: a component's part of a package's catalog. */
function pickKeys(catalog: MessageTree, part: MessageTree): MessageTree {
  const out: MessageTree = {};
  for (const key of Object.keys(part)) if (catalog[key] !== undefined) out[key] = catalog[key];
  return out;
}

/**
 * `clearKitData` bound to the provider's query client and storage: the one call a host's sign-out makes, so the next
 * person at a shared computer finds nothing of the last one's (cache, waiting writes, drafts), in every tab.
 */
export function useClearKitData(): () => void {
  const { queryClient, storage } = useContext(EduContext);
  return useCallback(() => {
    if (queryClient) clearKitData({ queryClient, storage });
  }, [queryClient, storage]);
}

/**
 * A hook's way to report an error to the provider's `onError` (default `console.error` outside production), under
 * `source` (`package/hook`). A host's handler that throws is ignored: reporting must not fail what the hook does.
 */
export function useReportError(source: string): (error: unknown) => void {
  const { onError } = useContext(EduContext);
  return useCallback(
    (error: unknown) => {
      try {
        onError(error, { source });
      } catch {
        // Nothing to fall back on: the host chose where errors go.
      }
    },
    [onError, source],
  );
}

/**
 * Guards an action that needs a signed-in user: returns true when there is one, otherwise calls
 * the host's `requireLogin()` and returns false.
 */
export function useRequireLogin(): () => boolean {
  const { session, requireLogin } = useContext(EduContext);
  return useMemo(() => () => (session.user ? true : (requireLogin(), false)), [session.user, requireLogin]);
}
