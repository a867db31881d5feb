import { describe, expect, it } from 'vitest';
import { parsePicturePath, pictureSvg } from './pictures';

describe('the mock pictures', () => {
  it('reads the size from a seeded picsum path', () => {
    expect(parsePicturePath('/seed/edu-post-3/640/360')).toEqual({ seed: '/seed/edu-post-3/640/360', width: 640, height: 360 });
  });

  it('reads a square size and falls back for a path without one', () => {
    expect(parsePicturePath('/200')).toMatchObject({ width: 200, height: 200 });
    expect(parsePicturePath('/seed/abc')).toMatchObject({ width: 640, height: 360 });
  });

  it('keeps sizes within reason', () => {
    expect(parsePicturePath('/seed/x/0/99999')).toMatchObject({ width: 1, height: 4000 });
  });

  it('draws an SVG of the asked size, the same for the same seed and different for another', () => {
    const svg = pictureSvg('/seed/a/320/180', 320, 180);
    expect(svg).toContain('width="320" height="180"');
    expect(pictureSvg('/seed/a/320/180', 320, 180)).toBe(svg);
    expect(pictureSvg('/seed/b/320/180', 320, 180)).not.toBe(svg);
  });
});
