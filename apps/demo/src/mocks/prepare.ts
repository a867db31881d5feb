import * as mocks from '@edupassport/api-client/mocks';
import { localizePictures, type LocalPicture } from './localPictures';

let prepared = false;
let pictures: LocalPicture[] = [];

/**
 * The mock backend's module with its store as the demo shows it (the seed's pictures are the deployment's own
 * files, from each seed on): the same in the build's prerender and in the browser, so both render the same page.
 * It does not seed the store: that happens on its first read, which a hydrating page may never make.
 */
export function prepareMocks(): typeof mocks {
  if (!prepared) {
    prepared = true;
    mocks.mockStore.onSeed((store) => {
      // A build writes the pictures as PNG files; the dev server's mock backend draws them as SVG.
      pictures = localizePictures(store, import.meta.env.BASE_URL, import.meta.env.PROD ? 'png' : 'svg');
    });
  }
  return mocks;
}

/** Seeds the store now unless it holds records already (seeded or restored): its first read would, in whatever task that is. */
export function seedStore(module: typeof mocks): void {
  void module.mockStore.users;
}

/** The pictures the last seed pointed at (see localizePictures), for the build to write. */
export function seededPictures(): LocalPicture[] {
  return pictures;
}
