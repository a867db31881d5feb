// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createServiceHandlers } from './mocks/services';
import { cloudinaryUploadUrl, createUploader, uploadMessages, validateUploadFile, type UploadXhr } from './upload';

const MB = 1024 * 1024;
const UPLOAD_URL = 'https://media.test/v1_1/demo/auto/upload';
const png = () => new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' });
/** A blob of any size without allocating it: validation reads only size, type and name. */
const sized = (size: number, type = 'image/png', name = 'big.png') => ({ size, type, name }) as unknown as File;

/** A scripted XMLHttpRequest: `server` decides what each attempt does. */
class FakeXhr implements UploadXhr {
  status = 0;
  responseText = '';
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  onabort: UploadXhr['onabort'] = null;
  method = '';
  url = '';
  body: FormData | undefined;
  aborted = false;

  constructor(private readonly server: (xhr: FakeXhr) => void) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    queueMicrotask(() => this.server(this));
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.({} as ProgressEvent);
  }
  failNetwork() {
    this.onerror?.({} as ProgressEvent);
  }
}

/** An XHR factory whose attempts follow `script`, remembering every request it made. */
function scriptedXhr(script: (attempt: number, xhr: FakeXhr) => void) {
  const made: FakeXhr[] = [];
  const createXhr = vi.fn(() => {
    const attempt = made.length + 1;
    const xhr = new FakeXhr((x) => script(attempt, x));
    made.push(xhr);
    return xhr;
  });
  return { made, createXhr };
}

const ok = {
  secure_url: 'https://media.test/demo/image/upload/v1/edu/photo.png',
  public_id: 'edu/photo',
  resource_type: 'image',
  bytes: 2048,
};

describe('validateUploadFile', () => {
  it.each([
    ['no file', null, uploadMessages.noFile],
    ['a text file', new File(['x'], 'notes.txt', { type: 'text/plain' }), uploadMessages.unsupportedType],
    ['an SVG', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), uploadMessages.unsupportedType],
    ['a file over 10 MB', sized(10 * MB + 1), 'File size must be less than 10MB'],
  ])('rejects %s with the spec message', (_, file, message) => {
    expect(validateUploadFile(file)).toBe(message);
  });

  it.each([
    ['JPG', sized(1000, 'image/jpeg', 'a.jpg')],
    ['PNG', sized(1000, 'image/png', 'a.png')],
    ['GIF', sized(1000, 'image/gif', 'a.gif')],
    ['MP4', sized(1000, 'video/mp4', 'a.mp4')],
    ['MOV', sized(1000, 'video/quicktime', 'a.mov')],
    ['PDF', sized(1000, 'application/pdf', 'a.pdf')],
    ['a MOV with no type, by its extension', sized(1000, '', 'clip.MOV')],
    ['exactly 10 MB', sized(10 * MB)],
  ])('accepts %s', (_, file) => {
    expect(validateUploadFile(file)).toBeNull();
  });

  it('takes the size limit from the options and names it in the message', () => {
    expect(validateUploadFile(sized(3 * MB), { maxSizeMb: 2 })).toBe('File size must be less than 2MB');
    expect(validateUploadFile(sized(3 * MB), { maxSizeMb: 5 })).toBeNull();
  });
});

