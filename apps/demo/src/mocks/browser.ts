import * as mocks from '@edupassport/api-client/mocks';
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { PICTURES_DIR, picsumPathOf } from './localPictures';
import { prepareMocks } from './prepare';

/**
 * The dev server has no `<base>pictures/` files (the build writes them): there the mock backend draws them, so
 * `npm start` shows the pictures a built demo shows.
 */
const devPictures = (base: string) =>
  http.get(`${base}${PICTURES_DIR}/:file`, ({ params }) => {
    const picsumPath = picsumPathOf(String(params.file));
    return picsumPath ? mocks.pictureResponse(picsumPath) : undefined;
  });

/**
 * Starts the mock backend in the browser (requests it does not know, like assets, pass through; the mock data's
 * pictures are drawn by its pictureHandlers) and returns its module: the demo's role switcher drives its session
 * and reads its store. `prepared`: the module prepareMocks() returned earlier, if it did.
 */
export async function startMockBackend(prepared?: typeof mocks): Promise<typeof mocks> {
  // The worker file sits at the deployment's base path and controls only that path (vite's BASE_URL).
  const base = import.meta.env.BASE_URL;
  const worker = setupWorker(
    ...(import.meta.env.DEV ? [devPictures(base)] : []),
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
