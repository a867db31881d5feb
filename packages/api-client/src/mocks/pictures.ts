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

/** The picture drawn for `seed`: the same seed always gives the same colours. */
export function pictureSvg(seed: string, width: number, height: number): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 35% 62%)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.22}" fill="hsl(${(hue + 40) % 360} 45% 80%)"/><path d="M0 ${height} L${width * 0.35} ${height * 0.55} L${width * 0.6} ${height * 0.8} L${width} ${height * 0.5} L${width} ${height} Z" fill="hsl(${hue} 30% 40%)"/></svg>`;
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
