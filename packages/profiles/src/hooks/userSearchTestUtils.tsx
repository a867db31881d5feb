// Shared by the user search's unit tests; no entry exports it. They start the backend with startMockBackend.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { EduContextProvider } from '@edupassport/ui/headless';
import { server } from '../../../../test-support/mockBackend';

const client = createApiClient({ baseUrl: 'http://api.test' });

/** The hooks' provider: the mock backend's client and a signed-in user (id 1). */
export const wrapper = ({ children }: { children: ReactNode }) => (
  <EduContextProvider client={client} session={{ user: { id: 1 } }}>
    {children}
  </EduContextProvider>
);

/** The query of every user search the mock backend receives, in order. */
export function recordSearches() {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/users/search') seen.push(url.searchParams);
  });
  return seen;
}

// Only the timers are faked: the mock backend's promises still settle.
export const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
