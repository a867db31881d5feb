import * as z from 'zod/mini';
import { ApiError, isApiError, type ApiErrorInit } from './errors';
import { retry } from './retry';
import { createTransport, extractServerMessage } from './transport';

import { uploadMessages } from './uploadMessages';

const ENDPOINT = 'upload';

export { uploadMessages };

/** The media types the spec allows: JPG, PNG, GIF, MP4, MOV (QuickTime) and PDF. */
export const uploadAllowedTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'video/mp4',
  'video/quicktime',
  'application/pdf',
] as const;

/** Default size limit in megabytes. */
export const UPLOAD_MAX_SIZE_MB = 10;

// Some systems hand over files with an empty type (often .mov on Windows); the extension decides then.
const typeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  webp: 'image/webp',
  webm: 'video/webm',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** A file's media type: its own (`image/jpg` read as `image/jpeg`), or from its name's extension when it has none; '' when unknown. */
export function fileMediaType(file: { readonly type: string; readonly name?: unknown }): string {
  const type = file.type.toLowerCase();
  if (type) return type === 'image/jpg' ? 'image/jpeg' : type;
  const name = typeof file.name === 'string' ? file.name : '';
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? (typeByExtension[name.slice(dot + 1).toLowerCase()] ?? '') : '';
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

// ISO media brands (the `ftyp` box): HEIF pictures, QuickTime movies; any other brand is an MP4-family video.
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif']);
// A QuickTime movie from before the `ftyp` box starts straight with one of these atoms.
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** How many leading bytes `sniffMediaType` needs. */
export const MEDIA_SIGNATURE_BYTES = 16;

/**
 * What a file's first bytes say it is, whatever its name and declared type: `image/png`, `image/jpeg`, `image/gif`,
 * `image/webp`, `image/heic` (HEIF and AVIF included), `video/quicktime`, `video/mp4`, `video/webm`, `application/pdf`;
 * null when the bytes are none of these (a text file, an empty file).
 */
export function sniffMediaType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  const box = ascii(bytes, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (HEIF_BRANDS.has(brand)) return 'image/heic';
    return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (QUICKTIME_ATOMS.has(box)) return 'video/quicktime';
  return null;
}

// The types whose bytes are checked, and the sniffed types each may hold: MP4 and QuickTime share the ISO format,
// so a camera's .mov that is MP4 inside (or the reverse) is still a video of the kind the name says.
const CONTENT_OF: Record<string, readonly string[]> = {
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg'],
  'image/gif': ['image/gif'],
  'image/webp': ['image/webp'],
  'image/heic': ['image/heic'],
  'image/heif': ['image/heic'],
  'video/mp4': ['video/mp4', 'video/quicktime'],
  'video/quicktime': ['video/quicktime', 'video/mp4'],
  'video/webm': ['video/webm'],
};

/**
 * Whether a picture's or video's bytes are what its type (or, without one, its extension) says: a text file named
 * `.png` is not a picture. Types without a known signature (a PDF, say) are not read and pass.
 */
export async function fileContentMatches(file: Blob, type: string = fileMediaType(file)): Promise<boolean> {
  const expected = CONTENT_OF[type];
  if (!expected) return true;
  const head = new Uint8Array(await file.slice(0, MEDIA_SIGNATURE_BYTES).arrayBuffer());
  const actual = sniffMediaType(head);
  return actual !== null && expected.includes(actual);
}

/**
 * Checks a file against the spec's rules before anything is sent: present, an allowed type, at most
 * `maxSizeMb` megabytes (default 10). Returns the spec's message for the first rule broken, or null.
 */
export function validateUploadFile(
  file: Blob | null | undefined,
  options: { maxSizeMb?: number | undefined; allowedTypes?: readonly string[] | undefined } = {},
): string | null {
  const maxSizeMb = options.maxSizeMb ?? UPLOAD_MAX_SIZE_MB;
  if (!file) return uploadMessages.noFile;
  if (!(options.allowedTypes ?? uploadAllowedTypes).includes(fileMediaType(file))) return uploadMessages.unsupportedType;
  if (file.size > maxSizeMb * 1024 * 1024) return uploadMessages.tooLarge(maxSizeMb);
  return null;
}

/** The upload URL of a Cloudinary-style media host with the automatic resource type in the path. */
export function cloudinaryUploadUrl(cloudName: string): string {
  return `https://api.cloudinary.com/v1_1/${encodeURIComponent(cloudName)}/auto/upload`;
}

/** The part of XMLHttpRequest the uploader uses: a browser's own fits, and so does a test double. */
export interface UploadXhr {
  open(method: string, url: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

export interface UploaderConfig {
  /** The media host's upload URL, resource type included, e.g. `cloudinaryUploadUrl('demo')` (`…/auto/upload`). */
  url: string;
  /** The unsigned upload preset sent as the `upload_preset` field. */
  uploadPreset: string;
  /** Extra multipart fields for hosts that want them, e.g. `{ resource_type: 'auto', folder: 'edu' }`; default none. */
  fields?: Record<string, string> | undefined;
  /** Sends with this fetch (no upload progress: 0 then 100); default: XMLHttpRequest when there is one, else the global fetch. */
  fetch?: typeof fetch | undefined;
  /** Makes the XMLHttpRequest for each attempt; wins over `fetch`; default `new XMLHttpRequest()` when there is one. */
  createXhr?: (() => UploadXhr) | undefined;
  /** Tries in all; default 3. */
  maxAttempts?: number | undefined;
  /** Time limit of each attempt in milliseconds; default 60000. */
  timeoutMs?: number | undefined;
  /** First back-off in milliseconds, doubled after each failed attempt; default 1000. */
  backoffMs?: number | undefined;
  /** Size limit in megabytes when a call does not give one; default 10. */
  maxSizeMb?: number | undefined;
}

export interface UploadOptions {
  /** Called with whole percents 0–100; 100 only once the media host has answered. Restarts at 0 on a retry. */
  onProgress?: ((percent: number) => void) | undefined;
  /** Aborts at once, also during a back-off; an aborted upload is never retried. */
  signal?: AbortSignal | undefined;
  /** Size limit in megabytes for this call; default the uploader's (10). */
  maxSizeMb?: number | undefined;
  /** MIME types this call accepts, for callers with their own rules (the spec's microblog takes WebP and WebM); default `uploadAllowedTypes`. */
  allowedTypes?: readonly string[] | undefined;
}

/** What the media host answered, with `secure_url` as `url`. */
export interface UploadResult {
  url: string;
  publicId?: string | undefined;
  resourceType?: string | undefined;
  format?: string | undefined;
  bytes?: number | undefined;
  width?: number | undefined;
  height?: number | undefined;
  /** The media host's whole answer. */
  raw: Record<string, unknown>;
}

export interface Uploader {
  /** Validates, then uploads `file` with retries; rejects only with ApiError carrying one of `uploadMessages`. */
  upload(file: Blob | null | undefined, options?: UploadOptions): Promise<UploadResult>;
}

const answerSchema = z.looseObject({
  secure_url: z.string().check(z.minLength(1)),
  public_id: z.nullish(z.string()),
  resource_type: z.nullish(z.string()),
  format: z.nullish(z.string()),
  bytes: z.nullish(z.number()),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
});

interface SendRequest {
  url: string;
  form: FormData;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  onProgress: (percent: number) => void;
}
/** One attempt: resolves with the answer's JSON (undefined when it is not JSON) or rejects with ApiError. */
type Send = (request: SendRequest) => Promise<unknown>;

function sendWithFetch(fetchImpl: typeof fetch | undefined): Send {
  const transport = createTransport({ baseUrl: '', fetch: fetchImpl });
  return ({ url, form, timeoutMs, signal }) =>
    transport({ endpoint: ENDPOINT, method: 'POST', path: url, body: form, timeoutMs, signal });
}

function sendWithXhr(createXhr: () => UploadXhr): Send {
  return ({ url, form, timeoutMs, signal, onProgress }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new ApiError({ kind: 'aborted', endpoint: ENDPOINT }));
        return;
      }
      const xhr = createXhr();
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const fail = (init: Omit<ApiErrorInit, 'endpoint'>) =>
        settle(() => reject(new ApiError({ endpoint: ENDPOINT, ...init })));
      const onAbort = () => {
        fail({ kind: 'aborted' });
        xhr.abort();
      };
      // Our own timer rather than xhr.timeout, so the limit behaves the same for fetch, XHR and fake timers.
      const timer = setTimeout(() => {
        fail({ kind: 'timeout' });
        xhr.abort();
      }, timeoutMs);

      xhr.upload.onprogress = (event) => {
        // Bytes sent is not done: the host still has to store the file, so 100 waits for its answer.
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => {
        const text = xhr.responseText ?? '';
        let json: unknown;
        try {
          json = text.trim() ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) settle(() => resolve(json));
        else fail({ kind: 'http', status: xhr.status, serverMessage: extractServerMessage(json ?? text) });
      };
      xhr.onerror = () => fail({ kind: 'network' });
      xhr.onabort = () => fail({ kind: 'aborted' });
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        xhr.open('POST', url);
        xhr.send(form);
      } catch (cause) {
        fail({ kind: 'network', cause });
      }
    });
}

