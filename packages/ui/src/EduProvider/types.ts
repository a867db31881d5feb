import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@edupassport/api-client';
import type { ChatTransport } from '@edupassport/api-client/realtime';
import type { UiMessages } from '../messages';
import type { EduRoutes } from './routes';

/**
 * The signed-in user as the kit needs it; hosts may pass more fields. Every field but `id` may be missing, undefined
 * or null (as API types often declare names), and the kit falls back: the full name from the first and last names.
 */
export interface EduUser {
  id: string | number;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  full_name?: string | null | undefined;
  email?: string | null | undefined;
  profile_picture?: string | null | undefined;
  user_types?: string | null | undefined;
}

export interface EduSession {
  /** The current user, or null for an anonymous visitor. */
  user: EduUser | null;
  /** Whether the UI may show admin actions. A convenience only: the server must enforce admin rights. */
  isAdmin?: boolean | undefined;
  /** The user's access token, for the realtime chat's join and send events. */
  token?: string | undefined;
  /** The admin session's tokens, kept in memory and sent by admin-kit's `useAdmin()` client outside an AdminProvider; default none. */
  adminTokens?: { accessToken?: string | undefined; refreshToken?: string | undefined } | undefined;
}

export interface NavigateOptions {
  /** Open in a new tab (with noopener and noreferrer). */
  newTab?: boolean | undefined;
  /** Replace the current history entry. */
  replace?: boolean | undefined;
}

export interface PopupOptions {
  width: number;
  height: number;
  /** Window name; reusing one reuses the window. */
  name?: string | undefined;
}

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastInput {
  /** Colour and role: errors are announced assertively; default `info`. */
  kind?: ToastKind | undefined;
  title: string;
  description?: string | undefined;
  /** Milliseconds before it dismisses itself; default 5000; 0 keeps it until closed. */
  durationMs?: number | undefined;
}

/** Where the kit's toasts go: the built-in region by default, or the host's own system. */
export interface ToastAdapter {
  show(toast: ToastInput): string;
  dismiss(id: string): void;
}

/** Time, injectable so stories and tests can freeze it. */
export interface EduClock {
  now(): number;
}

/** Key-value storage (localStorage-shaped), injectable for SSR and tests. */
export interface EduStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key it holds, so `clearKitData` can find the kit's; without it the kit's keys are not cleared. */
  keys?: (() => string[]) | undefined;
}

/** Uploads a file to the media host; the answer holds the file's URL. */
export interface EduUploader {
  upload(
    file: File | Blob,
    options?: { onProgress?: ((percent: number) => void) | undefined; signal?: AbortSignal | undefined; maxSizeMb?: number | undefined; allowedTypes?: readonly string[] | undefined },
  ): Promise<{ url: string }>;
}

/**
 * Overrides of one package's messages object: any key may be left out, nested objects too; a string
 * replaces a string, and a message with values stays a function of the same signature.
 */
export type MessageOverrides<M> = {
  [K in keyof M]?: (M[K] extends (...args: never[]) => unknown
    ? M[K]
    : M[K] extends string
      ? string
      : M[K] extends object
        ? MessageOverrides<M[K]>
        : M[K]) | undefined;
};

/**
 * String overrides per package namespace: `{ feed: { contentEmpty: '…' } }`. Each package adds its
 * namespace here by declaration merging (`declare module '@edupassport/ui/headless'`), so a wrong key,
 * a wrong namespace or a string where the kit expects a function is a type error.
 */
export interface EduMessageOverrides {
  /** Overrides of `uiMessages` (@edupassport/ui). */
  ui?: MessageOverrides<UiMessages> | undefined;
}

/**
 * How a live list learns of new posts: by asking page 1 again every `intervalMs` while the tab is visible and online
 * (backing off after errors), and, when the host has a push source (a WebSocket, server-sent events), whenever it
 * calls back. Lists never insert what they learn above the reader: they offer it ("3 new posts").
 */
export interface EduFeedUpdates {
  /** Milliseconds between two reads of page 1; default 60000; 0 turns polling off (a push source still works). */
  intervalMs?: number | undefined;
  /**
   * The host's push source: the kit calls it once per live list with `onNewPosts`, which the host calls whenever the
   * server says something was posted; it returns the function that stops listening. The list then reads page 1 itself,
   * so what it shows has passed the client's parsing. Default none.
   */
  subscribe?: ((onNewPosts: () => void) => () => void) | undefined;
}

/** Where an error a hook reports comes from. */
export interface EduErrorContext {
  /** The package and hook that reported it, e.g. `profiles/useBusinessDelete`. */
  source: string;
}

/** Hears the errors the kit's hooks report (failures the person is not shown, or shown only as an undo). */
export type EduErrorHandler = (error: unknown, context: EduErrorContext) => void;

/** Everything a host injects; every field but `client` has a default. */
export interface EduContextValue {
  client: ApiClient | null;
  /** The TanStack Query client the kit's hooks cache in (the host's or the provider's own); null without a provider. */
  queryClient: QueryClient | null;
  session: EduSession;
  navigate(url: string, options?: NavigateOptions): void;
  openPopup(url: string, options: PopupOptions): void;
  toast: ToastAdapter;
  routes: EduRoutes;
  messages: EduMessageOverrides;
  clock: EduClock;
  storage: EduStorage;
  uploader: EduUploader | null;
  /** Realtime chat transport (see @edupassport/api-client/realtime); null when the host has none. */
  chat: ChatTransport | null;
  /** The e-mail of the external-jobs system account: its profile is never opened and messaging it goes to /external-jobs. */
  externalJobsEmail: string | null;
  /** Called by anonymous actions that need a login; default: navigate to the login route. */
  requireLogin(): void;
  /** The origin share links are built on (`https://edupassport.io`); null means the page's own origin. */
  origin: string | null;
  /** The readers' BCP 47 locale (language, dates, numbers); null means the kit's English. */
  locale: string | null;
  /** The kit's text direction: the provider's `dir`, else its locale's. */
  dir: 'ltr' | 'rtl';
  /** The IANA time zone dates are shown in; null means the runtime's own. */
  timeZone: string | null;
  /** The page's Content Security Policy nonce for `<style>` elements; null when the host gave none. */
  nonce: string | null;
  /** Where hooks report their errors; default `console.error` outside production. */
  onError: EduErrorHandler;
  /** How live lists learn of new posts (polling interval, push source); null means the defaults (every 60 s, no push). */
  feedUpdates: EduFeedUpdates | null;
  /** Whether toggles made offline are kept in `storage` for the signed-in user and sent when the kit next runs online. */
  persistWrites: boolean;
}
