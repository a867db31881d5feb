// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createServiceHandlers } from './services';
import { mockStore } from './store';
import { resetMocks } from './session';
import { parsePicturePath, pictureHandlers, picturePath, pictureSvg } from './pictures';

/** Every string in `node` (and in JSON held in its strings), with the key it sits under. */
function strings(node: unknown, key = '', found: Array<{ key: string; value: string }> = [], seen = new Set<object>()) {
  if (typeof node === 'string') {
    found.push({ key, value: node });
    if (/^[[{]/.test(node)) {
      try {
        strings(JSON.parse(node), key, found, seen);
      } catch {
        // not JSON: the string itself is enough
      }
    }
  } else if (node && typeof node === 'object' && !seen.has(node)) {
    seen.add(node);
    for (const [name, value] of Object.entries(node)) strings(value, Array.isArray(node) ? key : name, found, seen);
  }
  return found;
}

const ask = (path: string) => getResponse(pictureHandlers, new Request(new URL(path, 'http://host.test')));

describe('the mock pictures', () => {
  it('reads the seed and size from a picture path, under any base path', () => {
    expect(parsePicturePath('/pictures/edu-post-3-640x360.svg')).toEqual({ seed: 'edu-post-3', width: 640, height: 360 });
    expect(parsePicturePath('/kit/pictures/edu-user-1-96x96.svg')).toEqual({ seed: 'edu-user-1', width: 96, height: 96 });
    expect(parsePicturePath(picturePath('edu-banner-2', 1268, 200))).toEqual({ seed: 'edu-banner-2', width: 1268, height: 200 });
  });

  it('names no picture for another file', () => {
    expect(parsePicturePath('/pictures/broken.png')).toBeNull();
    expect(parsePicturePath('/index.html')).toBeNull();
  });

  it('keeps sizes within reason', () => {
    expect(parsePicturePath('/pictures/x-0x99999.svg')).toMatchObject({ width: 1, height: 4000 });
  });

  it('draws an SVG of the asked size, the same for the same seed and different for another', () => {
    const svg = pictureSvg('edu-a', 320, 180);
    expect(svg).toContain('width="320" height="180"');
    expect(pictureSvg('edu-a', 320, 180)).toBe(svg);
    expect(pictureSvg('edu-b', 320, 180)).not.toBe(svg);
  });

  it('answers a picture under any origin and base path, and 404 for a name it does not draw', async () => {
    const picture = await ask('http://localhost:5173/kit/pictures/edu-user-1-96x96.svg');
    expect(picture?.status).toBe(200);
    expect(picture?.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture?.text()).toContain('width="96" height="96"');
    expect((await ask('/pictures/broken.png'))?.status).toBe(404);
  });
});

describe('the seed', () => {
  const pictureKey = /picture|image|avatar|photo|media|pic$|logo|cover/i;

  it('points every picture at one the mock backend draws, on no outside host', async () => {
    resetMocks();
    const pictures = strings(mockStore).filter(({ key, value }) => pictureKey.test(key) && value !== '');
    expect(pictures.length).toBeGreaterThan(100);
    const notServed: string[] = [];
    for (const { key, value } of new Map(pictures.map((p) => [p.value, p])).values()) {
      const answer = value.startsWith('/') && !value.startsWith('//') ? await ask(value) : undefined;
      if (answer?.status !== 200 || answer.headers.get('content-type') !== 'image/svg+xml') notServed.push(`${key}: ${value}`);
    }
    expect(notServed).toEqual([]);
    expect(strings(mockStore).filter(({ value }) => /picsum/.test(value))).toEqual([]);
  });

  it('gives an uploaded image a picture the mock backend draws', async () => {
    const form = new FormData();
    form.set('file', new File(['x'], 'photo.png', { type: 'image/png' }));
    form.set('upload_preset', 'edu');
    const answer = await getResponse(createServiceHandlers(), new Request('https://api.media.test/v1_1/edu/auto/upload', { method: 'POST', body: form }));
    const { secure_url } = (await answer?.json()) as { secure_url: string };
    expect((await ask(secure_url))?.status).toBe(200);
  });
});
