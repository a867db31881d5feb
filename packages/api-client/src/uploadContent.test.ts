import { describe, expect, it } from 'vitest';
import { mockMediaBytes, mockMediaFile } from './mocks';
import { fileContentMatches, fileMediaType, sniffMediaType, validateUploadFile } from './upload';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffMediaType', () => {
  it.each([
    ['a PNG', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], [0, 0, 0, 0x0d]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe1]), 'image/jpeg'],
    ['a GIF87a', bytes('GIF87a'), 'image/gif'],
    ['a GIF89a', bytes('GIF89a'), 'image/gif'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['an iPhone HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1'), 'image/heic'],
    ['a HEIF (mif1)', bytes([0, 0, 0, 0x18], 'ftypmif1'), 'image/heic'],
    ['an iPhone MOV', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime'],
    ['an old MOV without ftyp', bytes([0, 0, 0, 8], 'wide'), 'video/quicktime'],
    ['an MP4', bytes([0, 0, 0, 0x20], 'ftypisom'), 'video/mp4'],
    ['an MP4 (mp42)', bytes([0, 0, 0, 0x1c], 'ftypmp42'), 'video/mp4'],
    ['a WebM', bytes([0x1a, 0x45, 0xdf, 0xa3]), 'video/webm'],
    ['a PDF', bytes('%PDF-1.4'), 'application/pdf'],
  ])('reads %s', (_, head, type) => {
    expect(sniffMediaType(head)).toBe(type);
  });

  it.each([
    ['a text file', bytes('Hello, this is not a picture')],
    ['an empty file', new Uint8Array()],
    ['zeros', new Uint8Array(16)],
  ])('knows nothing of %s', (_, head) => {
    expect(sniffMediaType(head)).toBeNull();
  });

  it('agrees with the mock media bytes of every type', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/heic', 'video/mp4', 'video/quicktime', 'video/webm', 'application/pdf'])
      expect(sniffMediaType(mockMediaBytes(type))).toBe(type);
  });
});

describe('fileMediaType', () => {
  it('takes the declared type, and the extension when the type is empty', () => {
    expect(fileMediaType(new File([], 'a.jpg', { type: 'image/jpg' }))).toBe('image/jpeg');
    expect(fileMediaType(new File([], 'IMG_0001.MOV', { type: '' }))).toBe('video/quicktime');
    expect(fileMediaType(new File([], 'IMG_0002.HEIC', { type: '' }))).toBe('image/heic');
    expect(fileMediaType(new File([], 'notes', { type: '' }))).toBe('');
  });

  it('lets the media host take a MOV with an empty type', () => {
    expect(validateUploadFile(new File([], 'IMG_0001.mov', { type: '' }))).toBeNull();
  });
});

describe('fileContentMatches', () => {
  it('refuses a text file named .png', async () => {
    const text = new File(['just some notes, not a picture'], 'holiday.png', { type: 'image/png' });
    expect(await fileContentMatches(text)).toBe(false);
  });

  it('refuses a HEIC renamed .jpg and a PNG sent as a JPEG', async () => {
    expect(await fileContentMatches(mockMediaFile('IMG_0003.jpg', 'image/jpeg', 1024, 'image/heic'))).toBe(false);
    expect(await fileContentMatches(mockMediaFile('chart.jpg', 'image/jpeg', 1024, 'image/png'))).toBe(false);
  });

  it('takes pictures and videos whose bytes say what their type says', async () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['b.jpg', 'image/jpeg'],
      ['c.gif', 'image/gif'],
      ['d.webp', 'image/webp'],
      ['e.mp4', 'video/mp4'],
      ['f.mov', 'video/quicktime'],
      ['g.webm', 'video/webm'],
    ] as const)
      expect(await fileContentMatches(mockMediaFile(name, type))).toBe(true);
  });

  it('judges a file with an empty type by its extension, and takes an MP4 inside a .mov', async () => {
    expect(await fileContentMatches(mockMediaFile('IMG_0004.MOV', '', 1024, 'video/quicktime'))).toBe(true);
    expect(await fileContentMatches(mockMediaFile('IMG_0005.mov', '', 1024, 'video/mp4'))).toBe(true);
    expect(await fileContentMatches(new File(['text'], 'IMG_0006.mov', { type: '' }))).toBe(false);
  });

  it('does not read types it has no signature for', async () => {
    expect(await fileContentMatches(new File(['anything'], 'cv.docx', { type: 'application/msword' }))).toBe(true);
  });
});
