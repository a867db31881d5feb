import { http, HttpResponse } from 'msw';

/**
 * The mock data's pictures point at picsum.photos (`/seed/<seed>/<width>/<height>` or `/<width>/<height>`). A page
 * on the mocks must work without a network (a laptop on a train, an offline CI machine), so the mock backend
 * answers them itself: a calm two-tone picture per seed, of the asked size, as an SVG of a few hundred bytes.
 */
export function pictureSvg(seed: string, width: number, height: number): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 35% 62%)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.22}" fill="hsl(${(hue + 40) % 360} 45% 80%)"/><path d="M0 ${height} L${width * 0.35} ${height * 0.55} L${width * 0.6} ${height * 0.8} L${width} ${height * 0.5} L${width} ${height} Z" fill="hsl(${hue} 30% 40%)"/></svg>`;
}

/** Width and height of a picsum path, with the seed (the whole path when there is none). */
export function parsePicturePath(pathname: string): { seed: string; width: number; height: number } {
  const numbers = pathname.split('/').filter((part) => /^\d+$/.test(part)).map(Number);
  const size = (value: number | undefined, fallback: number) => Math.min(Math.max(value ?? fallback, 1), 4000);
  // picsum: /<width>/<height>, or /<size> for a square.
  const [width, height] = numbers.length >= 2 ? numbers.slice(-2) : numbers.length === 1 ? [numbers[0], numbers[0]] : [];
  return { seed: pathname, width: size(width, 640), height: size(height, 360) };
}

/** The SVG answer for one picture path. */
export function pictureResponse(pathname: string): HttpResponse<string> {
  const { seed, width, height } = parsePicturePath(pathname);
  return new HttpResponse(pictureSvg(seed, width, height), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}

/**
 * The handlers answering the mock data's pictures. Kept apart from `handlers` so a test or story that wants the
 * kit's picture fallbacks (every picture failing) gets them; a host page on the mocks adds them:
 * `setupWorker(...handlers, ...pictureHandlers)`.
 */
export const pictureHandlers = [http.get('https://picsum.photos/*', ({ request }) => pictureResponse(new URL(request.url).pathname))];
