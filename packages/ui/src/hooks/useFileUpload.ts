import { useCallback, useEffect, useRef, useState } from 'react';
import { fileContentMatches, fileMediaType, UPLOAD_MAX_SIZE_MB, uploadMessages, validateUploadFile } from '@edupassport/api-client/upload';
import { useEdu, useMessages } from '../EduProvider/context';
import type { EduUploader } from '../EduProvider/types';
import { uploadUiMessages } from '../messages/upload';
import { useLatest } from '@edupassport/internal/useLatest';
import { uiCatalogs } from '../messages/catalogs';
import { useErrorText } from './useErrorText';

export type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled';

/** One file of an upload batch, as the UI shows it. */
export interface UploadItem {
  id: string;
  file: File;
  name: string;
  status: UploadStatus;
  /** Whole percent, 0–100. */
  progress: number;
  /** The uploaded file's URL, once done. */
  url?: string | undefined;
  /** Why it failed, word for word from the spec. */
  error?: string | undefined;
}

export interface UseFileUploadOptions {
  /** What the input accepts: MIME types, `type/*` patterns or `.ext`; default the spec's JPG, PNG, GIF, MP4, MOV and PDF. */
  accept?: string[] | undefined;
  /** Size limit per file in megabytes; default 10. */
  maxSizeMb?: number | undefined;
  /** Message for a file of another type; default the spec's 'File type not supported…' sentence. */
  typeMessage?: string | undefined;
  /** Message for a file over the limit; default 'File size must be less than {n}MB'. */
  sizeMessage?: ((maxSizeMb: number) => string) | undefined;
  /** The uploader; default EduProvider's. */
  uploader?: EduUploader | undefined;
  /** Shows the spec's toasts ('Uploading {file}...', success, failure, batch failure); default true. */
  toasts?: boolean | undefined;
  /** Called with each file's URL as it finishes. */
  onUploaded?: ((item: UploadItem) => void) | undefined;
}

export interface UseFileUploadResult {
  items: UploadItem[];
  /** Validates and uploads the files; resolves with their final state. Rejected files never reach the uploader. */
  upload(files: Iterable<File>): Promise<UploadItem[]>;
  /** Aborts one upload. */
  cancel(id: string): void;
  /** Forgets a finished, failed or cancelled item (cancels it first when still uploading). */
  remove(id: string): void;
  /** Aborts everything and empties the list. */
  reset(): void;
  /** Messages of the files refused before upload (type, size, or bytes that are not the picture or video the type says), cleared on the next call. */
  rejected: Array<{ name: string; error: string }>;
  isUploading: boolean;
}

/**
 * Whether a file matches an accept list the way `<input accept>` reads it; a file with an empty type (a .mov on
 * Windows) is judged by its extension.
 */
export function matchesAccept(file: File, accept: string[]): boolean {
  const type = fileMediaType(file);
  const name = file.name.toLowerCase();
  return accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

let counter = 0;
const nextId = () => `upload-${++counter}`;

/**
 * Uploads files through the media host with progress and cancel, checking the caller's type and
 * size rules first, and showing the spec's upload toasts. Everything is aborted on unmount.
 */
export function useFileUpload(options: UseFileUploadOptions = {}): UseFileUploadResult {
  const edu = useEdu();
  const m = useMessages('ui', uploadUiMessages, uiCatalogs.loaders);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [rejected, setRejected] = useState<Array<{ name: string; error: string }>>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const errorText = useErrorText();
  const latest = useLatest({ options, edu, m, errorText });

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const validate = useCallback(
    (file: File): string | null => {
      const { options: o, m: msg } = latest.current;
      const maxSizeMb = o.maxSizeMb ?? UPLOAD_MAX_SIZE_MB;
      if (o.accept) {
        if (!matchesAccept(file, o.accept)) return o.typeMessage ?? msg.fileNotSupported;
        if (file.size > maxSizeMb * 1024 * 1024) return (o.sizeMessage ?? msg.fileTooLarge)(maxSizeMb);
        return null;
      }
      // The client's rule names the problem in its English words; the reader gets them in their language.
      const problem = validateUploadFile(file, { maxSizeMb });
      if (!problem) return null;
      if (problem === uploadMessages.unsupportedType) return o.typeMessage ?? msg.fileNotSupported;
      if (problem === uploadMessages.noFile) return msg.noFileProvided;
      return (o.sizeMessage ?? msg.fileTooLarge)(maxSizeMb);
    },
    [latest],
  );

  const uploadOne = useCallback(
    async (item: UploadItem): Promise<UploadItem> => {
      const { options: o, edu: e, m: msg } = latest.current;
      const uploader = o.uploader ?? e.uploader;
      const showToasts = o.toasts ?? true;
      if (!uploader) {
        const failed = { ...item, status: 'failed' as const, error: msg.noUploader };
        patch(item.id, failed);
        return failed;
      }
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      const toastId = showToasts ? e.toast.show({ kind: 'info', title: msg.uploadingFile(item.name), durationMs: 0 }) : null;
      try {
        const { url } = await uploader.upload(item.file, {
          signal: controller.signal,
          maxSizeMb: o.maxSizeMb,
          onProgress: (progress) => patch(item.id, { progress }),
        });
        const done = { ...item, status: 'done' as const, progress: 100, url };
        patch(item.id, done);
        if (showToasts) e.toast.show({ kind: 'success', title: msg.uploadedFile(item.name) });
        o.onUploaded?.(done);
        return done;
      } catch (cause) {
        if (controller.signal.aborted) {
          const cancelled = { ...item, status: 'cancelled' as const };
          patch(item.id, cancelled);
          return cancelled;
        }
        const error = latest.current.errorText(cause, latest.current.m.fileUploadFailed);
        const failed = { ...item, status: 'failed' as const, error };
        patch(item.id, failed);
        if (showToasts) e.toast.show({ kind: 'error', title: msg.uploadFailedFile(item.name), description: error });
        return failed;
      } finally {
        if (toastId !== null) e.toast.dismiss(toastId);
        controllers.current.delete(item.id);
      }
    },
    [latest, patch],
  );

  const upload = useCallback(
    async (files: Iterable<File>): Promise<UploadItem[]> => {
      const accepted: UploadItem[] = [];
      const refused: Array<{ name: string; error: string }> = [];
      for (const file of files) {
        // A picture or video is also checked by its first bytes: a text file named .png is refused like a wrong type.
        const error = validate(file) ?? ((await fileContentMatches(file)) ? null : (latest.current.options.typeMessage ?? latest.current.m.fileNotSupported));
        if (error) refused.push({ name: file.name, error });
        else accepted.push({ id: nextId(), file, name: file.name, status: 'uploading', progress: 0 });
      }
      setRejected(refused);
      if (accepted.length === 0) return [];
      setItems((list) => [...list, ...accepted]);
      const results = await Promise.all(accepted.map(uploadOne));
      const { options: o, edu: e, m: msg } = latest.current;
      if ((o.toasts ?? true) && results.length > 1 && results.some((r) => r.status === 'failed')) {
        e.toast.show({ kind: 'error', title: msg.batchUploadFailedTitle, description: msg.batchUploadFailedDescription });
      }
      return results;
    },
    [validate, uploadOne, latest],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);
  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);
  const reset = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    setItems([]);
    setRejected([]);
  }, []);

  return { items, upload, cancel, remove, reset, rejected, isUploading: items.some((item) => item.status === 'uploading') };
}
