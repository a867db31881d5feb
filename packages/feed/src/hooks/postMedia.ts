import { useMemo } from 'react';
import { useEdu, type EduUploader } from '@edupassport/ui/headless';
import type { feedMessages } from '../messages';

/** The three media pickers of the post composers (multimedia post, microblog page). */
export type PostMediaKind = 'photo' | 'video' | 'gif';

/**
 * What each media picker of both post composers offers and accepts: photos JPG, PNG or WebP; videos
 * MP4 or WebM; GIFs image/gif. One list serves the pickers' `accept`, the checks before an upload and the media
 * host's allowed types, so a picker never offers a file that is then refused.
 */
export const POST_MEDIA_ACCEPT: Record<PostMediaKind, readonly string[]> = {
  photo: ['image/jpeg', 'image/png', 'image/webp'],
  video: ['video/mp4', 'video/webm'],
  gif: ['image/gif'],
};

/** Every type of the three pickers. */
export const POST_MEDIA_TYPES: readonly string[] = [
  ...POST_MEDIA_ACCEPT.photo,
  ...POST_MEDIA_ACCEPT.video,
  ...POST_MEDIA_ACCEPT.gif,
];

function normalType(type: string): string {
  const lower = type.toLowerCase();
  return lower === 'image/jpg' ? 'image/jpeg' : lower;
}

/** The spec's message for a file whose type the picker does not accept ('Please upload MP4 or WebM videos only'…), or null. */
export function mediaTypeError(file: Pick<File, 'type'>, kind: PostMediaKind, m: typeof feedMessages): string | null {
  if (POST_MEDIA_ACCEPT[kind].includes(normalType(file.type))) return null;
  return kind === 'video' ? m.mediaVideoType : kind === 'gif' ? m.mediaGifType : m.mediaPhotoType;
}

/** EduProvider's media host allowing the post media types (its own list is the spec's, without WebP and WebM). */
export function usePostMediaUploader(): EduUploader | undefined {
  const { uploader } = useEdu();
  return useMemo<EduUploader | undefined>(
    () =>
      uploader
        ? { upload: (file, options) => uploader.upload(file, { ...options, allowedTypes: POST_MEDIA_TYPES }) }
        : undefined,
    [uploader],
  );
}
