import * as z from 'zod/mini';
import { id, jsonDecoded, list, numberOr, numberOrElse, optionalOf, optionalString, orUndefined } from './common';
import { MAX_REPLY_DEPTH, microblogLayouts, microblogTypes, postTypes } from './rules';

export { canReply, MAX_REPLY_DEPTH, microblogLayouts, microblogTypes, postReportReasons, postTypes, type PostReportReason } from './rules';


export const postAuthorSchema = z.object({
  id,
  full_name: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v?.trim() || 'EDU Passport member'),
  ),
  profile_picture: optionalString,
});
export type PostAuthor = z.output<typeof postAuthorSchema>;

/**
 * A reaction; any non-empty reaction_type is kept (the picker shows the ones it knows), an empty one is left out.
 * A reaction whose user_id is null, blank or unreadable still counts in the totals; it is just nobody's own (undefined).
 */
export const reactionSchema = z.object({
  user_id: z.catch(optionalOf(id), undefined),
  reaction_type: z.string().check(z.minLength(1)),
});
export type Reaction = z.output<typeof reactionSchema>;

/** A poll option; votes that are not a number read as 0 (a numeric string as its number): the option still shows. */
export const pollOptionSchema = z.object({ text: z.string(), votes: numberOrElse(0) });
export type PollOption = z.output<typeof pollOptionSchema>;

export const pollLengthSchema = z.object({ days: numberOr(0), hours: numberOr(0), minutes: numberOr(0) });
export type PollLength = z.output<typeof pollLengthSchema>;

export const microblogPageSchema = z.object({
  content: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
  multimedia: list(z.string()),
});
export type MicroblogPage = z.output<typeof microblogPageSchema>;

// The pure helpers live in a zod-free module (see the `./rules` entry).
export { decodeMultimediaContent, encodeMultimediaContent, isSharedPost, type MultimediaContent } from './postRules';
import { decodeMultimediaContent, encodeMultimediaContent, type MultimediaContent } from './postRules';

/** A count sent as a number, a numeric string, or the list itself; null or missing is 0. */
const countOf = z.union([z.pipe(z.array(z.unknown()), z.transform((v) => v.length)), numberOr(0)]);

const basePostSchema = z.object({
  id,
  user: postAuthorSchema,
  // Without it the post (or comment) shows without a time.
  created_at: optionalString,
  type: optionalString,
  post_type: z.pipe(
    z.nullish(z.string()),
    z.transform((v): (typeof postTypes)[number] => ((postTypes as readonly string[]).includes(v ?? '') ? (v as (typeof postTypes)[number]) : 'post')),
  ),
  headline: optionalString,
  content: optionalString,
  reactions: list(reactionSchema),
  comments: countOf,
  views: countOf,
  cover_image: optionalString,
  layout_type: z.pipe(
    z.catch(z.nullish(z.enum(microblogLayouts)), undefined),
    z.transform((v) => v ?? undefined),
  ),
  pages: list(microblogPageSchema),
  microblog_type: z.pipe(
    z.catch(z.nullish(z.enum(microblogTypes)), undefined),
    z.transform((v) => v ?? undefined),
  ),
  poll_options: list(pollOptionSchema),
  // Sent as an object or as its JSON string; one the kit cannot read leaves the poll without a length.
  poll_length: orUndefined(jsonDecoded(optionalOf(pollLengthSchema))),
  share_comment: optionalString,
});

type BasePost = z.output<typeof basePostSchema>;

/** A feed post. `media` is the decoded multimedia content for multimedia posts; `shared_post` the original of a share. */
export type Post = BasePost & { media?: MultimediaContent | undefined; shared_post?: Post | undefined };

export const postSchema: z.ZodMiniType<Post> = z.pipe(
  z.extend(basePostSchema, { shared_post: orUndefined(z.lazy(() => postSchema)) }),
  z.transform((post): Post => {
    const { shared_post, ...rest } = post;
    return {
      ...rest,
      ...(rest.post_type === 'multimedia' ? { media: decodeMultimediaContent(rest.content) } : {}),
      ...(shared_post ? { shared_post } : {}),
    };
  }),
) as unknown as z.ZodMiniType<Post>;

const baseCommentSchema = z.object({
  id,
  user: postAuthorSchema,
  // Without it the post (or comment) shows without a time.
  created_at: optionalString,
  // Replies are written with reply_text; servers echo either name back.
  comment_text: optionalString,
  reply_text: optionalString,
  reactions: list(reactionSchema),
  views: countOf,
});

/**
 * A comment or a reply; `depth` is 0 for a comment and counts up to MAX_REPLY_DEPTH through `replies`. Replies the
 * server nests deeper than that are not lost: they are the `replies` of their depth-3 ancestor, flattened in reading
 * order (each followed by its own), at depth MAX_REPLY_DEPTH + 1 with no replies of their own and `in_reply_to`.
 */
export type Comment = Omit<z.output<typeof baseCommentSchema>, 'comment_text' | 'reply_text'> & {
  comment_text: string;
  depth: number;
  replies: Comment[];
  /** On a reply nested deeper than depth 3 (shown flattened): the name of the author it answers. */
  in_reply_to?: string | undefined;
};

