import { http, HttpResponse } from 'msw';
import { pictureSvg } from './pictureSvg';

export { pictureSvg } from './pictureSvg';

/** Width and height of a picsum path, with the seed (the whole path when there is none). */
export function parsePicturePath(pathname: string): { seed: string; width: number; height: number } {
  const numbers = pathname.split('/').filter((part) => /^\d+$/.test(part)).map(Number);
  const size = (value: number | undefined, fallback: number) => Math.min(Math.max(value ?? fallback, 1), 4000);
  // picsum: /<width>/<height>, or /<size> for a square.
  const [width, height] = numbers.length >= 2 ? numbers.slice(-2) : numbers.length === 1 ? [numbers[0], numbers[0]] : [];
  return { seed: pathname, width: size(width, 640), height: size(height, 360) };
}

/** The msw handler answering every picsum.photos picture. */
export const pictureHandler = http.get('https://picsum.photos/*', ({ request }) => {
  const { seed, width, height } = parsePicturePath(new URL(request.url).pathname);
  return new HttpResponse(pictureSvg(seed, width, height), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
});
