// The mock backend, as host-apps' Vite app starts it: the kit's MSW handlers in the page through the
// service worker (public/mockServiceWorker.js, as `msw init public` copies it). Built on its own.
import { setupWorker } from 'msw/browser';
import { handlers, mockSession, mockStore, resetMocks } from '@edupassport/api-client/mocks';

export async function startMockBackend() {
  resetMocks();
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  return { user: mockSession.current(), jobs: mockStore.jobs };
}
