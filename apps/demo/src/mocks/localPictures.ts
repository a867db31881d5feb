/** A seeded picture's address at picsum.photos: `/seed/<seed>/<width>/<height>`. */
const PICSUM = /https:\/\/picsum\.photos\/seed\/([\w-]+)\/(\d+)\/(\d+)/g;

/** The folder of the deployment the build writes the seed's pictures to. */
export const PICTURES_DIR = 'pictures';

/** A picture the build writes: its path under the deployment and the picsum path it stands for (drawn by the mock backend's `pictureSvg`). */
export interface LocalPicture {
  file: string;
  picsumPath: string;
}

/** The picsum path a file under `<base>pictures/` stands for (`edu-user-1-96x96.svg` → `/seed/edu-user-1/96/96`), or null. */
export function picsumPathOf(file: string): string | null {
  const match = /^([\w-]+)-(\d+)x(\d+)\.svg$/.exec(file);
  return match ? `/seed/${match[1]}/${match[2]}/${match[3]}` : null;
}

/**
 * Points the mock store's seeded pictures at files of the deployment (`<base>pictures/<seed>-<w>x<h>.svg`, drawn
 * like the mock backend draws picsum's) instead of picsum.photos. A prerendered page shows its pictures before
 * the mock backend's service worker exists (on a first visit it never answers them), and an offline machine
 * cannot reach picsum: the same address must work from the first paint. Returns the pictures the store points
 * at, for the build to write; the browser ignores them (in the dev server the mock backend draws them, see browser.ts). Run again after each reseed.
 */
export function localizePictures(store: object, base: string): LocalPicture[] {
  const found = new Map<string, string>();
  const local = (value: string) =>
    value.replace(PICSUM, (_, seed: string, width: string, height: string) => {
      const file = `${PICTURES_DIR}/${seed}-${width}x${height}.svg`;
      found.set(file, `/seed/${seed}/${width}/${height}`);
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
  return [...found].map(([file, picsumPath]) => ({ file, picsumPath }));
}
