// Shared by the profiles unit tests (the user search, the availability); no entry exports it.
import type { ReactNode } from 'react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, resetMocks } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';

const server = setupServer(...handlers);
const client = createApiClient({ baseUrl: 'http://api.test' });

/** Starts the mock backend for the file's tests; after each, resets it and puts the real timers back. */
export function startMockBackend() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    resetMocks();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
}

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
