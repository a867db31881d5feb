import { useEffect, useState } from 'react';
import type * as Mocks from '@edupassport/api-client/mocks';
import type { EduSession } from '@edupassport/ui';

/** The roles the demo's admin area can be viewed as. */
export type AdminDemoRole = 'admin' | 'member';

export type MockModule = typeof Mocks;

/**
 * The in-browser mock backend's module, loaded on demand (the same chunk main.tsx starts the worker
 * from), or null while it loads and always when the demo talks to a real backend.
 */
export function useMockModule(enabled: boolean, preloaded?: MockModule): MockModule | null {
  const [mocks, setMocks] = useState<MockModule | null>(preloaded ?? null);
  useEffect(() => {
    if (!enabled || preloaded) return;
    let live = true;
    void import('@edupassport/api-client/mocks').then((module) => {
      if (live) setMocks(module);
    });
    return () => {
      live = false;
    };
  }, [enabled, preloaded]);
  return enabled ? mocks : null;
}

/** The kit's view of a mock role: the seeded account, signed in, and the admin flag. */
export function mockSessionFor(mocks: MockModule, role: AdminDemoRole): EduSession {
  const user = mocks.mockStore.users.find((u) => u.id === mocks.MOCK_USER_IDS[role]) ?? null;
  return {
    user: user ? { ...user } : null,
    isAdmin: role === 'admin',
    token: user ? `mock-token-${user.id}` : undefined,
  };
}

/** Reads `?as=` : `member` views the admin area as the seeded educator; anything else as the admin. */
export function roleFromQuery(search: URLSearchParams): AdminDemoRole {
  return search.get('as') === 'member' ? 'member' : 'admin';
}
