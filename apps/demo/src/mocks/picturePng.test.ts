// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pictureShapes } from '@edupassport/api-client/mocks';
import { picturePng } from '../../prerender/picturePng';

/** The PNG's chunks by type. */
function chunks(png: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    out.set(type, Buffer.concat([out.get(type) ?? Buffer.alloc(0), png.subarray(at + 8, at + 8 + length)]));
    at += 12 + length;
  }
  return out;
}

/** The colour of pixel (x, y) of an indexed PNG without filters. */
function pixel(png: Buffer, x: number, y: number): string {
  const parts = chunks(png);
  const width = parts.get('IHDR')!.readUInt32BE(0);
  const rows = inflateSync(parts.get('IDAT')!);
  expect(rows[y * (width + 1)]).toBe(0);
  const index = rows[y * (width + 1) + 1 + x]!;
  return [...parts.get('PLTE')!.subarray(index * 3, index * 3 + 3)].join(',');
}

describe('the build’s PNG pictures', () => {
  it('is a PNG of the asked size, painted as the SVG is: sky, then the sun, then the hills', () => {
    const shapes = pictureShapes('edu-user-2', 96, 64);
    const png = picturePng(shapes, 96, 64);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = chunks(png).get('IHDR')!;
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([96, 64]);
    const sky = pixel(png, 2, 2);
    const sun = pixel(png, Math.round(shapes.sun.cx), Math.round(shapes.sun.cy));
    const hills = pixel(png, 48, 62);
    // Lightness 80% for the sun, 62% for the sky, 40% for the hills.
    const light = (rgb: string) => rgb.split(',').reduce((sum, channel) => sum + Number(channel), 0);
    expect(light(sun)).toBeGreaterThan(light(sky));
    expect(light(sky)).toBeGreaterThan(light(hills));
  });

  it('gives another seed of the same size the same shapes in other colours', () => {
    const a = picturePng(pictureShapes('edu-user-2', 96, 64), 96, 64);
    const b = picturePng(pictureShapes('edu-user-3', 96, 64), 96, 64);
    expect(chunks(a).get('IDAT')).toEqual(chunks(b).get('IDAT'));
    expect(chunks(a).get('PLTE')).not.toEqual(chunks(b).get('PLTE'));
  });
});
