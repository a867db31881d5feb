import * as mocks from '@edupassport/api-client/mocks';
import { localizePictures } from './localPictures';

/**
 * The mock backend's module with its store as the demo shows it (the seed's pictures are the deployment's own
 * files): the same in the build's prerender and in the browser, so both render the same page.
 */
export function prepareMocks(): typeof mocks {
  localizePictures(mocks.mockStore, import.meta.env.BASE_URL);
  return mocks;
}