/** The replies under a depth-3 reply, every level of them, as one list in reading order, each naming whom it answers. */
function flattenReplies(replies: Comment[], parentName: string): Comment[] {
  return replies.flatMap((reply) => [
    { ...reply, depth: MAX_REPLY_DEPTH + 1, in_reply_to: parentName, replies: [] },
    ...flattenReplies(reply.replies, reply.user.full_name),
  ]);
}

function commentSchemaAt(depth: number): z.ZodMiniType<Comment> {
  // Past depth 3 a reply cannot be answered in the UI, but it is still shown (flattened under its depth-3 ancestor).
  const replies = list(depth < MAX_REPLY_DEPTH ? commentSchemaAt(depth + 1) : z.lazy(() => deeperCommentSchema));
  return commentWith(replies, depth, (comment) =>
    depth === MAX_REPLY_DEPTH ? { ...comment, replies: flattenReplies(comment.replies, comment.user.full_name) } : comment,
  );
}

/** A comment whose replies are read with `replies`, at `depth`, then given to `finish`. */
function commentWith(replies: z.ZodMiniType<Comment[]>, depth: number, finish: (comment: Comment) => Comment = (c) => c) {
  return z.pipe(
    z.extend(baseCommentSchema, { replies }),
    z.transform(({ comment_text, reply_text, ...rest }): Comment => finish({ ...rest, comment_text: comment_text ?? reply_text ?? '', depth })),
  ) as unknown as z.ZodMiniType<Comment>;
}

/** A reply deeper than depth 3, with all of its own (flattened by its depth-3 ancestor). */
const deeperCommentSchema: z.ZodMiniType<Comment> = commentWith(list(z.lazy(() => deeperCommentSchema)), MAX_REPLY_DEPTH + 1);

export const commentSchema = commentSchemaAt(0);

/** Fields of a post per post_type, as the create and update payloads carry them. */
export type PostInput =
  | { post_type: 'post'; content: string }
  | { post_type: 'announcement'; headline: string; content: string }
  | { post_type: 'poll'; headline: string; poll_options: Array<{ text: string; votes?: number | undefined }>; poll_length: PollLength }
  | { post_type: 'multimedia'; content: string; multimedia: string[] }
  | {
      post_type: 'microblog';
      headline: string;
      cover_image: string;
      layout_type: (typeof microblogLayouts)[number];
      microblog_type: (typeof microblogTypes)[number];
      pages: Array<{ content: string; multimedia: string[] }>;
      /** Sent as `type`; default 'learn_path'. */
      type?: string | undefined;
    }
  /** A share (type 'shared'): its comment, the part its author wrote. Update only: a share is made with `posts.share`. */
  | { post_type: 'share'; share_comment: string };

/** The body of PUT /api/users/posts/{id}: exactly the fields the spec lists for the post_type. */
export function postUpdateBody(input: PostInput): Record<string, unknown> {
  switch (input.post_type) {
    case 'post':
      return { content: input.content };
    case 'announcement':
      return { headline: input.headline, content: input.content };
    case 'poll':
      return {
        headline: input.headline,
        poll_options: input.poll_options.map((o) => ({ text: o.text, votes: o.votes ?? 0 })),
        poll_length: input.poll_length,
      };
    case 'multimedia':
      return { content: encodeMultimediaContent({ content: input.content, multimedia: input.multimedia }) };
    case 'microblog':
      return {
        headline: input.headline,
        cover_image: input.cover_image,
        layout_type: input.layout_type,
        microblog_type: input.microblog_type,
        pages: input.pages,
        type: input.type ?? 'learn_path',
      };
    case 'share':
      return { share_comment: input.share_comment };
  }
}

/** The body of POST /api/users/create-feed-post: the update fields plus post_type. */
export function postCreateBody(input: PostInput): Record<string, unknown> {
  return { post_type: input.post_type, ...postUpdateBody(input) };
}

// The lists the spec places under `data`: no answer, no `data` or no list read as empty; a list that is not one fails.
export const feedPageSchema = z.pipe(
  z.nullish(z.object({ data: z.nullish(z.object({ feed_posts: list(postSchema) })) })),
  z.transform((r) => r?.data?.feed_posts ?? []),
);
export const postSearchPageSchema = z.pipe(
  z.nullish(z.object({ data: z.nullish(z.object({ posts: list(postSchema) })) })),
  z.transform((r) => r?.data?.posts ?? []),
);
export const favoritePostsSchema = z.pipe(
  z.nullish(z.object({ data: z.nullish(z.object({ favorite_posts: list(postSchema) })) })),
  z.transform((r) => r?.data?.favorite_posts ?? []),
);
/** The spec shows comments in the reverse of the order the server sends them (reversed in place: receivedCount keeps reading it). */
export const commentListSchema = z.pipe(
  z.nullish(z.object({ data: z.nullish(z.object({ comments: list(commentSchema) })) })),
  z.transform((r) => (r?.data?.comments ?? []).reverse()),
);
