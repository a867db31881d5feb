import * as mocks from '@edupassport/api-client/mocks';
import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { prepareMocks } from './prepare';
import { keepWorld } from './world';

/**
 * Starts the mock backend in the browser (requests it does not know, like assets, pass through; the mock data's
 * pictures are drawn by its pictureHandlers, under the base path too, where the build writes them as files: so
 * `npm start` shows the pictures a built demo shows) and returns its module: the demo's role switcher drives its session
 * and reads its store. `prepared`: the module prepareMocks() returned earlier, if it did. The store keeps its world
 * across reloads (world.ts): the stored one is restored before the worker answers anything, and each write it
 * answers is saved.
 */
export async function startMockBackend(prepared?: typeof mocks): Promise<typeof mocks> {
  // The worker file sits at the deployment's base path and controls only that path (vite's BASE_URL).
  const base = import.meta.env.BASE_URL;
  const worker = setupWorker(
    // The worker hands every request of the page to this thread, scripts loaded on demand too. Unmatched, a script
    // went through every handler (each parses the path and the cookies): about 25 ms of the main thread on a laptop,
    // 200 on a budget phone, for a dialog's chunk. The app's own files pass at the first handler.
    http.get(`${base}assets/*`, () => passthrough()),
    // The pictures a build wrote as PNG files (mocks/localPictures.ts) are the deployment's own too.
    http.get(`${base}pictures/:file`, ({ params }) => (String(params.file).endsWith('.png') ? passthrough() : undefined)),
    ...mocks.pictureHandlers,
    ...mocks.handlers,
    ...mocks.serviceHandlers,
  );
  // A page that hydrated has prepared the store already: walking it again would be a long task for nothing.
  const module = prepared ?? prepareMocks();
  keepWorld(module, (save) => {
    // Fired once a handler has answered, before the answer leaves: a reload right after the write finds it saved.
    worker.events.on('request:match', ({ request }) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') save();
    });
  });
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${base}mockServiceWorker.js`, options: { scope: base } },
  });
  return module;
}
