import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Post, PostInput } from '@edupassport/api-client';
import { microblogLayouts, microblogTypes } from '@edupassport/api-client/rules';
import { textToHtml, useEdu, useErrorText, useFileUpload, useMessages, useUiMessages } from '@edupassport/ui/headless';
import { feedMessages } from '../messages';
import { mediaFileError, mediaTypeError, POST_MEDIA_ACCEPT, POST_MEDIA_TYPES, usePostMediaUploader, type PostMediaKind } from './postMedia';
import { isBlank } from '@edupassport/internal/blank';
import { feedCatalogs } from '../messages/catalogs';

export type MicroblogType = (typeof microblogTypes)[number];
export type MicroblogLayout = (typeof microblogLayouts)[number];
/** The three media pickers of a page. */
export type MicroblogMediaKind = PostMediaKind;

/** Page text limit. */
export const MICROBLOG_PAGE_TEXT_LIMIT = 1000;
/** Cover image and page media limit: 10 MB (10485760 bytes) per file. */
export const MICROBLOG_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The editing steps, in order (the fifth is the preview). */
export const MICROBLOG_EDIT_STEPS = ['type', 'build', 'layout', 'pages'] as const;
export type MicroblogEditStep = (typeof MICROBLOG_EDIT_STEPS)[number];

/** What each picker accepts: the cover and photos JPG, PNG or WebP; videos MP4 or WebM; GIFs image/gif. The multimedia composer's list too. */
export const MICROBLOG_ACCEPT: Record<MicroblogMediaKind, readonly string[]> = POST_MEDIA_ACCEPT;

export interface MicroblogPageDraft {
  /** A stable key for lists and focus; never sent. */
  key: string;
  /** The page's text as typed (plain text; sent as HTML paragraphs). */
  content: string;
  /** URLs of the page's media. */
  multimedia: string[];
  /** The loaded page, so an untouched page is sent back exactly as it came. */
  original?: { text: string; html: string } | undefined;
}

export interface MicroblogDraft {
  microblogType: MicroblogType;
  coverImage: string;
  headline: string;
  layout: MicroblogLayout;
  pages: MicroblogPageDraft[];
}

/** A broken rule of the cover image: the spec's title and description. */
export interface MicroblogCoverError {
  title: string;
  description: string;
}

/** A page media upload under way. */
export interface MicroblogPageUpload {
  id: string;
  pageKey: string;
  name: string;
  progress: number;
}

/** Why a page keeps Continue disabled. */
export type MicroblogPageIssue = 'empty' | 'tooLong' | null;

export interface UseMicroblogComposerResult {
  values: MicroblogDraft;
  /** Replaces everything (a restored draft). */
  setValues(values: MicroblogDraft): void;
  setMicroblogType(value: MicroblogType): void;
  setHeadline(value: string): void;
  setLayout(value: MicroblogLayout): void;
  /** Forgets the cover image. */
  removeCover(): void;
  /** Checks the file (type, then size) and uploads it as the cover; resolves true once it is set. */
  uploadCover(file: File): Promise<boolean>;
  cover: { status: 'idle' | 'uploading' | 'failed' | 'invalid'; progress: number; error: MicroblogCoverError | null };
  /** Adds an empty page at the end; returns its key. */
  addPage(): string;
  /** Removes a page, never the last one left. */
  removePage(index: number): void;
  /** Moves a page one place up (-1) or down (1). */
  movePage(index: number, delta: -1 | 1): void;
  /** Sets a page's text, cut at 1000 characters. */
  setPageContent(index: number, text: string): void;
  removePageMedia(index: number, mediaIndex: number): void;
  /** Checks each file against the picker's rules, then uploads the accepted ones through the media host into the page. */
  uploadPageMedia(index: number, kind: MicroblogMediaKind, files: Iterable<File>): Promise<void>;
  /** The messages of the last pick per page key (refused files and failed uploads). */
  pageErrors: Record<string, string[]>;
  /** Page media uploads running now. */
  pageUploads: MicroblogPageUpload[];
  /** Per page, why it cannot be posted yet. */
  pageIssues: MicroblogPageIssue[];
  /** Whether each editing step may continue. */
  stepValid: Record<MicroblogEditStep, boolean>;
  isValid: boolean;
  dirty: boolean;
  /** The payload of create and update. */
  input: PostInput;
  /** The post as it will look, for the preview. */
  preview: Post;
}

