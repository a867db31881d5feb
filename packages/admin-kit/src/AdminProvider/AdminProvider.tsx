import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { createAdminClient, type AdminClient, type AdminTokenStorage } from '@edupassport/api-client/admin';
import { useEdu } from '@edupassport/ui/headless';
import { useLatest } from '@edupassport/internal/useLatest';
import { baseUrlOf, DEFAULT_ADMIN_COOKIE } from './adminSession';
import { AdminContext, type AdminContextValue } from './context';
import { useHostTokenStorage } from './hostTokens';
import { useAdminCookie } from './useAdminCookie';

export interface AdminProviderProps {
  /** The host's own verdict on admin rights; when set it wins over the cookie; default unset. */
  isAdmin?: boolean | undefined;
  /** Name of the cookie that flags an admin; default `edu_admin`. */
  cookieName?: string | undefined;
  /** The cookies to read (a request's Cookie header when rendering on the server); default `document.cookie`. */
  cookies?: string | undefined;
  /** A ready admin client; when given, baseUrl, tokenStorage and fetch are not used and onSessionExpired must be wired into it by the host; default one built here. */
  client?: AdminClient | undefined;
  /** The API origin of the admin calls; default the EduProvider client's base URL when it can be derived, else '' (same origin). */
  baseUrl?: string | undefined;
  /** The admin session's access token, kept in memory and sent as `Authorization: Bearer …`; a new value replaces the stored one (a refreshed one too); not used with `tokenStorage` or `client`; default none. */
  accessToken?: string | undefined;
  /** The admin session's refresh token, kept in memory, for the one refresh after a 401; a new value replaces the stored one; not used with `tokenStorage` or `client`; default none. */
  refreshToken?: string | undefined;
  /** Where the admin access and refresh tokens live; default in memory, seeded by `accessToken` and `refreshToken` (nothing survives a reload). */
  tokenStorage?: AdminTokenStorage | undefined;
  /** The fetch the admin client uses; default the global fetch. The admin calls send the EduProvider client's `credentials`. */
  fetch?: typeof fetch | undefined;
  /** Called when a token refresh is refused: the admin session is over (isAdmin turns false); default none. */
  onSessionExpired?: (() => void) | undefined;
  /** Called by `signOut()`, so the host can end the session on its server and clear the cookie; default none. */
  onSignOut?: (() => void) | undefined;
  children?: ReactNode | undefined;
}

type ClearableStorage = AdminTokenStorage & { clear?: (() => void) | undefined };

/**
 * The admin session: wires `createAdminClient` (the host's tokens in memory or an injected token storage,
 * one refresh and retry on a 401, `onSessionExpired`) and decides the admin flag: the `isAdmin` prop, else the admin cookie,
 * else EduProvider's `session.isAdmin`. The flag only shapes the UI; the server must enforce admin rights.
 */
export function AdminProvider({
  isAdmin: isAdminProp,
  cookieName = DEFAULT_ADMIN_COOKIE,
  cookies,
  client: clientProp,
  baseUrl,
  accessToken,
  refreshToken,
  tokenStorage,
  fetch: fetchImpl,
  onSessionExpired,
  onSignOut,
  children,
}: AdminProviderProps) {
  const edu = useEdu();
  const ownTokens = useHostTokenStorage(accessToken, refreshToken);
  const tokens: ClearableStorage = tokenStorage ?? ownTokens;
  const callbacks = useLatest({ onSessionExpired, onSignOut });

  const fromCookie = useAdminCookie(cookies, cookieName);
  const granted = isAdminProp ?? fromCookie ?? edu.session.isAdmin ?? false;

  // A sign-out or an expired session holds until the host's flag goes false: a later true is a new session.
  const [ended, setEnded] = useState(false);
  if (ended && !granted) setEnded(false);

  const end = useCallback(() => {
    tokens.clear?.();
    setEnded(true);
  }, [tokens]);

  const client = useMemo(
    () =>
      clientProp ??
      createAdminClient({
        baseUrl: baseUrl ?? (edu.client ? baseUrlOf(edu.client) : null) ?? '',
        fetch: fetchImpl,
        // A cookie-authenticated API on another origin sees its cookie on admin calls too.
        credentials: edu.client?.credentials,
        tokenStorage: tokens,
        onSessionExpired: () => {
          end();
          callbacks.current.onSessionExpired?.();
        },
      }),
    [clientProp, baseUrl, edu.client, fetchImpl, tokens, end, callbacks],
  );

  const signOut = useCallback(() => {
    end();
    callbacks.current.onSignOut?.();
  }, [end, callbacks]);

  const value = useMemo<AdminContextValue>(
    () => ({ isAdmin: granted && !ended, client, signOut }),
    [granted, ended, client, signOut],
  );
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}
