import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type Post } from '@edupassport/api-client';
import { mockControls, mockMediaBytes, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { uploadMessages, validateUploadFile } from '@edupassport/api-client/upload';
import { EduContextProvider, type EduUploader } from '@edupassport/ui/headless';
import { authorPost, captureBodies, memoryStorage, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { feedMessages as m } from '../messages';
import { useComposerFlow } from './useComposerFlow';
import {
  coverImageError,
  MICROBLOG_MAX_FILE_BYTES,
  pageHtmlToText,
  pageMediaError,
  pageTextToHtml,
  useMicroblogComposer,
  type MicroblogDraft,
} from './useMicroblogComposer';

startMockBackend();

const LIMIT = 10485760;
const file = (name: string, type: string, size = 2048) => {
  const f = new File([mockMediaBytes(type, 16)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

/** A media host that answers at once with a URL naming the file. */
function fakeUploader(): EduUploader & { upload: ReturnType<typeof vi.fn> } {
  return { upload: vi.fn(async (f: File | Blob) => ({ url: `https://media.example.org/${(f as File).name}` })) };
}

function setup(post?: Post | null, uploader: EduUploader | null = fakeUploader()) {
  mockSession.set('postAuthor');
  const user = mockSession.current();
  const toast = { show: vi.fn(() => 'toast-id'), dismiss: vi.fn() };
  const onSaved = vi.fn();
  const client = createApiClient({ baseUrl: 'http://api.test' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={{ user: user ? { ...user } : null }} storage={memoryStorage()} toast={toast} uploader={uploader ?? undefined}>
      {children}
    </EduContextProvider>
  );
  const view = renderHook(
    () => {
      const blog = useMicroblogComposer(post);
      const flow = useComposerFlow({ postType: 'microblog', post, values: blog.values, setValues: blog.setValues, dirty: blog.dirty, input: blog.input, onSaved });
      return { blog, flow };
    },
    { wrapper },
  );
  return { ...view, toast, onSaved, uploader };
}

/** A microblog of the mock store, made the postAuthor's own post 1000. */
function ownMicroblog(extra: Record<string, unknown> = {}): Post {
  const source = mockStore.posts.find((p) => p.post_type === 'microblog' && p.type !== 'shared' && p.pages.length > 1);
  if (!source) throw new Error('no seeded microblog with pages');
  return authorPost({
    post_type: 'microblog',
    headline: source.headline,
    content: null,
    cover_image: source.cover_image,
    layout_type: 'side-by-side',
    microblog_type: 'case_studies',
    pages: structuredClone(source.pages),
    ...extra,
  });
}

async function fillValid(result: { current: ReturnType<typeof setup>['result']['current'] }) {
  await act(async () => {
    await result.current.blog.uploadCover(file('cover.png', 'image/png'));
  });
  act(() => result.current.blog.setHeadline('  Phonics in Reception: a six-week path  '));
  act(() => result.current.blog.setPageContent(0, 'Week 1: sounds s, a, t, p.\nPractise with sand trays.\n\nWeek 2: i, n, m, d.'));
}

describe('file rules', () => {
  it('cover image: JPG, PNG or WebP up to 10485760 bytes, with the spec title and description', () => {
    expect(coverImageError(file('a.jpg', 'image/jpeg', LIMIT))).toBeNull();
    expect(coverImageError(file('a.png', 'image/png'))).toBeNull();
    expect(coverImageError(file('a.webp', 'image/webp'))).toBeNull();
    expect(coverImageError(file('a.jpg', 'image/jpg'))).toBeNull();
    expect(coverImageError(file('a.jpg', 'image/jpeg', LIMIT + 1))).toEqual({
      title: 'File size exceeds limit',
      description: 'Please upload an image smaller than 10MB',
    });
    expect(coverImageError(file('a.gif', 'image/gif'))).toEqual({ title: 'Invalid file type', description: 'Please upload JPG, PNG or WebP images only' });
    expect(coverImageError(file('a.pdf', 'application/pdf', LIMIT + 1))).toEqual({
      title: 'Invalid file type',
      description: 'Please upload JPG, PNG or WebP images only',
    });
    expect(MICROBLOG_MAX_FILE_BYTES).toBe(LIMIT);
  });

  it('page media: photos, videos MP4 or WebM, GIFs image/gif only, 10MB each', () => {
    expect(pageMediaError(file('a.webp', 'image/webp', LIMIT), 'photo')).toBeNull();
    expect(pageMediaError(file('a.webp', 'image/webp', LIMIT + 1), 'photo')).toBe('Please upload files smaller than 10MB');
    expect(pageMediaError(file('a.gif', 'image/gif'), 'photo')).toBe('Please upload JPG, PNG or WebP images only');
    expect(pageMediaError(file('a.mp4', 'video/mp4', LIMIT), 'video')).toBeNull();
    expect(pageMediaError(file('a.webm', 'video/webm'), 'video')).toBeNull();
    // An iPhone's MOV is taken, as the media host takes it (issue 45); another video type is not.
    expect(pageMediaError(file('a.mov', 'video/quicktime'), 'video')).toBeNull();
    expect(pageMediaError(file('a.avi', 'video/x-msvideo'), 'video')).toBe('Please upload MP4 or WebM videos only');
    expect(pageMediaError(file('a.mp4', 'video/mp4', LIMIT + 1), 'video')).toBe('Please upload files smaller than 10MB');
    expect(pageMediaError(file('a.gif', 'image/gif', LIMIT), 'gif')).toBeNull();
    expect(pageMediaError(file('a.png', 'image/png'), 'gif')).toBe('Please upload GIF files only');
    expect(pageMediaError(file('a.gif', 'image/gif', LIMIT + 1), 'gif')).toBe('Please upload files smaller than 10MB');
  });

  it('page text round-trips between HTML paragraphs and typed text', () => {
    expect(pageTextToHtml('One <b>\nline two\n\nPara & two ')).toBe('<p>One &lt;b&gt;<br>line two</p><p>Para &amp; two</p>');
    expect(pageHtmlToText('<p>One &lt;b&gt;<br>line two</p><p>Para &amp; two</p>')).toBe('One <b>\nline two\n\nPara & two');
    expect(pageHtmlToText('plain words')).toBe('plain words');
  });
});

describe('useMicroblogComposer', () => {
  it('the preview names a host user whose full name is null or blank by the first and last names', () => {
    // A host's API type: names may be null (EduUser takes them as they are).
    for (const full_name of [null, '  ']) {
      const user = { id: 7, first_name: 'Amara', last_name: null, full_name, email: null, profile_picture: null };
      const { result, unmount } = renderHook(() => useMicroblogComposer(), {
        wrapper: ({ children }: { children: ReactNode }) => <EduContextProvider session={{ user }}>{children}</EduContextProvider>,
      });
      expect(result.current.preview.user.full_name).toBe('Amara');
      expect(result.current.preview.user.profile_picture).toBeUndefined();
      unmount();
    }
  });

  it('starts at learn_path, full width and one empty page; each step is valid only when complete', async () => {
    const { result } = setup();
    const { blog } = result.current;
    expect(blog.values).toMatchObject({ microblogType: 'learn_path', layout: 'full-width', coverImage: '', headline: '' });
    expect(blog.values.pages).toHaveLength(1);
    expect(blog.stepValid).toEqual({ type: true, build: false, layout: true, pages: false });
    expect(blog.pageIssues).toEqual(['empty']);
    expect(blog.dirty).toBe(false);

    act(() => result.current.blog.setHeadline('   '));
    expect(result.current.blog.stepValid.build).toBe(false);
    act(() => result.current.blog.setHeadline('Phonics'));
    expect(result.current.blog.stepValid.build).toBe(false);
    await act(async () => {
      await result.current.blog.uploadCover(file('cover.webp', 'image/webp'));
    });
    expect(result.current.blog.values.coverImage).toBe('https://media.example.org/cover.webp');
    expect(result.current.blog.stepValid.build).toBe(true);
    act(() => result.current.blog.setHeadline(''));
    expect(result.current.blog.stepValid.build).toBe(false);
    act(() => result.current.blog.setHeadline('Phonics'));

    act(() => result.current.blog.setPageContent(0, '   '));
    expect(result.current.blog.stepValid.pages).toBe(false);
    act(() => result.current.blog.setPageContent(0, 'Week 1'));
    expect(result.current.blog.stepValid.pages).toBe(true);
    act(() => result.current.blog.setMicroblogType('guides'));
    act(() => result.current.blog.setLayout('side-by-side'));
    expect(result.current.blog.isValid).toBe(true);
    expect(result.current.blog.dirty).toBe(true);
  });

  it('refuses a cover that breaks a rule before any upload; toasts the upload steps', async () => {
    const { result, toast, uploader } = setup();
    await act(async () => {
      expect(await result.current.blog.uploadCover(file('big.jpg', 'image/jpeg', LIMIT + 1))).toBe(false);
    });
    expect(result.current.blog.cover.error).toEqual({ title: 'File size exceeds limit', description: 'Please upload an image smaller than 10MB' });
    await act(async () => {
      await result.current.blog.uploadCover(file('clip.gif', 'image/gif'));
    });
    expect(result.current.blog.cover.error?.title).toBe('Invalid file type');
    expect(uploader?.upload).not.toHaveBeenCalled();
    await act(async () => {
      expect(await result.current.blog.uploadCover(file('edge.jpg', 'image/jpeg', LIMIT))).toBe(true);
    });
    expect(result.current.blog.cover).toEqual({ status: 'idle', progress: 0, error: null });
    expect(uploader?.upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ allowedTypes: expect.arrayContaining(['image/webp', 'video/webm']) }));
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'info', title: 'Uploading cover image...' }));
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', title: 'Cover image uploaded successfully' }));
  });

  it('refuses a text file named .png as the cover and as page media, by its bytes (issue 45)', async () => {
    const uploader = fakeUploader();
    const { result } = setup(null, uploader);
    const notes = () => new File(['These are my lesson notes, not a picture.'], 'notes.png', { type: 'image/png' });
    await act(async () => {
      expect(await result.current.blog.uploadCover(notes())).toBe(false);
    });
    expect(result.current.blog.cover.error).toEqual({ title: 'Invalid file type', description: 'Please upload JPG, PNG or WebP images only' });
    await act(async () => {
      await result.current.blog.uploadPageMedia(0, 'photo', [notes()]);
    });
    expect(result.current.blog.pageErrors[result.current.blog.values.pages[0]?.key ?? '']).toEqual(['Please upload JPG, PNG or WebP images only']);
    expect(result.current.blog.values.pages[0]?.multimedia).toEqual([]);
    expect(uploader.upload).not.toHaveBeenCalled();
  });

  it('a failed cover upload keeps the old cover and everything typed, and says so', async () => {
    const uploader = fakeUploader();
    const { result, toast } = setup(null, uploader);
    await fillValid(result);
    const before = result.current.blog.values;
    uploader.upload.mockRejectedValueOnce(new Error('Network error: Please check your connection and try again'));
    await act(async () => {
      expect(await result.current.blog.uploadCover(file('second.png', 'image/png'))).toBe(false);
    });
    expect(result.current.blog.values).toEqual(before);
    expect(result.current.blog.cover.error).toEqual({ title: 'Failed to upload cover image', description: 'Network error: Please check your connection and try again' });
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: 'Failed to upload cover image' }));
  });

  it('asks the media host to take WebP and WebM, which its own list refuses', async () => {
    const uploader = fakeUploader();
    const { result } = setup(null, uploader);
    await act(async () => {
      await result.current.blog.uploadPageMedia(0, 'video', [file('lesson.webm', 'video/webm')]);
    });
    expect(result.current.blog.values.pages[0]?.multimedia).toEqual(['https://media.example.org/lesson.webm']);
    const options = uploader.upload.mock.calls[0]?.[1] as { allowedTypes: readonly string[] };
    const webm = file('lesson.webm', 'video/webm');
    expect(validateUploadFile(webm)).toBe(uploadMessages.unsupportedType);
    expect(validateUploadFile(webm, { allowedTypes: options.allowedTypes })).toBeNull();
    expect(validateUploadFile(file('cover.webp', 'image/webp'), { allowedTypes: options.allowedTypes })).toBeNull();
    expect(validateUploadFile(file('notes.pdf', 'application/pdf'), { allowedTypes: options.allowedTypes })).toBe(uploadMessages.unsupportedType);
  });

  it('page media: refused files are named by rule; accepted ones land on their page even after it moved', async () => {
    const uploader = fakeUploader();
    let finish: (() => void) | undefined;
    uploader.upload.mockImplementationOnce(
      (f: File | Blob) => new Promise((resolve) => (finish = () => resolve({ url: `https://media.example.org/${(f as File).name}` }))),
    );
    const { result } = setup(null, uploader);
    act(() => void result.current.blog.addPage());
    const second = result.current.blog.values.pages[1]?.key as string;
    let pending: Promise<void> | undefined;
    act(() => {
      pending = result.current.blog.uploadPageMedia(1, 'photo', [file('tray.png', 'image/png'), file('clip.mp4', 'video/mp4'), file('huge.jpg', 'image/jpeg', LIMIT + 1)]);
    });
    await waitFor(() => expect(result.current.blog.pageUploads).toEqual([expect.objectContaining({ pageKey: second, name: 'tray.png' })]));
    expect(result.current.blog.pageErrors[second]).toEqual(['Please upload JPG, PNG or WebP images only', 'Please upload files smaller than 10MB']);
    expect(result.current.blog.stepValid.pages).toBe(false);
    act(() => result.current.blog.movePage(1, -1));
    await act(async () => {
      finish?.();
      await pending;
    });
    expect(result.current.blog.values.pages.map((p) => p.multimedia)).toEqual([['https://media.example.org/tray.png'], []]);
    expect(result.current.blog.pageUploads).toEqual([]);

    uploader.upload.mockRejectedValueOnce(new Error('Mock media host failure'));
    await act(async () => {
      await result.current.blog.uploadPageMedia(0, 'gif', [file('cheer.gif', 'image/gif')]);
    });
    expect(result.current.blog.values.pages[0]?.multimedia).toEqual(['https://media.example.org/tray.png']);
    expect(result.current.blog.pageErrors[second]).toEqual(['Failed to upload cheer.gif']);

    act(() => result.current.blog.removePageMedia(0, 0));
    expect(result.current.blog.values.pages[0]?.multimedia).toEqual([]);
  });

  it('adds, moves and removes pages, never removing the last one', () => {
    const { result } = setup();
    act(() => result.current.blog.setPageContent(0, 'one'));
    act(() => void result.current.blog.addPage());
    act(() => result.current.blog.setPageContent(1, 'two'));
    act(() => void result.current.blog.addPage());
    act(() => result.current.blog.setPageContent(2, 'three'));
    const text = () => result.current.blog.values.pages.map((p) => p.content);
    expect(text()).toEqual(['one', 'two', 'three']);
    act(() => result.current.blog.movePage(2, -1));
    expect(text()).toEqual(['one', 'three', 'two']);
    act(() => result.current.blog.movePage(0, 1));
    expect(text()).toEqual(['three', 'one', 'two']);
    act(() => result.current.blog.movePage(0, -1));
    act(() => result.current.blog.movePage(2, 1));
    expect(text()).toEqual(['three', 'one', 'two']);
    act(() => result.current.blog.removePage(1));
    expect(text()).toEqual(['three', 'two']);
    act(() => result.current.blog.removePage(0));
    act(() => result.current.blog.removePage(0));
    expect(text()).toEqual(['two']);
  });

  it('page text stops at 1000 characters; a longer loaded page blocks Continue until shortened', () => {
    const { result } = setup();
    act(() => result.current.blog.setPageContent(0, 'a'.repeat(1001)));
    expect(result.current.blog.values.pages[0]?.content).toHaveLength(1000);
    expect(result.current.blog.pageIssues).toEqual([null]);

    const long = setup(ownMicroblog({ pages: [{ content: 'b'.repeat(1001), multimedia: [] }] }));
    expect(long.result.current.blog.pageIssues).toEqual(['tooLong']);
    expect(long.result.current.blog.stepValid.pages).toBe(false);
    act(() => long.result.current.blog.setPageContent(0, 'b'.repeat(999)));
    expect(long.result.current.blog.stepValid.pages).toBe(true);
  });

  it('creates: POSTs exactly post_type, headline, cover_image, layout_type, microblog_type, pages and type', async () => {
    const bodies = captureBodies();
    const { result, onSaved, toast } = setup();
    await fillValid(result);
    act(() => void result.current.blog.addPage());
    await act(async () => {
      await result.current.blog.uploadPageMedia(1, 'video', [file('read-aloud.mp4', 'video/mp4')]);
    });
    await act(async () => {
      await result.current.flow.onSave();
    });
    expect(bodies).toEqual([
      {
        call: 'POST /api/users/create-feed-post',
        body: {
          post_type: 'microblog',
          headline: 'Phonics in Reception: a six-week path',
          cover_image: 'https://media.example.org/cover.png',
          layout_type: 'full-width',
          microblog_type: 'learn_path',
          pages: [
            { content: '<p>Week 1: sounds s, a, t, p.<br>Practise with sand trays.</p><p>Week 2: i, n, m, d.</p>', multimedia: [] },
            { content: '', multimedia: ['https://media.example.org/read-aloud.mp4'] },
          ],
          type: 'learn_path',
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ post_type: 'microblog', headline: 'Phonics in Reception: a six-week path' }));
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', title: m.postCreated }));
  });

  it('edits: preloads everything and PUTs exactly headline, cover_image, layout_type, microblog_type, pages and type', async () => {
    const post = ownMicroblog();
    const bodies = captureBodies();
    const { result, onSaved } = setup(post);
    const { values } = result.current.blog;
    expect(values).toMatchObject({ microblogType: 'case_studies', layout: 'side-by-side', headline: post.headline, coverImage: post.cover_image });
    expect(values.pages.map((p) => p.multimedia)).toEqual(post.pages.map((p) => p.multimedia));
    expect(values.pages[0]?.content).toBe(pageHtmlToText(post.pages[0]?.content ?? ''));
    expect(result.current.blog.isValid).toBe(true);
    expect(result.current.blog.dirty).toBe(false);

    act(() => result.current.blog.setHeadline('Case study: phonics catch-up in Year 2'));
    act(() => result.current.blog.setPageContent(1, 'What we would change next time.'));
    act(() => result.current.blog.setMicroblogType('guides'));
    await act(async () => {
      await result.current.flow.onSave();
    });
    expect(bodies).toEqual([
      {
        call: 'PUT /api/users/posts/1000',
        body: {
          headline: 'Case study: phonics catch-up in Year 2',
          cover_image: post.cover_image,
          layout_type: 'side-by-side',
          microblog_type: 'guides',
          // The untouched first page goes back exactly as it came.
          pages: [post.pages[0], { content: '<p>What we would change next time.</p>', multimedia: post.pages[1]?.multimedia }, ...post.pages.slice(2)],
          type: 'guides',
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1000, headline: 'Case study: phonics catch-up in Year 2', microblog_type: 'guides' }));
  });

  it('a failed save keeps every input and rejects with the server message', async () => {
    mockControls.fail('feed.createPost', { status: 500, message: 'We could not publish your microblog.' });
    const { result, onSaved } = setup();
    await fillValid(result);
    act(() => result.current.blog.setLayout('side-by-side'));
    const before: MicroblogDraft = result.current.blog.values;
    await act(async () => {
      await expect(result.current.flow.onSave()).rejects.toThrow('We could not publish your microblog.');
    });
    expect(result.current.blog.values).toEqual(before);
    expect(result.current.blog.isValid).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