/** The cover image's rule broken by `file` (type first, then size), or null. */
export function coverImageError(file: Pick<File, 'type' | 'size'>, m: typeof feedMessages = feedMessages): MicroblogCoverError | null {
  if (mediaTypeError(file, 'photo', m)) return { title: m.coverTypeTitle, description: m.coverTypeDescription };
  if (file.size > MICROBLOG_MAX_FILE_BYTES) return { title: m.coverSizeTitle, description: m.coverSizeDescription };
  return null;
}

/** The message for a page media file the picker refuses (type, then size), or null. */
export function pageMediaError(file: Pick<File, 'type' | 'size'>, kind: MicroblogMediaKind, m: typeof feedMessages = feedMessages): string | null {
  const wrongType = mediaTypeError(file, kind, m);
  if (wrongType) return wrongType;
  if (file.size > MICROBLOG_MAX_FILE_BYTES) return m.mediaSize;
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A page's HTML as editable text: paragraphs become blank lines, line breaks newlines, tags go. */
export function pageHtmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|div)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Typed text as the HTML the cards render: blank lines split paragraphs, single newlines break lines. */
export function pageTextToHtml(text: string): string {
  return textToHtml(text);
}

let keys = 0;
const newKey = () => `page-${Date.now().toString(36)}-${++keys}`;
const emptyPage = (): MicroblogPageDraft => ({ key: newKey(), content: '', multimedia: [] });

function initialDraft(post?: Post | null): MicroblogDraft {
  const pages = (post?.pages ?? []).map((page): MicroblogPageDraft => {
    const text = pageHtmlToText(page.content);
    return { key: newKey(), content: text, multimedia: [...page.multimedia], original: { text, html: page.content } };
  });
  return {
    microblogType: post?.microblog_type ?? 'learn_path',
    coverImage: post?.cover_image ?? '',
    headline: post?.headline ?? '',
    layout: post?.layout_type ?? 'full-width',
    pages: pages.length ? pages : [emptyPage()],
  };
}

const pageHtml = (page: MicroblogPageDraft) => (page.original && page.content === page.original.text ? page.original.html : pageTextToHtml(page.content));

/**
 * The microblog composer's state: type, cover image and headline, layout, pages with
 * their text and media, and the payload. Starts from `post` when editing. Uploads go through
 * EduProvider's media host (cover with its own toasts, page media with the upload toasts) and are
 * aborted on unmount; a failed upload changes nothing that was typed.
 */