describe('createUploader over XMLHttpRequest', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('succeeds on the third attempt after two failures, with progress, posting file and upload_preset', async () => {
    const { made, createXhr } = scriptedXhr((attempt, xhr) => {
      if (attempt < 3) return xhr.respond(503, { error: { message: 'busy' } });
      xhr.progress(512, 2048);
      xhr.progress(1024, 2048);
      xhr.progress(2048, 2048);
      xhr.respond(200, ok);
    });
    const progress: number[] = [];
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'edu_unsigned', createXhr, backoffMs: 1 });
    const file = png();

    const result = await uploader.upload(file, { onProgress: (p) => progress.push(p) });

    expect(result).toMatchObject({ url: ok.secure_url, publicId: 'edu/photo', resourceType: 'image', bytes: 2048 });
    expect(result.raw).toEqual(ok);
    expect(made).toHaveLength(3);
    // 100 only when the host has answered; bytes fully sent reads 99.
    expect(progress).toEqual([0, 25, 50, 99, 100]);
    const last = made[2];
    expect(last?.method).toBe('POST');
    expect(last?.url).toBe(UPLOAD_URL);
    expect(last?.body?.get('file')).toBe(file);
    expect(last?.body?.get('upload_preset')).toBe('edu_unsigned');
  });

  it('tries exactly 3 times with back-off 1 s then 2 s, then rejects with the spec message', async () => {
    vi.useFakeTimers();
    const { made, createXhr } = scriptedXhr((_, xhr) => xhr.respond(500, { error: { message: 'Internal error' } }));
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'p', createXhr });
    const result = uploader.upload(png()).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(made).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60_000);

    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      serverMessage: 'Internal error',
      message: uploadMessages.failed,
    });
    expect(made).toHaveLength(3);
  });

  it('doubles the back-off each time (a fourth attempt waits 4 s)', async () => {
    vi.useFakeTimers();
    const { made, createXhr } = scriptedXhr((_, xhr) => xhr.respond(500, {}));
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'p', createXhr, maxAttempts: 4 });
    const result = uploader.upload(png()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(made).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(made).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(made).toHaveLength(4);
    expect(await result).toMatchObject({ kind: 'http', status: 500 });
  });

  it('reports a network failure with the spec network message after 3 attempts', async () => {
    const { made, createXhr } = scriptedXhr((_, xhr) => xhr.failNetwork());
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'p', createXhr, backoffMs: 1 });
    await expect(uploader.upload(png())).rejects.toMatchObject({ kind: 'network', message: uploadMessages.network });
    expect(made).toHaveLength(3);
  });

  it('times each attempt out after 60 s and then reports the spec timeout message', async () => {
    vi.useFakeTimers();
    const { made, createXhr } = scriptedXhr(() => {}); // never answers
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'p', createXhr });
    const result = uploader.upload(png()).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(made).toHaveLength(1);
    expect(made[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(made[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000 + 60_000 + 2000 + 60_000);

    expect(await result).toMatchObject({ kind: 'timeout', message: uploadMessages.timeout });
    expect(made).toHaveLength(3);
  });

  it('does not retry an answer that will not change (400)', async () => {
    const { made, createXhr } = scriptedXhr((_, xhr) =>
      xhr.respond(400, { error: { message: 'Upload preset not found' } }),
    );
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'wrong', createXhr, backoffMs: 1 });
    await expect(uploader.upload(png())).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      serverMessage: 'Upload preset not found',
    });
    expect(made).toHaveLength(1);
  });

  it('aborts at once and never retries', async () => {
    vi.useFakeTimers();
    const { made, createXhr } = scriptedXhr(() => {}); // hangs
    const controller = new AbortController();
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'p', createXhr });
    const result = uploader.upload(png(), { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);

    controller.abort();
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'aborted' });
    expect(made[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(made).toHaveLength(1);
  });

  it('aborts during the back-off without another attempt', async () => {
    vi.useFakeTimers();
    const { made, createXhr } = scriptedXhr((_, xhr) => xhr.respond(502, {}));
    const controller = new AbortController();
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'p', createXhr });
    const result = uploader.upload(png(), { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(made).toHaveLength(1);

    controller.abort();
    expect(await result).toMatchObject({ kind: 'aborted' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(made).toHaveLength(1);
  });

  it('rejects an answer without secure_url with the spec failure message', async () => {
    const { made, createXhr } = scriptedXhr((_, xhr) => xhr.respond(200, { url: 'http://insecure' }));
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'p', createXhr, backoffMs: 1 });
    await expect(uploader.upload(png())).rejects.toMatchObject({ kind: 'validation', message: uploadMessages.failed });
    expect(made).toHaveLength(1);
  });

  it('uses the global XMLHttpRequest when there is one and no transport is given', async () => {
    const made: FakeXhr[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends FakeXhr {
        constructor() {
          super((xhr) => xhr.respond(200, ok));
          made.push(this);
        }
      },
    );
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'p' });
    await expect(uploader.upload(png())).resolves.toMatchObject({ url: ok.secure_url });
    expect(made).toHaveLength(1);
  });
});

describe('createUploader validation', () => {
  it.each([
    ['no file', undefined, {}, uploadMessages.noFile],
    ['a wrong type', new File(['x'], 'a.txt', { type: 'text/plain' }), {}, uploadMessages.unsupportedType],
    ['an oversize file', sized(11 * MB), {}, 'File size must be less than 10MB'],
    ['a file over the per-call limit', sized(2 * MB), { maxSizeMb: 1 }, 'File size must be less than 1MB'],
  ])('rejects %s with the spec message and sends nothing', async (_, file, options, message) => {
    const createXhr = vi.fn();
    const fetch = vi.fn();
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'p', createXhr, fetch });
    const error = await uploader.upload(file, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'validation', message });
    expect(createXhr).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('createUploader over fetch, against the mock media host', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('succeeds on the third attempt when the host fails twice; progress jumps 0 → 100', async () => {
    const handlers = createServiceHandlers({ failUploads: 2 });
    server.use(...handlers);
    const progress: number[] = [];
    const uploader = createUploader({
      url: cloudinaryUploadUrl('demo'),
      uploadPreset: 'edu',
      fetch: (...args) => globalThis.fetch(...args),
      backoffMs: 1,
    });

    const result = await uploader.upload(png(), { onProgress: (p) => progress.push(p) });

    expect(handlers.calls.upload).toBe(3);
    // The mock media host answers with a picture it draws on the page's own origin.
    expect(result.url).toMatch(/^\/pictures\/edu-upload-\d+-/);
    expect(result).toMatchObject({ resourceType: 'image', format: 'png', bytes: 2048 });
    expect(progress).toEqual([0, 100]);
  });

  it('stops after exactly 3 attempts when the host always fails', async () => {
    const handlers = createServiceHandlers({ failUploads: 99 });
    server.use(...handlers);
    const uploader = createUploader({
      url: UPLOAD_URL,
      uploadPreset: 'edu',
      fetch: (...args) => globalThis.fetch(...args),
      backoffMs: 1,
    });
    await expect(uploader.upload(png())).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: uploadMessages.failed,
    });
    expect(handlers.calls.upload).toBe(3);
  });

  it('sends extra fields to hosts that want them', async () => {
    let seen: FormData | undefined;
    server.use(
      http.post(UPLOAD_URL, async ({ request }) => {
        seen = await request.formData();
        return HttpResponse.json(ok);
      }),
    );
    const uploader = createUploader({ url: UPLOAD_URL, uploadPreset: 'edu', fields: { resource_type: 'auto' } });
    await expect(uploader.upload(png())).resolves.toMatchObject({ url: ok.secure_url });
    expect(seen?.get('resource_type')).toBe('auto');
    expect(seen?.get('upload_preset')).toBe('edu');
    expect(seen?.get('file')).toBeInstanceOf(Blob);
  });
});
