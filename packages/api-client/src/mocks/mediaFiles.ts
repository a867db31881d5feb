// The first bytes of a real file of each media type, so a fake upload passes the pickers' content check.
const SIGNATURES: Record<string, readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [...'GIF89a'].map((c) => c.charCodeAt(0)),
  'image/webp': [...'RIFF\0\0\0\0WEBPVP8 '].map((c) => c.charCodeAt(0)),
  'image/heic': [0, 0, 0, 0x18, ...'ftypheic'].map((c) => (typeof c === 'number' ? c : c.charCodeAt(0))),
  'video/mp4': [0, 0, 0, 0x18, ...'ftypisom'].map((c) => (typeof c === 'number' ? c : c.charCodeAt(0))),
  'video/quicktime': [0, 0, 0, 0x14, ...'ftypqt  '].map((c) => (typeof c === 'number' ? c : c.charCodeAt(0))),
  'video/webm': [0x1a, 0x45, 0xdf, 0xa3],
  'application/pdf': [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)),
};

/**
 * `size` bytes that start like a real file of `mediaType` (zeros after the signature; no signature for a type without
 * one), for fake uploads in stories and tests.
 */
export function mockMediaBytes(mediaType: string, size = 1024): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set((SIGNATURES[mediaType.toLowerCase()] ?? []).slice(0, size));
  return bytes;
}

/** A fake file whose first bytes match `contentType` (default its declared `type`): what a picker is handed. */
export function mockMediaFile(name: string, type: string, size = 1024, contentType: string = type): File {
  return new File([mockMediaBytes(contentType, size)], name, { type });
}
