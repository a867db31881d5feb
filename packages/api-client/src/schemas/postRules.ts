// Zod-free on purpose: cards import these through the `./rules` entry without pulling the schemas in.
import type { Post } from './post';

/** A multimedia post's content: the decoded `{content, multimedia}` JSON string. */
export interface MultimediaContent {
  content: string;
  multimedia: string[];
}

/**
 * Decodes a multimedia post's content JSON string. Per the spec, anything that does not parse
 * into that shape is plain content with no media.
 */
export function decodeMultimediaContent(raw: string | null | undefined): MultimediaContent {
  if (!raw) return { content: '', multimedia: [] };
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as { content?: unknown; multimedia?: unknown };
      return {
        content: typeof record.content === 'string' ? record.content : '',
        multimedia: Array.isArray(record.multimedia) ? record.multimedia.filter((m): m is string => typeof m === 'string') : [],
      };
    }
  } catch {
    // not JSON: plain content
  }
  return { content: raw, multimedia: [] };
}

/** Encodes a multimedia post's content for create and update payloads. */
export function encodeMultimediaContent(value: MultimediaContent): string {
  return JSON.stringify({ content: value.content, multimedia: value.multimedia });
}

/** True for a shared post: the sharer's comment with the original post embedded. */
export function isSharedPost(post: Post): post is Post & { shared_post: Post } {
  return post.shared_post !== undefined;
}
