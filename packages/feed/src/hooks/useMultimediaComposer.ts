import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Post, PostInput } from '@edupassport/api-client';
import { decodeMultimediaContent } from '@edupassport/api-client/rules';
import { htmlToPlainText, useFileUpload, useMessages, type UploadItem } from '@edupassport/ui/headless';
import { feedMessages } from '../messages';
import { mediaFileError, POST_MEDIA_ACCEPT, POST_MEDIA_TYPES, usePostMediaUploader, type PostMediaKind } from './postMedia';
import { isBlank } from '@edupassport/internal/blank';
import { feedCatalogs } from '../messages/catalogs';

/** Which of the composer's three inputs a file was picked with. */
export type MultimediaInputKind = PostMediaKind;

/** Each file is at most 10 MB; exactly 10485760 bytes is allowed. */
export const MULTIMEDIA_MAX_BYTES = 10_485_760;

/** How long the size error stays. */
export const MULTIMEDIA_ERROR_MS = 3000;

/** What each input offers and accepts: the microblog composer's list, JPG, PNG or WebP photos, MP4 or WebM videos, GIFs. */
export const MULTIMEDIA_ACCEPT: Record<MultimediaInputKind, readonly string[]> = POST_MEDIA_ACCEPT;

/** One uploaded (or preloaded) media item: its URL and the name the UI calls it by. */
export interface MultimediaMediaEntry {
  url: string;
  name: string;
}

/** What the composer holds; kept as the draft while it has changes. */
export interface MultimediaDraft {
  /** The rich text, as sanitized HTML. */
  content: string;
  /** The media uploaded so far (or the post's), in order. */
  media: MultimediaMediaEntry[];
}

export interface UseMultimediaComposerResult {
  /** What is typed and uploaded now. */
  values: MultimediaDraft;
  setContent(html: string): void;
  /** Replaces everything (a restored draft). */
  setValues(values: MultimediaDraft): void;
  /** Takes a media item out of the post. */
  removeMedia(url: string): void;
  /** Checks the files picked with one input, shows the size error for 3 s, and uploads the good ones. */
  pick(kind: MultimediaInputKind, files: Iterable<File>): Promise<void>;
  /** Files still uploading, or failed (kept with their error until removed or tried again). */
  uploads: UploadItem[];
  /** Cancels an upload or forgets a failed one. */
  removeUpload(id: string): void;
  /** Uploads a failed file again. */
  retryUpload(id: string): void;
  isUploading: boolean;
  /** '1 file exceeds the 10MB size limit' / 'N files exceed the 10MB size limit' for 3 s after a pick, else null. */
  sizeError: string | null;
  /** Why files were refused for their type (the spec's message per picker, e.g. 'Please upload MP4 or WebM videos only'), for 3 s; then failed host checks. */
  typeErrors: string[];
  /** The content has text once markup is stripped. */
  hasContent: boolean;
  /** Content or at least one media item, and no upload still running. */
  isValid: boolean;
  /** Something differs from where the composer started. */
  dirty: boolean;
  /** The payload of create and update. */
  input: Extract<PostInput, { post_type: 'multimedia' }>;
}

/** A name for a media URL: its file name when the path ends in one, else 'Media item n'. */
export function mediaNameOf(url: string, index: number, fallback: (n: number) => string): string {
  if (!/^data:/i.test(url)) {
    const last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
    try {
      const name = decodeURIComponent(last);
      if (/\.[a-z0-9]{2,5}$/i.test(name)) return name;
    } catch {
      // A malformed escape: fall back to the number.
    }
  }
  return fallback(index + 1);
}

/** Splits one pick into the files that fit the 10 MB limit and the count of those that do not. */
export function splitBySize(files: readonly File[]): { fitting: File[]; tooLarge: number } {
  const fitting = files.filter((file) => file.size <= MULTIMEDIA_MAX_BYTES);
  return { fitting, tooLarge: files.length - fitting.length };
}

interface Rejection {
  tooLarge: number;
  /** The spec's messages for the files of a type the picker does not accept, once each. */
  wrongType: string[];
}

