import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EduContextProvider } from '../EduProvider/context';
import type { EduUploader, ToastAdapter } from '../EduProvider/types';
import { ApiError } from '@edupassport/api-client';
import { mockMediaBytes } from '@edupassport/api-client/mocks';
import { preloadCatalogs } from '../i18n/catalog';
import { uiCatalogs } from '../messages/catalogs';
import { matchesAccept, useFileUpload } from './useFileUpload';

/** A file whose first bytes are those of a real file of its type (the hook reads them). */
const file = (name: string, type: string, bytes = 16) => new File([mockMediaBytes(type, bytes)], name, { type });

function setup(uploader: EduUploader) {
  const titles: string[] = [];
  const toast: ToastAdapter = { show: (t) => (titles.push(t.title), String(titles.length)), dismiss: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider uploader={uploader} toast={toast}>
      {children}
    </EduContextProvider>
  );
  return { hook: renderHook(() => useFileUpload(), { wrapper }), titles };
}

describe('matchesAccept', () => {
  it('reads MIME types, type/* patterns and extensions like <input accept>', () => {
    expect(matchesAccept(file('a.gif', 'image/gif'), ['image/gif'])).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('a.PDF', ''), ['.pdf'])).toBe(true);
    expect(matchesAccept(file('a.mp4', 'video/mp4'), ['image/*', '.pdf'])).toBe(false);
    // An empty type (a .mov on Windows) is read from the extension.
    expect(matchesAccept(file('IMG_0001.MOV', ''), ['video/quicktime'])).toBe(true);
  });
});

describe('useFileUpload', () => {
  it('uploads accepted files with progress and the spec toasts; refuses the rest before sending', async () => {
    const upload = vi.fn<EduUploader['upload']>(async (_file, options) => {
      options?.onProgress?.(50);
      return { url: 'https://cdn.example/a.png' };
    });
    const { hook, titles } = setup({ upload });
    await act(() => hook.result.current.upload([file('a.png', 'image/png'), file('b.exe', 'application/x-msdownload')]));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(hook.result.current.items).toEqual([expect.objectContaining({ name: 'a.png', status: 'done', progress: 100, url: 'https://cdn.example/a.png' })]);
    expect(hook.result.current.rejected).toEqual([
      { name: 'b.exe', error: 'File type not supported. Please upload an image (JPG, PNG, GIF), video (MP4, MOV), or PDF file.' },
    ]);
    expect(titles).toEqual(['Uploading a.png...', 'a.png uploaded successfully']);
  });

  it('refuses a text file named .png by its bytes, and takes a MOV with an empty type by its name (issue 45)', async () => {
    const upload = vi.fn<EduUploader['upload']>(async (f) => ({ url: `https://cdn.example/${(f as File).name}` }));
    const { hook } = setup({ upload });
    const notes = new File(['These are my lesson notes, not a picture.'], 'notes.png', { type: 'image/png' });
    const mov = new File([mockMediaBytes('video/quicktime', 16)], 'IMG_0001.MOV', { type: '' });
    await act(() => hook.result.current.upload([notes, mov]));
    expect(hook.result.current.rejected).toEqual([
      { name: 'notes.png', error: 'File type not supported. Please upload an image (JPG, PNG, GIF), video (MP4, MOV), or PDF file.' },
    ]);
    expect(upload.mock.calls.map(([f]) => (f as File).name)).toEqual(['IMG_0001.MOV']);
  });

  it('says which file failed, and adds the batch toast when one of several fails', async () => {
    const upload = vi.fn<EduUploader['upload']>(async (f) => {
      if ((f as File).name === 'bad.png') throw new Error('Upload timeout: File may be too large or network is slow');
      return { url: 'https://cdn.example/ok.png' };
    });
    const { hook, titles } = setup({ upload });
    await act(() => hook.result.current.upload([file('ok.png', 'image/png'), file('bad.png', 'image/png')]));
    expect(hook.result.current.items.find((i) => i.name === 'bad.png')).toMatchObject({
      status: 'failed',
      error: 'Upload timeout: File may be too large or network is slow',
    });
    expect(titles).toContain('Failed to upload bad.png');
    expect(titles.at(-1)).toBe('Upload failed');
  });

  it('cancels an upload in flight', async () => {
    const upload = vi.fn<EduUploader['upload']>(
      (_f, options) =>
        new Promise((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const { hook } = setup({ upload });
    let pending!: Promise<unknown>;
    act(() => {
      pending = hook.result.current.upload([file('slow.png', 'image/png')]);
    });
    // The file is listed once its first bytes have been read.
    await waitFor(() => expect(hook.result.current.items).toHaveLength(1));
    await act(async () => {
      hook.result.current.cancel(hook.result.current.items[0]!.id);
      await pending;
    });
    expect(hook.result.current.items[0]).toMatchObject({ status: 'cancelled' });
  });
});

describe('useFileUpload in the reader’s language', () => {
  beforeAll(() => preloadCatalogs('fr', uiCatalogs));

  it('refuses a file in French, and a failed upload says why in French', async () => {
    const upload = vi.fn<EduUploader['upload']>(async () => {
      throw new ApiError({ kind: 'network', endpoint: 'upload', messageId: 'uploadNetwork', message: 'Network error: Please check your connection and try again' });
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EduContextProvider uploader={{ upload }} locale="fr">
        {children}
      </EduContextProvider>
    );
    const hook = renderHook(() => useFileUpload(), { wrapper });
    await waitFor(() => expect(hook.result.current).not.toBeNull());
    await act(() => hook.result.current.upload([file('a.png', 'image/png'), file('b.exe', 'application/x-msdownload')]));
    expect(hook.result.current.rejected).toEqual([
      { name: 'b.exe', error: 'Type de fichier non pris en charge. Veuillez envoyer une image (JPG, PNG, GIF), une vidéo (MP4, MOV) ou un fichier PDF.' },
    ]);
    expect(hook.result.current.items).toEqual([
      expect.objectContaining({ name: 'a.png', status: 'failed', error: 'Erreur réseau\u00a0: veuillez vérifier votre connexion et réessayer' }),
    ]);
  });
});
