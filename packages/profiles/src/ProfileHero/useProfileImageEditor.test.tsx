import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type UserProfile } from '@edupassport/api-client';
import { handlers, mockControls, mockSession, mockStore, MOCK_USER_IDS, resetMocks } from '@edupassport/api-client/mocks';
import { BANNER_COMPRESSION, EduContextProvider, ImageProcessingError, type CompressImageOptions, type ToastAdapter } from '@edupassport/ui/headless';
import { useProfileImageEditor, type ProfileImageKind, type UseProfileImageEditorOptions } from './useProfileImageEditor';

const server = setupServer(...handlers);
const sent: Array<{ method: string; path: string; form: FormData | null }> = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    const multipart = request.headers.get('content-type')?.includes('multipart/form-data');
    sent.push({ method: request.method, path: new URL(request.url).pathname, form: multipart ? await request.clone().formData() : null });
  });
});
beforeEach(() => {
  mockSession.set('member');
  sent.length = 0;
  // jsdom has no object URLs: the preview only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const me = () => mockStore.users.find((u) => u.id === MOCK_USER_IDS.member)!;
const user = { id: MOCK_USER_IDS.member, full_name: 'Amaka Okafor', banner_picture: '/uploads/pictures/old-banner.jpg' } as UserProfile;
const image = (name: string, size = 3) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup(kind: ProfileImageKind, options: Partial<UseProfileImageEditorOptions> = {}) {
  const toast: ToastAdapter = { show: vi.fn(() => 'toast'), dismiss: vi.fn() };
  const onSaved = vi.fn();
  const onSaveFailed = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={{ user: { id: MOCK_USER_IDS.member } }} toast={toast}>
      {children}
    </EduContextProvider>
  );
  const view = renderHook(() => useProfileImageEditor({ kind, user, onSaved, onSaveFailed, ...options }), { wrapper });
  return { ...view, toast, onSaved, onSaveFailed };
}

/** A compressor that records its calls and answers a renamed JPEG. */
function recordingCompressor() {
  return vi.fn(async (file: Blob, _options: CompressImageOptions) => new File([file], `compressed-${(file as File).name}`, { type: 'image/jpeg' }));
}

const toasts = (toast: ToastAdapter) => (toast.show as ReturnType<typeof vi.fn>).mock.calls.map(([input]) => input as { kind: string; title: string });

describe('useProfileImageEditor: the banner flow', () => {
  it('compresses to 0.5 MB / 1920 px before the crop, hands the cropper the compressed image, and keeps the crop within the limits', async () => {
    const compress = recordingCompressor();
    const { result } = setup('banner', { compress });
    const original = image('summer-fair.png', 4_000_000);

    let choosing!: Promise<void>;
    act(() => {
      choosing = result.current.choose(original);
    });
    expect(result.current.step).toBe('preparing');
    await act(() => choosing);

    expect(compress).toHaveBeenCalledTimes(1);
    expect(compress).toHaveBeenCalledWith(original, { maxBytes: 524288, maxDimension: 1920 });
    expect(compress.mock.calls[0]?.[1]).toBe(BANNER_COMPRESSION);
    expect(result.current.step).toBe('crop');
    expect(result.current.source?.name).toBe('compressed-summer-fair.png');

    const croppedFile = image('summer-fair-cropped.jpg');
    await act(() => result.current.cropped(croppedFile));
    expect(compress).toHaveBeenCalledTimes(2);
    expect(compress.mock.calls[1]).toEqual([croppedFile, BANNER_COMPRESSION]);
    expect(result.current.step).toBe('preview');
    expect(result.current.result?.name).toBe('compressed-summer-fair-cropped.jpg');
    await waitFor(() => expect(result.current.resultUrl).toBe('blob:preview'));
  });

  it('says which file it refuses: none, not an image, undecodable, too big to compress', async () => {
    const compress = vi.fn<(file: Blob) => Promise<File>>();
    const { result } = setup('banner', { compress });

    await act(() => result.current.choose(null));
    expect(result.current.notice).toBe('No file selected');
    await act(() => result.current.choose(new File(['CV of Amaka Okafor'], 'cv.txt', { type: 'text/plain' })));
    expect(result.current.notice).toBe('Please upload an image file');
    expect(compress).not.toHaveBeenCalled();

    compress.mockRejectedValueOnce(new ImageProcessingError('process'));
    await act(() => result.current.choose(image('broken.png')));
    expect(result.current.notice).toBe('Failed to process image');
    compress.mockRejectedValueOnce(new ImageProcessingError('compress'));
    await act(() => result.current.choose(image('huge.png')));
    expect(result.current.notice).toBe('Failed to compress image');
    expect(result.current.step).toBe('current');
    expect(result.current.source).toBeNull();
  });

  it('rejects a crop that cannot be kept within the limits (the cropper shows why)', async () => {
    const compress = recordingCompressor();
    const { result } = setup('banner', { compress });
    await act(() => result.current.choose(image('fair.png')));
    compress.mockRejectedValueOnce(new ImageProcessingError('compress'));
    await expect(act(() => result.current.cropped(image('crop.jpg')))).rejects.toThrow('Failed to compress image');
    expect(result.current.step).toBe('crop');
  });

  it('saves the banner as multipart with one file, toasts, and answers the reloaded user', async () => {
    const { result, toast, onSaved } = setup('banner', { compress: recordingCompressor() });
    await act(() => result.current.choose(image('fair.png')));
    await act(() => result.current.cropped(image('fair-crop.jpg')));

    let saved = false;
    await act(async () => {
      saved = await result.current.save();
    });
    expect(saved).toBe(true);
    const upload = sent.find((r) => r.path === '/api/users/update-banner-picture');
    expect(upload?.method).toBe('PUT');
    expect([...(upload?.form?.keys() ?? [])]).toEqual(['banner_picture']);
    // jsdom's File crosses into Node's fetch with its type but not its name: check it is a file part of that type.
    const part = upload?.form?.get('banner_picture');
    expect(typeof part).toBe('object');
    expect((part as File).type).toBe('image/jpeg');
    expect(toasts(toast)).toEqual([{ kind: 'success', title: 'Background image updated successfully' }]);
    expect(me().banner_picture).toMatch(/^\/uploads\/pictures\//);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect((onSaved.mock.calls[0]?.[0] as UserProfile).banner_picture).toBe(me().banner_picture);
  });

  it('keeps the preview and the image when the save fails, says why, and clears the shown banner', async () => {
    mockControls.fail('users.updateBanner', { status: 500, message: 'The media host is full' });
    const { result, toast, onSaved, onSaveFailed } = setup('banner', { compress: recordingCompressor() });
    await act(() => result.current.choose(image('fair.png')));
    await act(() => result.current.cropped(image('fair-crop.jpg')));

    let saved = true;
    await act(async () => {
      saved = await result.current.save();
    });
    expect(saved).toBe(false);
    expect(result.current.step).toBe('preview');
    expect(result.current.result?.name).toBe('compressed-fair-crop.jpg');
    expect(result.current.saveError?.message).toBe('Failed to update background image');
    expect(result.current.saveError?.reason).toContain('The media host is full');
    expect(result.current.saving).toBe(false);
    expect(toasts(toast)).toEqual([{ kind: 'error', title: 'Failed to update background image' }]);
    expect(onSaveFailed).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the new banner from a local URL when the reload after the save fails', async () => {
    mockControls.fail('users.getCurrentUser', { status: 500, message: 'Try again later' });
    const { result, onSaved } = setup('banner', { compress: recordingCompressor() });
    await act(() => result.current.choose(image('fair.png')));
    await act(() => result.current.cropped(image('fair-crop.jpg')));
    await act(async () => {
      await result.current.save();
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: MOCK_USER_IDS.member, banner_picture: 'blob:preview' }));
  });

  it('removes the banner with an empty file field (null)', async () => {
    me().banner_picture = '/uploads/pictures/old-banner.jpg';
    const { result, toast, onSaved } = setup('banner');
    await act(() => result.current.remove());
    const request = sent.find((r) => r.path === '/api/users/update-banner-picture');
    expect([...(request?.form?.keys() ?? [])]).toEqual(['banner_picture']);
    expect(request?.form?.get('banner_picture')).toBe('');
    expect(me().banner_picture).toBeNull();
    expect(toasts(toast)).toEqual([{ kind: 'success', title: 'Background image removed successfully' }]);
    expect((onSaved.mock.calls[0]?.[0] as UserProfile).banner_picture).toBeUndefined();
  });

  it('rejects a failed removal with the spec message and toasts it', async () => {
    mockControls.fail('users.updateBanner', { network: true });
    const { result, toast, onSaved } = setup('banner');
    await expect(act(() => result.current.remove())).rejects.toThrow('Failed to remove background image');
    expect(toasts(toast)).toEqual([{ kind: 'error', title: 'Failed to remove background image' }]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('useProfileImageEditor: the profile picture', () => {
  it('refuses a picture it cannot decode before the cropper opens', async () => {
    const { result } = setup('picture', { check: () => Promise.reject(new ImageProcessingError('process')) });
    await act(() => result.current.choose(image('broken.png')));
    expect(result.current.notice).toBe('Failed to process image');
    expect(result.current.step).toBe('current');
  });

  it('crops the chosen file as it is, then uploads it as the single profile_picture part', async () => {
    const compress = recordingCompressor();
    const check = vi.fn(async () => {});
    const { result, toast } = setup('picture', { compress, check });
    const photo = image('amaka.png');
    await act(() => result.current.choose(photo));
    expect(compress).not.toHaveBeenCalled();
    expect(check).toHaveBeenCalledWith(photo);
    expect(result.current.source).toBe(photo);
    await act(() => result.current.cropped(image('amaka-square.jpg', 5)));
    expect(result.current.result?.name).toBe('amaka-square.jpg');
    await act(async () => {
      await result.current.save();
    });
    const upload = sent.find((r) => r.path === '/api/users/update-profile-picture');
    expect([...(upload?.form?.keys() ?? [])]).toEqual(['profile_picture']);
    const part = upload?.form?.get('profile_picture');
    expect(typeof part).toBe('object');
    expect((part as File).type).toBe('image/png');
    expect(toasts(toast)).toEqual([{ kind: 'success', title: 'Profile picture updated successfully' }]);
  });

  it('has its own messages for a failed save and a removal', async () => {
    mockControls.fail('users.updateProfilePicture', { status: 413, message: 'File too large' }, { times: 1 });
    const { result, toast, onSaveFailed } = setup('picture', { check: async () => {} });
    await act(() => result.current.choose(image('amaka.png')));
    await act(() => result.current.cropped(image('amaka-square.jpg')));
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.saveError?.message).toBe('Failed to update profile picture');
    expect(onSaveFailed).toHaveBeenCalledTimes(1);
    await act(() => result.current.remove());
    expect(me().profile_picture).toBeNull();
    expect(toasts(toast)).toEqual([
      { kind: 'error', title: 'Failed to update profile picture' },
      { kind: 'success', title: 'Profile picture removed successfully' },
    ]);
  });
});
