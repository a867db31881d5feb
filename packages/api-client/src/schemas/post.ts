import { z } from 'zod';
import { dateString, id, list, numberOr, optionalString } from './common';

export const postTypes = ['announcement', 'multimedia', 'poll', 'microblog', 'post'] as const;
export const microblogTypes = ['learn_path', 'case_studies', 'content_interest', 'tutorials', 'guides'] as const;
export const microblogLayouts = ['side-by-side', 'full-width'] as const;

export const postAuthorSchema = z.object({
  id,
  full_name: z.string().nullish().transform((v) => v?.trim() || 'EDU Passport member'),
  profile_picture: optionalString,
});
export type PostAuthor = z.output<typeof postAuthorSchema>;

export const reactionSchema = z.object({
  user_id: id.optional(),
  reaction_type: z.string().min(1),
});
export type Reaction = z.output<typeof reactionSchema>;

export const pollOptionSchema = z.object({ text: z.string(), votes: numberOr(0) });
export type PollOption = z.output<typeof pollOptionSchema>;

export const pollLengthSchema = z.object({ days: numberOr(0), hours: numberOr(0), minutes: numberOr(0) });
export type PollLength = z.output<typeof pollLengthSchema>;

export const microblogPageSchema = z.object({ content: z.string().nullish().transform((v) => v ?? ''), multimedia: list(z.string()) });
export type MicroblogPage = z.output<typeof microblogPageSchema>;

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

const basePostSchema = z.object({
  id,
  user: postAuthorSchema,
  created_at: dateString,
  type: optionalString,
  post_type: z
    .string()
    .nullish()
    .transform((v): (typeof postTypes)[number] => ((postTypes as readonly string[]).includes(v ?? '') ? (v as (typeof postTypes)[number]) : 'post')),
  headline: optionalString,
  content: optionalString,
  reactions: list(reactionSchema),
  comments: z
    .union([z.number(), z.array(z.unknown())])
    .nullish()
    .transform((v) => (Array.isArray(v) ? v.length : (v ?? 0))),
  views: list(z.unknown()).transform((v) => v.length),
  cover_image: optionalString,
  layout_type: z.enum(microblogLayouts).nullish().catch(undefined).transform((v) => v ?? undefined),
  pages: list(microblogPageSchema),
  microblog_type: z.enum(microblogTypes).nullish().catch(undefined).transform((v) => v ?? undefined),
  poll_options: list(pollOptionSchema),
  poll_length: pollLengthSchema.nullish().transform((v) => v ?? undefined),
  share_comment: optionalString,
});

type BasePost = z.output<typeof basePostSchema>;

/** A feed post. `media` is the decoded multimedia content for multimedia posts; `shared_post` the original of a share. */
export type Post = BasePost & { media?: MultimediaContent; shared_post?: Post };

export const postSchema: z.ZodType<Post> = basePostSchema
  .extend({ shared_post: z.lazy(() => postSchema).nullish().catch(undefined) })
  .transform((post): Post => {
    const { shared_post, ...rest } = post;
    return {
      ...rest,
      ...(rest.post_type === 'multimedia' ? { media: decodeMultimediaContent(rest.content) } : {}),
      ...(shared_post ? { shared_post } : {}),
    };
  }) as unknown as z.ZodType<Post>;