/**
 * The multimedia composer's state: rich text plus photos, videos and GIFs uploaded through the media host
 * (ui's `useFileUpload`: progress per file and the spec's toasts). Starts from the post's decoded content
 * and media when editing, empty when creating. Uploads are aborted on unmount.
 */
export function useMultimediaComposer(post?: Post | null): UseMultimediaComposerResult {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const [initial] = useState<MultimediaDraft>(() => {
    const decoded = post ? (post.media ?? decodeMultimediaContent(post.content)) : { content: '', multimedia: [] };
    return {
      content: decoded.content,
      media: decoded.multimedia.map((url, index) => ({ url, name: mediaNameOf(url, index, m.multimediaMediaItem) })),
    };
  });
  const [values, setValues] = useState(initial);
  const [rejection, setRejection] = useState<Rejection | null>(null);

  const uploader = usePostMediaUploader();
  const upload = useFileUpload({
    // The pickers' own list, so the media host does not refuse what they offer (its default list has no WebP or WebM).
    accept: [...POST_MEDIA_TYPES],
    uploader,
    // A finished upload becomes part of the post (and of the draft); the upload list keeps only the rest.
    onUploaded: (item) => {
      if (item.url) {
        const url = item.url;
        setValues((v) => ({ ...v, media: [...v.media, { url, name: item.name }] }));
      }
    },
  });

  // A new rejection restarts the 3 seconds; the timer goes with the composer.
  useEffect(() => {
    if (!rejection) return undefined;
    const timer = setTimeout(() => setRejection(null), MULTIMEDIA_ERROR_MS);
    return () => clearTimeout(timer);
  }, [rejection]);

  const { upload: start, remove: removeUpload, items } = upload;

  const pick = useCallback(
    async (kind: MultimediaInputKind, files: Iterable<File>) => {
      const list = Array.from(files);
      // Type (declared, else by extension, then by the bytes) first, then size, as in the microblog composer.
      const errors = await Promise.all(list.map((file) => mediaFileError(file, kind, m)));
      const wrongType = [...new Set(errors.filter((text): text is string => text !== null))];
      const { fitting, tooLarge } = splitBySize(list.filter((_, i) => errors[i] === null));
      if (tooLarge || wrongType.length) setRejection({ tooLarge, wrongType });
      if (fitting.length) await start(fitting);
    },
    [start, m],
  );

  const retryUpload = useCallback(
    (id: string) => {
      const item = items.find((i) => i.id === id);
      if (!item) return;
      removeUpload(id);
      void start([item.file]);
    },
    [items, removeUpload, start],
  );

  return useMemo(() => {
    const hasContent = !isBlank(htmlToPlainText(values.content));
    const pending = items.filter((item) => item.status === 'uploading' || item.status === 'failed');
    const isUploading = pending.some((item) => item.status === 'uploading');
    const sameMedia =
      values.media.length === initial.media.length && values.media.every((entry, i) => entry.url === initial.media[i]?.url);
    return {
      values,
      setContent: (html: string) => setValues((v) => ({ ...v, content: html })),
      setValues,
      removeMedia: (url: string) => setValues((v) => ({ ...v, media: v.media.filter((entry) => entry.url !== url) })),
      pick,
      uploads: pending,
      removeUpload,
      retryUpload,
      isUploading,
      sizeError: rejection?.tooLarge ? m.multimediaTooLarge(rejection.tooLarge) : null,
      typeErrors: [
        ...(rejection?.wrongType ?? []),
        ...upload.rejected.map((file) => `${file.name}: ${file.error}`),
      ],
      hasContent,
      isValid: (hasContent || values.media.length > 0) && !isUploading,
      dirty: values.content !== initial.content || !sameMedia || pending.length > 0,
      input: {
        post_type: 'multimedia' as const,
        content: hasContent ? values.content : '',
        multimedia: values.media.map((entry) => entry.url),
      },
    };
  }, [values, initial, items, rejection, upload.rejected, pick, removeUpload, retryUpload, m]);
}
