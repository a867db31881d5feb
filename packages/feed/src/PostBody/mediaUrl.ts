import { isSafeHref } from '@edupassport/ui';

export type MediaKind = 'image' | 'video' | 'gif';

/**
 * A media URL that may go into a src: http(s) or relative, or an inline picture (`data:image/…`
 * cannot run script inside an img). Anything else is dropped.
 */
export function safeMediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url.trim())) return url.trim();
  return isSafeHref(url) ? url.trim() : null;
}

/** What a media URL holds, from its extension (a URL without one is taken for a picture). */
export function mediaKind(url: string): MediaKind {
  if (/^data:image\/gif/i.test(url)) return 'gif';
  if (url.startsWith('data:')) return 'image';
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (/\.(mp4|webm|mov|m4v|ogv)$/.test(path) || /\/video\/upload\//.test(path)) return 'video';
  if (/\.gif$/.test(path)) return 'gif';
  return 'image';
}
