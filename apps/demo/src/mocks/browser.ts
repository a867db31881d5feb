import { handlers } from '@edupassport/api-client/mocks';
import { setupWorker } from 'msw/browser';

/** Starts the mock backend in the browser; requests it does not know (assets, HMR) pass through. */
export async function startMockBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } });
}
