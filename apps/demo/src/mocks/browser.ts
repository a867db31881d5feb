import * as mocks from '@edupassport/api-client/mocks';
import { setupWorker } from 'msw/browser';
import { prepareMocks } from './prepare';

/**
 * Starts the mock backend in the browser (requests it does not know, like assets, pass through; the mock data's
 * pictures are drawn by its pictureHandlers, under the base path too, where the build writes them as files: so
 * `npm start` shows the pictures a built demo shows) and returns its module: the demo's role switcher drives its session
 * and reads its store. `prepared`: the module prepareMocks() returned earlier, if it did.
 */
export async function startMockBackend(prepared?: typeof mocks): Promise<typeof mocks> {
  // The worker file sits at the deployment's base path and controls only that path (vite's BASE_URL).
  const base = import.meta.env.BASE_URL;
  const worker = setupWorker(
    ...mocks.pictureHandlers,
    ...mocks.handlers,
    ...mocks.serviceHandlers,
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${base}mockServiceWorker.js`, options: { scope: base } },
  });
  // A page that hydrated has prepared the store already: walking it again would be a long task for nothing.
  return prepared ?? prepareMocks();
}