/** Re-words any failure with the spec's upload texts, keeping kind, status and the server's words. */
function toUploadError(error: unknown): ApiError {
  if (!isApiError(error))
    return new ApiError({ kind: 'network', endpoint: ENDPOINT, messageId: 'uploadFailed', cause: error });
  const message =
    error.kind === 'network'
      ? uploadMessages.network
      : error.kind === 'timeout'
        ? uploadMessages.timeout
        : error.kind === 'aborted'
          ? error.message
          : uploadMessages.failed;
  const messageId =
    error.kind === 'network' ? 'uploadNetwork' : error.kind === 'timeout' ? 'uploadTimeout' : error.kind === 'aborted' ? error.messageId : 'uploadFailed';
  return new ApiError({
    kind: error.kind,
    endpoint: ENDPOINT,
    status: error.status,
    serverMessage: error.serverMessage,
    message,
    messageId,
    cause: error,
  });
}

/** Creates the media host uploader: multipart `file` + `upload_preset`, progress, retries, the spec's messages. */
export function createUploader(config: UploaderConfig): Uploader {
  const { maxAttempts = 3, timeoutMs = 60_000, backoffMs = 1000 } = config;

  // Chosen per call, not at creation, so creating an uploader during server rendering touches nothing.
  const pickSend = (): Send => {
    if (config.createXhr) return sendWithXhr(config.createXhr);
    if (config.fetch) return sendWithFetch(config.fetch);
    if (typeof globalThis.XMLHttpRequest === 'function') return sendWithXhr(() => new XMLHttpRequest());
    return sendWithFetch(undefined);
  };

  return {
    async upload(file, options = {}) {
      const invalid = validateUploadFile(file, { maxSizeMb: options.maxSizeMb ?? config.maxSizeMb, allowedTypes: options.allowedTypes });
      if (invalid || !file)
        throw new ApiError({ kind: 'validation', endpoint: ENDPOINT, message: invalid ?? uploadMessages.noFile });

      const form = new FormData();
      form.append('file', file);
      form.append('upload_preset', config.uploadPreset);
      for (const [name, value] of Object.entries(config.fields ?? {})) form.append(name, value);

      let last = -1;
      const report = (percent: number) => {
        if (percent === last) return;
        last = percent;
        options.onProgress?.(percent);
      };
      const send = pickSend();

      try {
        return await retry(
          async () => {
            report(0);
            const json = await send({ url: config.url, form, timeoutMs, signal: options.signal, onProgress: report });
            const parsed = answerSchema.safeParse(json);
            if (!parsed.success) {
              throw new ApiError({
                kind: 'validation',
                endpoint: ENDPOINT,
                message: uploadMessages.failed,
                cause: parsed.error,
              });
            }
            report(100);
            const { secure_url, public_id, resource_type, format, bytes, width, height } = parsed.data;
            return {
              url: secure_url,
              publicId: public_id ?? undefined,
              resourceType: resource_type ?? undefined,
              format: format ?? undefined,
              bytes: bytes ?? undefined,
              width: width ?? undefined,
              height: height ?? undefined,
              raw: json as Record<string, unknown>,
            } satisfies UploadResult;
          },
          {
            attempts: maxAttempts,
            delayMs: (n) => backoffMs * 2 ** (n - 1),
            signal: options.signal,
            endpoint: ENDPOINT,
          },
        );
      } catch (error) {
        throw toUploadError(error);
      }
    },
  };
}
