import { useEffect, useState } from 'react';
import { dealSchema, eventSchema, jobSchema, parseItems, type Deal, type EduEvent, type Job } from '@edupassport/api-client';
import type * as Mocks from '@edupassport/api-client/mocks';
import type { EduSession } from '@edupassport/ui';

/** The roles the demo can be viewed as: the mock backend's roles. */
export type DemoRole = Mocks.MockRole;

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

/** The admin session's tokens for a role: the mock backend's admin tokens for the admin, none for anyone else. */
export function adminTokensFor(mocks: MockModule, role: DemoRole): EduSession['adminTokens'] {
  return role === 'admin' ? mocks.MOCK_ADMIN_TOKENS : undefined;
}

/**
 * The kit's view of a mock role: the seeded account, signed in (nobody for `anonymous`), the admin flag, and the
 * admin's tokens (kept in memory, as a host's server would hand them over), which Delete Job sends.
 */
export function mockSessionFor(mocks: MockModule, role: DemoRole): EduSession {
  const id = role === 'anonymous' ? null : mocks.MOCK_USER_IDS[role];
  const user = id === null ? null : (mocks.mockStore.users.find((u) => u.id === id) ?? null);
  return {
    user: user ? { ...user } : null,
    isAdmin: role === 'admin',
    token: user ? `mock-token-${user.id}` : undefined,
    adminTokens: adminTokensFor(mocks, role),
  };
}

/** Reads `?as=` : `member` views the admin area as the seeded educator; anything else as the admin. */
export function roleFromQuery(search: URLSearchParams): AdminDemoRole {
  return search.get('as') === 'member' ? 'member' : 'admin';
}

/**
 * The opportunities of the mock store, parsed item by item as the api-client parses a list answer (a malformed
 * record, as the realistic mode holds, is left out and reported): the spec has no list or get-by-id endpoint
 * for jobs, events or deals, so on the mock backend the demo reads the same records the server acts on.
 */
export function storeJobs(mocks: MockModule): Job[] {
  return parseItems(jobSchema, mocks.mockStore.jobs, { endpoint: 'mockStore.jobs' });
}

export function storeEvents(mocks: MockModule): EduEvent[] {
  return parseItems(eventSchema, mocks.mockStore.events, { endpoint: 'mockStore.events' });
}

export function storeDeals(mocks: MockModule): Deal[] {
  return parseItems(dealSchema, mocks.mockStore.deals, { endpoint: 'mockStore.deals' });
}
