/** The folder of the deployment the build writes the seed's pictures to. */
export const PICTURES_DIR = 'pictures';

/** A seeded picture's address as the mock data holds it: `/pictures/<seed>-<w>x<h>.svg` at the origin's root. */
const SEEDED = /(?<=^|")\/pictures\/([\w-]+-\d+x\d+)\.svg(?=$|")/g;

/**
 * A seeded gallery picture (`/uploads/gallery/<name>.jpg`): an upload's address, which only the mock worker answers
 * (with a placeholder), so a prerendered business page showed its gallery broken on a first visit. Drawn like a
 * seeded picture of 640x360 instead, named after the upload (`<name>-640x360`): the gallery deletes an image by
 * that name, which the store then holds.
 */
const SEEDED_GALLERY = /(?<=^|")\/uploads\/gallery\/([\w-]+)\.jpg(?=$|")/g;

/** The size a seeded gallery picture is drawn at. */
const GALLERY_SIZE = '640x360';

/**
 * The format of the files a build writes: PNG. An SVG shown by an `<img>` is a document of its own, 30 to 90 ms of
 * a budget phone's main thread each (a page of posts shows a dozen); a PNG decodes off the main thread, as a real
 * host's photos do. The dev server keeps the mock backend's SVG pictures (it writes no files).
 */
export type PictureFormat = 'png' | 'svg';

/** A picture the build writes: its path under the deployment and the address the mock data gave it (drawn like the mock backend's `pictureSvg`). */
export interface LocalPicture {
  file: string;
  seeded: string;
}

/**
 * Points the mock store's seeded pictures (`/pictures/<name>`, at the origin's root; and the seeded gallery
 * pictures, see SEEDED_GALLERY) at files of the deployment
 * (`<base>pictures/<name>`, drawn like the mock backend draws them). A prerendered page shows its pictures before
 * the mock backend's service worker exists (on a first visit it never answers them), and a deployment under a
 * base path does not own the origin's root: the same address must work from the first paint. Returns the
 * pictures the store points at, for the build to write, in `format`; the browser ignores them (in the dev server the
 * mock backend's pictureHandlers draw them under any base path, see browser.ts). Run again after each reseed.
 */
export function localizePictures(store: object, base: string, format: PictureFormat = 'svg'): LocalPicture[] {
  const found = new Map<string, string>();
  const localFile = (name: string, seeded: string) => {
    const file = `${PICTURES_DIR}/${name}.${format}`;
    found.set(file, seeded);
    return `${base}${file}`;
  };
  const local = (value: string) =>
    value
      .replace(SEEDED, (seeded: string, name: string) => localFile(name, seeded))
      .replace(SEEDED_GALLERY, (_: string, name: string) => localFile(`${name}-${GALLERY_SIZE}`, `/pictures/${name}-${GALLERY_SIZE}.svg`));
  const seen = new Set<object>();
  const walk = (node: Record<string, unknown> | unknown[]) => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        if (value.includes('/pictures/') || value.includes('/uploads/gallery/')) (node as Record<string, unknown>)[key] = local(value);
      } else if (value && typeof value === 'object') walk(value as Record<string, unknown>);
    }
  };
  walk(store as Record<string, unknown>);
  return [...found].map(([file, seeded]) => ({ file, seeded }));
}
