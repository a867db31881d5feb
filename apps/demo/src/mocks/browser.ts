import { handlers, mockSession, serviceHandlers } from '@edupassport/api-client/mocks';
import type { EduSession } from '@edupassport/ui';
import { setupWorker } from 'msw/browser';

/**
 * Starts the mock backend in the browser (requests it does not know, like assets, pass through)
 * and returns the kit's view of its session: the seeded member, signed in.
 */
export async function startMockBackend(): Promise<EduSession> {
  const worker = setupWorker(...handlers, ...serviceHandlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } });
  const user = mockSession.current();
  return { user: user ? { ...user } : null, isAdmin: mockSession.role() === 'admin', token: user ? `mock-token-${user.id}` : undefined };
}
