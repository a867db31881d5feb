import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, encodeMultimediaContent } from '@edupassport/api-client';
import { mockControls, mockMediaBytes, mockSession } from '@edupassport/api-client/mocks';
import { EduContextProvider, type EduUploader } from '@edupassport/ui/headless';
import { authorPost, captureBodies, memoryStorage, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { MultimediaComposer } from '../MultimediaComposer';
import { useComposerFlow } from './useComposerFlow';
import { MICROBLOG_ACCEPT } from './useMicroblogComposer';
import { MULTIMEDIA_ACCEPT, MULTIMEDIA_ERROR_MS, MULTIMEDIA_MAX_BYTES, mediaNameOf, useMultimediaComposer } from './useMultimediaComposer';

startMockBackend();
afterEach(() => vi.useRealTimers());

/**
 * A file that says it is `size` bytes long without holding them: only name, type, size and the first bytes (a real
 * file's signature for `content`, default its type) matter here.
 */
function file(name: string, type: string, size = 2048, content: string = type): File {
  const f = new File([mockMediaBytes(content, 16)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** A media host double: answers each file with its URL, or fails, or never answers. */
function fakeUploader(mode: 'ok' | 'fail' | 'hang' = 'ok') {
  const upload = vi.fn<EduUploader['upload']>(async (blob, options) => {
    options?.onProgress?.(40);
    if (mode === 'hang') return new Promise<never>(() => {});
    if (mode === 'fail') throw new Error('The media host is not answering');
    return { url: `https://media.test/${(blob as File).name}` };
  });
  return { upload };
}

function setup(uploader: EduUploader = fakeUploader()) {
  mockSession.set('postAuthor');
  const user = mockSession.current();
  const toast = { show: vi.fn(), dismiss: vi.fn() };
  const client = createApiClient({ baseUrl: 'http://api.test' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={{ user: user ? { ...user } : null, isAdmin: false }} storage={memoryStorage()} toast={toast} uploader={uploader}>
      {children}
    </EduContextProvider>
  );
  return { wrapper, toast };
}

describe('useMultimediaComposer: the 10 MB rule', () => {
  it('keeps a file of exactly 10485760 bytes and rejects one of 10485761 with the singular message', async () => {
    const uploader = fakeUploader();
    const { wrapper } = setup(uploader);
    const { result } = renderHook(() => useMultimediaComposer(), { wrapper });
    await act(() => result.current.pick('photo', [file('at-limit.jpg', 'image/jpeg', MULTIMEDIA_MAX_BYTES), file('over.jpg', 'image/jpeg', MULTIMEDIA_MAX_BYTES + 1)]));
    expect(result.current.sizeError).toBe('1 file exceeds the 10MB size limit');
    expect(uploader.upload).toHaveBeenCalledTimes(1);
    expect((uploader.upload.mock.calls[0]?.[0] as File).name).toBe('at-limit.jpg');
    expect(result.current.values.media).toEqual([{ url: 'https://media.test/at-limit.jpg', name: 'at-limit.jpg' }]);
  });

  it('says how many files are too large, uploads none of them, and clears the message after 3 seconds', async () => {
    vi.useFakeTimers();
    const uploader = fakeUploader();
    const { wrapper } = setup(uploader);
    const { result } = renderHook(() => useMultimediaComposer(), { wrapper });
    const big = MULTIMEDIA_MAX_BYTES + 1;
    await act(() => result.current.pick('video', [file('a.mp4', 'video/mp4', big), file('b.mp4', 'video/mp4', big), file('c.webm', 'video/webm', big)]));
    expect(result.current.sizeError).toBe('3 files exceed the 10MB size limit');
    expect(uploader.upload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(MULTIMEDIA_ERROR_MS - 1));
    expect(result.current.sizeError).toBe('3 files exceed the 10MB size limit');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.sizeError).toBeNull();
  });

  it('restarts the 3 seconds on a new pick with a file too large', async () => {
    vi.useFakeTimers();
    const { wrapper } = setup();
    const { result } = renderHook(() => useMultimediaComposer(), { wrapper });
    await act(() => result.current.pick('photo', [file('a.jpg', 'image/jpeg', MULTIMEDIA_MAX_BYTES + 1)]));
    act(() => vi.advanceTimersByTime(2000));
    await act(() => result.current.pick('gif', [file('b.gif', 'image/gif', MULTIMEDIA_MAX_BYTES + 1), file('c.gif', 'image/gif', MULTIMEDIA_MAX_BYTES + 1)]));
    expect(result.current.sizeError).toBe('2 files exceed the 10MB size limit');
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.sizeError).toBe('2 files exceed the 10MB size limit');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.sizeError).toBeNull();
  });

  it("refuses a file of a type the input does not offer with the spec's message (the GIF input takes image/gif only)", async () => {
    const uploader = fakeUploader();
    const { wrapper } = setup(uploader);
    const { result } = renderHook(() => useMultimediaComposer(), { wrapper });
    await act(() => result.current.pick('gif', [file('photo.png', 'image/png')]));
    expect(result.current.typeErrors).toEqual(['Please upload GIF files only']);
    await act(() => result.current.pick('photo', [file('a.heic', 'image/heic'), file('b.heic', 'image/heic'), file('c.tiff', 'image/tiff')]));
    expect(result.current.typeErrors).toEqual(['Please upload JPG, PNG or WebP images only']);
    await act(() => result.current.pick('video', [file('clip.avi', 'video/x-msvideo')]));
    expect(result.current.typeErrors).toEqual(['Please upload MP4 or WebM videos only']);
    expect(uploader.upload).not.toHaveBeenCalled();
  });

  it("takes an iPhone's MOV, also with an empty type, as the media host does (issue 45)", async () => {
    const uploader = fakeUploader();
    const { wrapper } = setup(uploader);
    const { result } = renderHook(() => useMultimediaComposer(), { wrapper });
    await act(() => result.current.pick('video', [file('IMG_0001.MOV', 'video/quicktime'), file('IMG_0002.mov', '', 2048, 'video/quicktime')]));
    expect(result.current.typeErrors).toEqual([]);
    expect(uploader.upload.mock.calls.map(([blob]) => (blob as File).name)).toEqual(['IMG_0001.MOV', 'IMG_0002.mov']);
    expect(uploader.upload.mock.calls[0]?.[1]).toMatchObject({ allowedTypes: expect.arrayContaining(['video/quicktime']) });
  });

  it('judges a file with an empty type by its extension: a JPG is taken, a HEIC refused (issue 45)', async () => {
    const uploader = fakeUploader();
    const { wrapper } = setup(uploader);
    const { result } = renderHook(() => useMultimediaComposer(), { wrapper });
    await act(() => result.current.pick('photo', [file('IMG_0003.HEIC', '', 2048, 'image/heic')]));
    expect(result.current.typeErrors).toEqual(['Please upload JPG, PNG or WebP images only']);
    expect(uploader.upload).not.toHaveBeenCalled();
    await act(() => result.current.pick('photo', [file('scan.jpg', '', 2048, 'image/jpeg')]));
    expect(uploader.upload.mock.calls.map(([blob]) => (blob as File).name)).toEqual(['scan.jpg']);
  });

  it('refuses a text file named .png and a HEIC renamed .jpg by their bytes (issue 45)', async () => {
    const uploader = fakeUploader();
    const { wrapper } = setup(uploader);
    const { result } = renderHook(() => useMultimediaComposer(), { wrapper });
    const text = new File(['These are my lesson notes, not a picture.'], 'notes.png', { type: 'image/png' });
    await act(() => result.current.pick('photo', [text, file('IMG_0004.jpg', 'image/jpeg', 2048, 'image/heic')]));
    expect(result.current.typeErrors).toEqual(['Please upload JPG, PNG or WebP images only']);
    await act(() => result.current.pick('video', [new File(['not a film'], 'trip.mov', { type: 'video/quicktime' })]));
    expect(result.current.typeErrors).toEqual(['Please upload MP4 or WebM videos only']);
    expect(uploader.upload).not.toHaveBeenCalled();
    expect(result.current.values.media).toEqual([]);
  });

  it('takes WebP photos and WebM videos, as the microblog composer does, and lets the media host take them too', async () => {
    const uploader = fakeUploader();
    const { wrapper } = setup(uploader);
    const { result } = renderHook(() => useMultimediaComposer(), { wrapper });
    await act(() => result.current.pick('photo', [file('garden.webp', 'image/webp')]));
    await act(() => result.current.pick('video', [file('tour.webm', 'video/webm')]));
    expect(result.current.typeErrors).toEqual([]);
    expect(uploader.upload).toHaveBeenCalledTimes(2);
    expect(uploader.upload.mock.calls[0]?.[1]).toMatchObject({ allowedTypes: expect.arrayContaining(['image/webp', 'video/webm']) });
    expect(MULTIMEDIA_ACCEPT).toBe(MICROBLOG_ACCEPT);
  });
});

describe('useMultimediaComposer: Continue', () => {
  it('needs text once markup is stripped, or at least one media item, and no upload running', async () => {
    const { wrapper } = setup(fakeUploader('hang'));
    const { result } = renderHook(() => useMultimediaComposer(), { wrapper });
    expect(result.current.isValid).toBe(false);
    act(() => result.current.setContent('<p>   </p><p><br></p>'));
    expect(result.current.isValid).toBe(false);
    act(() => result.current.setContent('<p>Science week</p>'));
    expect(result.current.isValid).toBe(true);
    act(() => result.current.setContent(''));
    act(() => result.current.setValues({ content: '', media: [{ url: 'https://media.test/a.jpg', name: 'a.jpg' }] }));
    expect(result.current.isValid).toBe(true);
    act(() => void result.current.pick('photo', [file('b.jpg', 'image/jpeg')]));
    await waitFor(() => expect(result.current.isUploading).toBe(true));
    expect(result.current.isValid).toBe(false);
    expect(result.current.uploads[0]).toMatchObject({ name: 'b.jpg', status: 'uploading', progress: 40 });
  });

  it('preloads an edited post: its decoded content and media URLs', () => {
    const post = authorPost({
      post_type: 'multimedia',
      content: encodeMultimediaContent({ content: '<p>Trip</p>', multimedia: ['https://cdn.test/a/museum.jpg', 'https://picsum.photos/seed/x/640/360'] }),
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useMultimediaComposer(post), { wrapper });
    expect(result.current.values).toEqual({
      content: '<p>Trip</p>',
      media: [
        { url: 'https://cdn.test/a/museum.jpg', name: 'museum.jpg' },
        { url: 'https://picsum.photos/seed/x/640/360', name: 'Media item 2' },
      ],
    });
    expect(result.current.dirty).toBe(false);
    expect(result.current.isValid).toBe(true);
  });

  it('names media by their file name, else by number', () => {
    const n = (i: number) => `Media item ${i}`;
    expect(mediaNameOf('https://cdn.test/path/Sports%20Day.jpg?w=200', 0, n)).toBe('Sports Day.jpg');
    expect(mediaNameOf('data:image/png;base64,AAAA', 2, n)).toBe('Media item 3');
  });
});

describe('useMultimediaComposer: the payloads', () => {
  it('creates with POST /api/users/create-feed-post: post_type and content as the JSON string of content and multimedia', async () => {
    const bodies = captureBodies();
    const { wrapper } = setup();
    const { result } = renderHook(
      () => {
        const form = useMultimediaComposer();
        return { form, flow: useComposerFlow({ postType: 'multimedia', ...form }) };
      },
      { wrapper },
    );
    act(() => result.current.form.setContent('<p>Volcanoes <strong>erupted</strong></p>'));
    await act(() => result.current.form.pick('photo', [file('lava.jpg', 'image/jpeg')]));
    await act(() => result.current.flow.onSave());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies).toEqual([
      {
        call: 'POST /api/users/create-feed-post',
        body: { post_type: 'multimedia', content: JSON.stringify({ content: '<p>Volcanoes <strong>erupted</strong></p>', multimedia: ['https://media.test/lava.jpg'] }) },
      },
    ]);
  });
});

/** Renders the composer as the postAuthor with a media-host double. */
function renderComposer(ui: ReactNode, uploader: EduUploader = fakeUploader()) {
  const { wrapper: Wrapper, toast } = setup(uploader);
  render(<Wrapper>{ui}</Wrapper>);
  return { user: userEvent.setup({ delay: null }), toast };
}

const mediaInput = (kind: string) => document.querySelector<HTMLInputElement>(`input[type="file"][data-kind="${kind}"]`) as HTMLInputElement;

describe('MultimediaComposer', () => {
  it('creates a media-only post: upload, Continue, Save sends exactly the spec payload', async () => {
    const bodies = captureBodies();
    const onSaved = vi.fn();
    const { user, toast } = renderComposer(<MultimediaComposer open onOpenChange={vi.fn()} onSaved={onSaved} />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.upload(mediaInput('photo'), file('class-photo.jpg', 'image/jpeg'));
    const list = await screen.findByRole('list', { name: '1 chosen file' });
    expect(within(list).getByRole('button', { name: 'Remove class-photo.jpg' })).toBeInTheDocument();
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Uploading class-photo.jpg...' }));
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'class-photo.jpg uploaded successfully' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        call: 'POST /api/users/create-feed-post',
        body: { post_type: 'multimedia', content: JSON.stringify({ content: '', multimedia: ['https://media.test/class-photo.jpg'] }) },
      },
    ]);
  });

  it('edits: preloads the post and PUTs exactly content as the JSON string of content and multimedia', async () => {
    const post = authorPost({
      post_type: 'multimedia',
      content: encodeMultimediaContent({ content: '<p>Museum trip</p>', multimedia: ['https://cdn.test/whale.jpg', 'https://cdn.test/fossil.jpg'] }),
    });
    const bodies = captureBodies();
    const onSaved = vi.fn();
    const { user } = renderComposer(<MultimediaComposer open onOpenChange={vi.fn()} post={post} onSaved={onSaved} />);
    expect(await screen.findByRole('textbox', { name: 'Content' }, { timeout: 5000 })).toHaveTextContent('Museum trip');
    await user.click(screen.getByRole('button', { name: 'Remove whale.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      { call: 'PUT /api/users/posts/1000', body: { content: JSON.stringify({ content: '<p>Museum trip</p>', multimedia: ['https://cdn.test/fossil.jpg'] }) } },
    ]);
  });

  it('keeps the text and media and shows the error when the save fails', async () => {
    mockControls.fail('posts.update', { status: 500, message: 'Editing is paused for maintenance' }, { times: 1 });
    const post = authorPost({
      post_type: 'multimedia',
      content: encodeMultimediaContent({ content: '<p>Museum trip</p>', multimedia: ['https://cdn.test/whale.jpg', 'https://cdn.test/fossil.jpg'] }),
    });
    const onOpenChange = vi.fn();
    const onSaved = vi.fn();
    const { user } = renderComposer(<MultimediaComposer open onOpenChange={onOpenChange} post={post} onSaved={onSaved} />);
    await screen.findByRole('textbox', { name: 'Content' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Remove whale.jpg' }));
    await user.upload(mediaInput('gif'), file('dino.gif', 'image/gif'));
    await screen.findByRole('list', { name: '2 chosen files' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Editing is paused for maintenance')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('Museum trip');
    const list = screen.getByRole('list', { name: '2 chosen files' });
    expect(within(list).getByText('fossil.jpg')).toBeInTheDocument();
    expect(within(list).getByText('dino.gif')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('keeps a failed upload with its error and Try again, and shows the failure toast', async () => {
    const uploader = fakeUploader('fail');
    const { user, toast } = renderComposer(<MultimediaComposer open onOpenChange={vi.fn()} />, uploader);
    await user.upload(mediaInput('video'), file('assembly.mp4', 'video/mp4'));
    const list = await screen.findByRole('list', { name: '1 chosen file' });
    expect(await within(list).findByText('The media host is not answering')).toBeInTheDocument();
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: 'Failed to upload assembly.mp4' }));
    await user.click(within(list).getByRole('button', { name: 'Try again to upload assembly.mp4' }));
    await waitFor(() => expect(uploader.upload).toHaveBeenCalledTimes(2));
  });
});
