import { http, HttpResponse } from 'msw';

/**
 * The folder, at the root of the page's own origin, the mock data's pictures live in: `/pictures/<seed>-<w>x<h>.svg`.
 * A page on the mocks must work without a network (a laptop on a train, an offline CI machine), so no picture
 * points at an outside host: the mock backend draws each one itself (`pictureHandlers`), a calm two-tone picture
 * per seed, of the named size, as an SVG of a few hundred bytes. A server (a Next.js route) or a build (the
 * demo's prerendered pages) can answer the same names with `pictureResponse`.
 */
export const PICTURES_PATH = '/pictures/';

/** The file name of a picture the mock backend draws: `edu-user-1-96x96.svg`. */
const PICTURE_FILE = /(?:^|\/)([\w-]+?)-(\d+)x(\d+)\.svg$/;

/** The address of the seeded picture `seed` at `width`×`height`: `/pictures/<seed>-<w>x<h>.svg`. */
export function picturePath(seed: string, width: number, height: number): string {
  return `${PICTURES_PATH}${seed}-${width}x${height}.svg`;
}

/** A colour as hue (degrees), saturation and lightness (percent). */
export type PictureColour = readonly [hue: number, saturation: number, lightness: number];

/** What the picture for a seed shows: a sky, a sun and a line of hills, in the picture's pixels. */
export interface PictureShapes {
  sky: PictureColour;
  sun: { cx: number; cy: number; r: number; colour: PictureColour };
  /** The hills' ridge from the left edge to the right edge; the hills fill everything below it. */
  hills: { ridge: ReadonlyArray<readonly [x: number, y: number]>; colour: PictureColour };
}

/**
 * The shapes of the picture drawn for `seed` (the same seed always gives the same colours): what `pictureSvg`
 * draws, for a build that writes the pictures in another format (the demo writes PNG files).
 */
export function pictureShapes(seed: string, width: number, height: number): PictureShapes {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return {
    sky: [hue, 35, 62],
    sun: { cx: width * 0.7, cy: height * 0.35, r: Math.min(width, height) * 0.22, colour: [(hue + 40) % 360, 45, 80] },
    hills: {
      ridge: [
        [0, height],
        [width * 0.35, height * 0.55],
        [width * 0.6, height * 0.8],
        [width, height * 0.5],
      ],
      colour: [hue, 30, 40],
    },
  };
}

const hsl = ([hue, saturation, lightness]: PictureColour) => `hsl(${hue} ${saturation}% ${lightness}%)`;

/** The picture drawn for `seed`, as SVG: the same seed always gives the same colours. */
export function pictureSvg(seed: string, width: number, height: number): string {
  const { sky, sun, hills } = pictureShapes(seed, width, height);
  const ridge = hills.ridge.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${hsl(sky)}"/><circle cx="${sun.cx}" cy="${sun.cy}" r="${sun.r}" fill="${hsl(sun.colour)}"/><path d="${ridge} L${width} ${height} Z" fill="${hsl(hills.colour)}"/></svg>`;
}

/**
 * The seed, width and height a picture's path or file name names (`/pictures/edu-user-1-96x96.svg`, under any
 * base path), or null when it names no picture the mock backend draws.
 */
export function parsePicturePath(path: string): { seed: string; width: number; height: number } | null {
  const match = PICTURE_FILE.exec(path);
  if (!match) return null;
  const size = (value: string | undefined) => Math.min(Math.max(Number(value), 1), 4000);
  return { seed: match[1] ?? '', width: size(match[2]), height: size(match[3]) };
}

/** The SVG answer for one picture path, or a 404 when the path names no picture (a story's broken picture). */
export function pictureResponse(path: string): HttpResponse<string> {
  const picture = parsePicturePath(path);
  if (!picture) return new HttpResponse('Not a mock picture', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new HttpResponse(pictureSvg(picture.seed, picture.width, picture.height), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}

/**
 * The handlers answering the mock data's pictures, at `pictures/<file>` under any origin and base path. Kept
 * apart from `handlers` so a test or story that wants the kit's picture fallbacks keeps them; a host page on the
 * mocks adds them: `setupWorker(...handlers, ...pictureHandlers)`.
 */
export const pictureHandlers = [http.get('*/pictures/:file', ({ request }) => pictureResponse(new URL(request.url).pathname))];
