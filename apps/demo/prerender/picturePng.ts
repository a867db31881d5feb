import { crc32, deflateSync } from 'node:zlib';
import type { PictureColour, PictureShapes } from '@edupassport/api-client/mocks';

/*
 * The mock data's pictures as PNG files, for the build to write (see src/mocks/localPictures.ts for why not SVG).
 * A picture is three flat shapes, so it is an indexed PNG: each pixel holds how much of the sun and of the hills
 * covers it, in quarters (the edges' anti-aliasing), and the palette turns that into the seed's colours. Every
 * picture of a size has the same pixels; only its palette differs. Written here, on Node's zlib, rather than with
 * an image library: the drawing is a circle and a line of hills, and the build keeps no native dependency.
 */

/** Coverage steps per shape: 0, 1/4, ..., 1. */
const STEPS = 4;
const LEVELS = STEPS + 1;

/** An RGB colour from hue, saturation and lightness, as CSS computes `hsl()`. */
function rgb([hue, saturation, lightness]: PictureColour): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

const mix = (from: number[], to: number[], amount: number) => from.map((value, i) => Math.round(value + ((to[i] ?? 0) - value) * amount));
const step = (coverage: number) => Math.round(Math.min(1, Math.max(0, coverage)) * STEPS);

/** The ridge's height at `x`, between its points. */
function ridgeAt(ridge: PictureShapes['hills']['ridge'], x: number): number {
  for (let i = 1; i < ridge.length; i++) {
    const [x0, y0] = ridge[i - 1]!;
    const [x1, y1] = ridge[i]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
  }
  return ridge[ridge.length - 1]![1];
}

/** The filtered scanlines of a size, deflated: the palette index of each pixel (sun step * LEVELS + hills step). */
const pixelsBySize = new Map<string, Buffer>();

function pixels({ sun, hills }: PictureShapes, width: number, height: number): Buffer {
  const key = `${width}x${height}`;
  let data = pixelsBySize.get(key);
  if (data) return data;
  const rows = Buffer.alloc((width + 1) * height);
  const ridge = Array.from({ length: width }, (_, x) => ridgeAt(hills.ridge, x + 0.5));
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const sunStep = step(sun.r - Math.hypot(x + 0.5 - sun.cx, y + 0.5 - sun.cy) + 0.5);
      const hillsStep = step(y + 1 - (ridge[x] ?? height));
      rows[row + 1 + x] = sunStep * LEVELS + hillsStep;
    }
  }
  data = deflateSync(rows, { level: 9 });
  pixelsBySize.set(key, data);
  return data;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** The picture of `shapes` as an indexed PNG of `width` x `height` pixels. */
export function picturePng(shapes: PictureShapes, width: number, height: number): Buffer {
  const sky = rgb(shapes.sky);
  const sun = rgb(shapes.sun.colour);
  const hills = rgb(shapes.hills.colour);
  const palette: number[] = [];
  for (let sunStep = 0; sunStep < LEVELS; sunStep++) {
    for (let hillsStep = 0; hillsStep < LEVELS; hillsStep++) {
      // Painted in the SVG's order: the sky, the sun over it, the hills over both.
      palette.push(...mix(mix(sky, sun, sunStep / STEPS), hills, hillsStep / STEPS));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per index
  header[9] = 3; // indexed colour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette)),
    chunk('IDAT', pixels(shapes, width, height)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
