import { useContext, useMemo } from 'react';
import { useEdu } from '@edupassport/ui/headless';
import { baseUrlOf } from './adminSession';
import { AdminContext, type AdminContextValue } from './context';
import { useHostTokenStorage } from './hostTokens';
import { lazyAdminClient } from './lazyAdminClient';
import { useAdminCookie } from './useAdminCookie';

const noop = () => {};

/**
 * The admin session: `{ isAdmin, client, signOut }`. Inside an AdminProvider it is the provider's.
 * Without one it falls back to EduProvider: `isAdmin` is the admin cookie (`edu_admin`, as AdminProvider reads it),
 * else `session.isAdmin`; the client is an admin
 * client on the EduProvider client's base URL (same origin when it cannot be derived) that sends
 * `session.adminTokens` (kept in memory, a refreshed token too; loaded on its first call), and `signOut`
 * does nothing (the host's session is EduProvider's to end).
 */
export function useAdmin(): AdminContextValue {
  const own = useContext(AdminContext);
  const { client, session } = useEdu();
  // As AdminProvider without an isAdmin prop: the default admin cookie, else the session.
  const isAdmin = useAdminCookie(undefined) ?? session.isAdmin ?? false;
  const tokenStorage = useHostTokenStorage(session.adminTokens?.accessToken, session.adminTokens?.refreshToken);
  const fallbackClient = useMemo(
    () =>
      own
        ? null
        : lazyAdminClient({ baseUrl: (client ? baseUrlOf(client) : null) ?? '', credentials: client?.credentials, tokenStorage }),
    [own, client, tokenStorage],
  );
  const fallback = useMemo(
    () => (fallbackClient ? { isAdmin, client: fallbackClient, signOut: noop } : null),
    [fallbackClient, isAdmin],
  );
  return own ?? (fallback as AdminContextValue);
}