export function useMicroblogComposer(post?: Post | null): UseMicroblogComposerResult {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const errorText = useErrorText();
  const ui = useUiMessages();
  const { toast, session, clock } = useEdu();
  const [initial] = useState(() => initialDraft(post));
  const [values, setValues] = useState(initial);
  const [cover, setCover] = useState<UseMicroblogComposerResult['cover']>({ status: 'idle', progress: 0, error: null });
  const [pageErrors, setPageErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState<Array<{ file: File; pageKey: string }>>([]);
  const coverController = useRef<AbortController | null>(null);

  useEffect(() => () => coverController.current?.abort(), []);

  const uploader = usePostMediaUploader();
  const files = useFileUpload({ accept: [...POST_MEDIA_TYPES], maxSizeMb: 10, sizeMessage: () => m.mediaSize, uploader });
  const { upload: uploadFiles, remove: forgetUpload } = files;

  const uploadCover = useCallback(
    async (file: File) => {
      // Type and size, then the bytes: a text file named .png is not a cover picture.
      const problem = coverImageError(file, m) ?? ((await mediaFileError(file, 'photo', m)) ? { title: m.coverTypeTitle, description: m.coverTypeDescription } : null);
      if (problem) {
        setCover({ status: 'invalid', progress: 0, error: problem });
        return false;
      }
      coverController.current?.abort();
      const controller = new AbortController();
      coverController.current = controller;
      setCover({ status: 'uploading', progress: 0, error: null });
      const toastId = toast.show({ kind: 'info', title: m.coverUploading, durationMs: 0 });
      try {
        if (!uploader) throw new Error(ui.noUploader);
        const { url } = await uploader.upload(file, {
          signal: controller.signal,
          onProgress: (progress) => setCover((c) => (c.status === 'uploading' ? { ...c, progress } : c)),
        });
        if (controller.signal.aborted) return false;
        setValues((v) => ({ ...v, coverImage: url }));
        setCover({ status: 'idle', progress: 0, error: null });
        toast.show({ kind: 'success', title: m.coverUploaded });
        return true;
      } catch (cause) {
        if (controller.signal.aborted) return false;
        const description = errorText(cause, m.coverUploadFailed);
        setCover({ status: 'failed', progress: 0, error: { title: m.coverUploadFailed, description } });
        toast.show({ kind: 'error', title: m.coverUploadFailed, description });
        return false;
      } finally {
        toast.dismiss(toastId);
        if (coverController.current === controller) coverController.current = null;
      }
    },
    [m, ui, toast, uploader, errorText],
  );

  const uploadPageMedia = useCallback(
    async (index: number, kind: MicroblogMediaKind, picked: Iterable<File>) => {
      const page = values.pages[index];
      if (!page) return;
      const accepted: File[] = [];
      const errors: string[] = [];
      for (const file of picked) {
        // Type and size, then the bytes (a text file named .png gets the photo message).
        const problem = pageMediaError(file, kind, m) ?? (await mediaFileError(file, kind, m));
        if (problem) errors.push(problem);
        else accepted.push(file);
      }
      setPageErrors((all) => ({ ...all, [page.key]: [...new Set(errors)] }));
      if (!accepted.length) return;
      setPending((list) => [...list, ...accepted.map((file) => ({ file, pageKey: page.key }))]);
      const results = await uploadFiles(accepted);
      const urls = results.filter((r) => r.status === 'done' && r.url).map((r) => r.url as string);
      const failed = results.filter((r) => r.status === 'failed').map((r) => ui.uploadFailedFile(r.name));
      for (const r of results) forgetUpload(r.id);
      setPending((list) => list.filter((p) => !accepted.includes(p.file)));
      // The page may have moved while uploading: it is found again by its key.
      if (urls.length) setValues((v) => ({ ...v, pages: v.pages.map((p) => (p.key === page.key ? { ...p, multimedia: [...p.multimedia, ...urls] } : p)) }));
      if (failed.length) setPageErrors((all) => ({ ...all, [page.key]: [...(all[page.key] ?? []), ...failed] }));
    },
    [values.pages, m, ui, uploadFiles, forgetUpload],
  );

  return useMemo(() => {
    const pageUploads: MicroblogPageUpload[] = files.items
      .filter((item) => item.status === 'uploading')
      .flatMap((item) => {
        const owner = pending.find((p) => p.file === item.file);
        return owner ? [{ id: item.id, pageKey: owner.pageKey, name: item.name, progress: item.progress }] : [];
      });
    const pageIssues = values.pages.map((page): MicroblogPageIssue => {
      if (page.content.length > MICROBLOG_PAGE_TEXT_LIMIT) return 'tooLong';
      return isBlank(page.content) && page.multimedia.length === 0 ? 'empty' : null;
    });
    const stepValid: Record<MicroblogEditStep, boolean> = {
      type: (microblogTypes as readonly string[]).includes(values.microblogType),
      build: values.coverImage !== '' && !isBlank(values.headline) && cover.status !== 'uploading',
      layout: (microblogLayouts as readonly string[]).includes(values.layout),
      pages: values.pages.length > 0 && pageIssues.every((issue) => issue === null) && pageUploads.length === 0,
    };
    const pages = values.pages.map((page) => ({ content: pageHtml(page), multimedia: [...page.multimedia] }));
    const input: PostInput = {
      post_type: 'microblog',
      headline: values.headline.trim(),
      cover_image: values.coverImage,
      layout_type: values.layout,
      microblog_type: values.microblogType,
      pages,
      type: values.microblogType,
    };
    const user = session.user;
    const preview = {
      ...(post ?? {}),
      id: post?.id ?? 'preview',
      user: post?.user ?? {
        id: user?.id ?? 'preview',
        // A host's user may give its names as null or blank: the full name falls back to the first and last names.
        full_name: user?.full_name?.trim() || [user?.first_name, user?.last_name].filter(Boolean).join(' '),
        profile_picture: user?.profile_picture ?? undefined,
      },
      created_at: post?.created_at ?? new Date(clock.now()).toISOString(),
      post_type: 'microblog',
      headline: input.headline,
      cover_image: values.coverImage,
      layout_type: values.layout,
      microblog_type: values.microblogType,
      pages,
      reactions: post?.reactions ?? [],
      comments: post?.comments ?? 0,
      views: post?.views ?? 0,
      poll_options: [],
    } as Post;
    const update = (index: number, change: (page: MicroblogPageDraft) => MicroblogPageDraft) =>
      setValues((v) => ({ ...v, pages: v.pages.map((p, i) => (i === index ? change(p) : p)) }));
    return {
      values,
      setValues: (next: MicroblogDraft) => {
        setValues(next);
        setCover({ status: 'idle', progress: 0, error: null });
        setPageErrors({});
      },
      setMicroblogType: (microblogType: MicroblogType) => setValues((v) => ({ ...v, microblogType })),
      setHeadline: (headline: string) => setValues((v) => ({ ...v, headline })),
      setLayout: (layout: MicroblogLayout) => setValues((v) => ({ ...v, layout })),
      removeCover: () => {
        coverController.current?.abort();
        setValues((v) => ({ ...v, coverImage: '' }));
        setCover({ status: 'idle', progress: 0, error: null });
      },
      uploadCover,
      cover,
      addPage: () => {
        const page = emptyPage();
        setValues((v) => ({ ...v, pages: [...v.pages, page] }));
        return page.key;
      },
      removePage: (index: number) => setValues((v) => (v.pages.length <= 1 ? v : { ...v, pages: v.pages.filter((_, i) => i !== index) })),
      movePage: (index: number, delta: -1 | 1) =>
        setValues((v) => {
          const target = index + delta;
          if (index < 0 || index >= v.pages.length || target < 0 || target >= v.pages.length) return v;
          const next = [...v.pages];
          [next[index], next[target]] = [next[target] as MicroblogPageDraft, next[index] as MicroblogPageDraft];
          return { ...v, pages: next };
        }),
      setPageContent: (index: number, text: string) => update(index, (p) => ({ ...p, content: text.slice(0, MICROBLOG_PAGE_TEXT_LIMIT) })),
      removePageMedia: (index: number, mediaIndex: number) => update(index, (p) => ({ ...p, multimedia: p.multimedia.filter((_, i) => i !== mediaIndex) })),
      uploadPageMedia,
      pageErrors,
      pageUploads,
      pageIssues,
      stepValid,
      isValid: Object.values(stepValid).every(Boolean),
      dirty: JSON.stringify(values) !== JSON.stringify(initial),
      input,
      preview,
    };
  }, [values, initial, cover, pageErrors, pending, files.items, uploadCover, uploadPageMedia, session.user, clock, post]);
}
