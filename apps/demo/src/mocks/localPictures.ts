import { pictureSvg } from './pictureSvg';

/** A seeded picture's address at picsum.photos: `/seed/<seed>/<width>/<height>`. */
const PICSUM = /https:\/\/picsum\.photos\/seed\/([\w-]+)\/(\d+)\/(\d+)/g;

/** The folder of the deployment the build writes the seed's pictures to. */
export const PICTURES_DIR = 'pictures';

/** A picture the build writes: its path under the deployment and its SVG. */
export interface LocalPicture {
  file: string;
  svg: string;
}

/**
 * Points the mock store's seeded pictures at files of the deployment (`<base>pictures/<seed>-<w>x<h>.svg`, drawn
 * like the mock backend draws picsum's) instead of picsum.photos. A prerendered page shows its pictures before
 * the mock backend's service worker exists (on a first visit it never answers them), and an offline machine
 * cannot reach picsum: the same address must work from the first paint. Returns the pictures the store points
 * at, for the build to write (each SVG drawn when read); the browser ignores them. Run again after each reseed.
 */
export function localizePictures(store: object, base: string): LocalPicture[] {
  const found = new Map<string, () => string>();
  const local = (value: string) =>
    value.replace(PICSUM, (_, seed: string, width: string, height: string) => {
      const file = `${PICTURES_DIR}/${seed}-${width}x${height}.svg`;
      // Drawn only when read: the build writes the files, the browser only needs the addresses.
      if (!found.has(file)) found.set(file, () => pictureSvg(`/seed/${seed}/${width}/${height}`, Number(width), Number(height)));
      return `${base}${file}`;
    });
  const seen = new Set<object>();
  const walk = (node: Record<string, unknown> | unknown[]) => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        if (value.includes('picsum.photos')) (node as Record<string, unknown>)[key] = local(value);
      } else if (value && typeof value === 'object') walk(value as Record<string, unknown>);
    }
  };
  walk(store as Record<string, unknown>);
  return [...found].map(([file, draw]) => ({
    file,
    get svg() {
      return draw();
    },
  }));
}
