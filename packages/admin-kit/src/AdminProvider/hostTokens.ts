import { useState } from 'react';
import type { AdminTokenStorage } from '@edupassport/api-client/admin';
import { useLatest } from '@edupassport/internal/useLatest';

/** The admin session's tokens as a host hands them over: AdminProvider's props, or EduProvider's `session.adminTokens`. */
export interface HostAdminTokens {
  /** The admin access token, sent as `Authorization: Bearer …` on every admin call. */
  accessToken?: string | undefined;
  /** The admin refresh token, sent once to get a new access token when an admin call answers 401. */
  refreshToken?: string | undefined;
}

/** An admin token storage in memory that can forget its tokens (sign-out, refused refresh). */
export type MemoryAdminTokenStorage = AdminTokenStorage & { clear(): void };

// What the client stored (a refreshed token) or forgot (cleared) over the host's token of that moment.
interface Override {
  over: string | undefined;
  value: string | null;
}

/**
 * Admin tokens in memory, over the host's current ones (`host()`, read at call time): a refreshed or cleared
 * token holds while the host still hands the token it replaced; a new token from the host wins over it.
 */
export function createHostTokenStorage(host: () => HostAdminTokens): MemoryAdminTokenStorage {
  let access: Override | null = null;
  let refresh: Override | null = null;
  const read = (own: Override | null, given: string | undefined) => (own && own.over === given ? own.value : (given ?? null));
  return {
    getAccessToken: () => read(access, host().accessToken),
    getRefreshToken: () => read(refresh, host().refreshToken),
    setAccessToken(token: string) {
      access = { over: host().accessToken, value: token };
    },
    setRefreshToken(token: string) {
      refresh = { over: host().refreshToken, value: token };
    },
    clear() {
      access = { over: host().accessToken, value: null };
      refresh = { over: host().refreshToken, value: null };
    },
  };
}

/** One stable in-memory token storage for a component's life, following the host's tokens as they change. */
export function useHostTokenStorage(accessToken: string | undefined, refreshToken: string | undefined): MemoryAdminTokenStorage {
  const latest = useLatest<HostAdminTokens>({ accessToken, refreshToken });
  const [storage] = useState(() => createHostTokenStorage(() => latest.current));
  return storage;
}
