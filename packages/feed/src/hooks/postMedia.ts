import { useMemo } from 'react';
import { fileContentMatches, fileMediaType } from '@edupassport/api-client/upload';
import { useEdu, type EduUploader } from '@edupassport/ui/headless';
import type { feedMessages } from '../messages';

/** The three media pickers of the post composers (multimedia post, microblog page). */
export type PostMediaKind = 'photo' | 'video' | 'gif';

/**
 * What each media picker of both post composers offers and accepts: photos JPG, PNG or WebP; videos
 * MP4, WebM or MOV (an iPhone's videos, which the media host takes); GIFs image/gif. One list serves the pickers'
 * `accept`, the checks before an upload and the media host's allowed types, so a picker never offers a file that is
 * then refused. A HEIC photo is refused with the photo message (browsers other than Safari cannot show it).
 */
export const POST_MEDIA_ACCEPT: Record<PostMediaKind, readonly string[]> = {
  photo: ['image/jpeg', 'image/png', 'image/webp'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
  gif: ['image/gif'],
};

/** Every type of the three pickers. */
export const POST_MEDIA_TYPES: readonly string[] = [
  ...POST_MEDIA_ACCEPT.photo,
  ...POST_MEDIA_ACCEPT.video,
  ...POST_MEDIA_ACCEPT.gif,
];

const typeMessage = (kind: PostMediaKind, m: typeof feedMessages) =>
  kind === 'video' ? m.mediaVideoType : kind === 'gif' ? m.mediaGifType : m.mediaPhotoType;

/**
 * The spec's message for a file whose type the picker does not accept ('Please upload MP4 or WebM videos only'…), or
 * null. A file with an empty type is judged by its extension.
 */
export function mediaTypeError(file: Pick<File, 'type'> & { readonly name?: string | undefined }, kind: PostMediaKind, m: typeof feedMessages): string | null {
  return POST_MEDIA_ACCEPT[kind].includes(fileMediaType(file)) ? null : typeMessage(kind, m);
}

/** `mediaTypeError`, then the file's first bytes: a text file named .png gets the photo picker's message too. */
export async function mediaFileError(file: File, kind: PostMediaKind, m: typeof feedMessages): Promise<string | null> {
  return mediaTypeError(file, kind, m) ?? ((await fileContentMatches(file)) ? null : typeMessage(kind, m));
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
