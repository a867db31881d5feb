import { MAX_REPLY_DEPTH, postTypes } from '../schemas/rules';
import { countComments, generatePost, nextId, toAuthor, type MockPost, type MockUser } from './generators';
import {
  fail,
  favoriteToggle,
  findById,
  findComment,
  isAdmin,
  newComment,
  paginate,
  param,
  readJson,
  records,
  required,
  requireUser,
  strings,
  text,
  textOrNull,
  toggleReaction,
  type MockContext,
  type MockResolvers,
} from './handlers-kit';
import { mockStore } from './store';

/** The post fields a create or update body may carry, for the given post_type. */
function postFields(body: Record<string, unknown>, postType: string): Partial<MockPost> {
  const fields: Partial<MockPost> = {};
  if ('headline' in body) fields.headline = textOrNull(body.headline);
  if ('content' in body) fields.content = textOrNull(body.content);
  if ('share_comment' in body) fields.share_comment = textOrNull(body.share_comment)?.trim() || null;
  if (postType === 'poll') {
    if ('poll_options' in body) fields.poll_options = records(body.poll_options).map((o) => ({ text: text(o.text), votes: Number(o.votes) || 0 }));
    if ('poll_length' in body) {
      const length = records([body.poll_length])[0] ?? {};
      fields.poll_length = { days: Number(length.days) || 0, hours: Number(length.hours) || 0, minutes: Number(length.minutes) || 0 };
    }
  }
  if (postType === 'microblog') {
    if ('cover_image' in body) fields.cover_image = textOrNull(body.cover_image);
    if ('layout_type' in body) fields.layout_type = textOrNull(body.layout_type);
    // The update payload names the microblog type `type` (default learn_path).
    if ('microblog_type' in body || 'type' in body) fields.microblog_type = textOrNull(body.microblog_type) ?? textOrNull(body.type) ?? 'learn_path';
    if ('pages' in body) fields.pages = records(body.pages).map((p) => ({ content: text(p.content), multimedia: strings(p.multimedia) }));
  }
  return fields;
}

/** A new post of the caller, empty but for `fields`, at the top of the feed. */
function publishPost(user: MockUser, fields: Partial<MockPost>): MockPost {
  const post = generatePost({
    id: nextId(),
    user: toAuthor(user),
    created_at: mockStore.now(),
    type: 'post',
    post_type: 'post',
    headline: null,
    content: null,
    reactions: [],
    comments: 0,
    views: [],
    cover_image: null,
    layout_type: null,
    pages: [],
    microblog_type: null,
    poll_options: [],
    poll_length: null,
    share_comment: null,
    shared_post: null,
    ...fields,
  });
  mockStore.posts.unshift(post);
  mockStore.comments[post.id] = [];
  return post;
}

function ownPost(ctx: MockContext, verb: string): MockPost {
  const user = requireUser(ctx);
  const post = findById(mockStore.posts, param(ctx), 'Post');
  if (post.user.id !== user.id && !isAdmin(user)) fail(403, `You can only ${verb} your own posts`);
  return post;
}

function commentsOf(ctx: MockContext) {
  const post = findById(mockStore.posts, param(ctx), 'Post');
  return { post, comments: (mockStore.comments[post.id] ??= []) };
}

/** Feed, posts, comments and polls. */
export const feedResolvers = {
  'feed.getFeed': ({ url }) => ({ data: { feed_posts: paginate(mockStore.posts, url, 'pageSize') } }),

  'feed.createPost': async (ctx) => {
    const user = requireUser(ctx);
    const body = await readJson(ctx.request);
    const postType = text(body.post_type);
    if (!(postTypes as readonly string[]).includes(postType)) fail(400, 'Unknown post type');
    const fields = postFields(body, postType);
    // A new poll starts with no votes, whatever the body says.
    const post = publishPost(user, { post_type: postType, ...fields, poll_options: fields.poll_options?.map((o) => ({ ...o, votes: 0 })) ?? [] });
    return { message: 'Post created successfully', data: post };
  },

  'feed.search': ({ url }) => {
    const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
    const matches = mockStore.posts.filter((p) => [p.headline, p.content, p.user.full_name, p.share_comment].some((field) => field?.toLowerCase().includes(query)));
    return { data: { posts: paginate(matches, url, 'pageSize') } };
  },

  'feed.getFavorites': (ctx) => {
    const user = requireUser(ctx);
    return { data: { favorite_posts: mockStore.posts.filter((p) => mockStore.isFavorite('posts', user.id, p.id)) } };
  },

  'posts.get': (ctx) => ({ data: findById(mockStore.posts, param(ctx), 'Post') }),

  'posts.update': async (ctx) => {
    const post = ownPost(ctx, 'edit');
    Object.assign(post, postFields(await readJson(ctx.request), post.post_type));
    return { message: 'Post updated successfully', data: post };
  },

  'posts.delete': (ctx) => {
    const post = ownPost(ctx, 'delete');
    mockStore.posts.splice(mockStore.posts.indexOf(post), 1);
    delete mockStore.comments[post.id];
    return { message: 'Post deleted successfully' };
  },

  'posts.confirmDelete': (ctx) => {
    requireUser(ctx);
    // Confirming is idempotent and may follow the delete itself, so the post need not exist any more.
    const id = Number(param(ctx));
    if (!mockStore.deleteConfirmations.includes(id)) mockStore.deleteConfirmations.push(id);
    return { message: 'Delete confirmed' };
  },

  'posts.report': async (ctx) => {
    const user = requireUser(ctx);
    const post = findById(mockStore.posts, param(ctx), 'Post');
    const body = await readJson(ctx.request);
    const details = text(body.details).trim();
    const reason = text(body.reason).trim();
    if (!details || !reason) fail(400, 'Please fill in both details and reason');
    mockStore.reports.push({ kind: 'post', target_id: post.id, reporter_id: user.id, reason, details, created_at: mockStore.now() });
    return { message: 'Report submitted successfully' };
  },

  'posts.share': async (ctx) => {
    const user = requireUser(ctx);
    const original = findById(mockStore.posts, param(ctx), 'Post');
    const body = await readJson(ctx.request);
    const share = publishPost(user, {
      type: 'shared',
      share_comment: textOrNull(body.share_comment)?.trim() || null,
      shared_post: structuredClone(original),
    });
    return { message: 'Post shared successfully', data: share };
  },

  'posts.toggleFavorite': favoriteToggle('posts'),

  'posts.react': async (ctx) => {
    const user = requireUser(ctx);
    const post = findById(mockStore.posts, param(ctx), 'Post');
    toggleReaction(post.reactions, user.id, required((await readJson(ctx.request)).reaction_type, 'reaction_type is required'));
    return { data: { reactions: post.reactions } };
  },

  'posts.comment': async (ctx) => {
    const user = requireUser(ctx);
    const { post, comments } = commentsOf(ctx);
    const comment = newComment(user, required((await readJson(ctx.request)).comment_text, 'Comment text is required'));
    comments.push(comment);
    post.comments += 1;
    return { message: 'Comment added', data: comment };
  },

  'posts.getComments': (ctx) => ({ data: { comments: commentsOf(ctx).comments } }),

  'posts.reply': async (ctx) => {
    const user = requireUser(ctx);
    const { post, comments } = commentsOf(ctx);
    const target = findComment(comments, param(ctx, 1)) ?? fail(404, 'Comment not found');
    if (target.depth >= MAX_REPLY_DEPTH) fail(400, `Replies are allowed only up to depth ${MAX_REPLY_DEPTH}`);
    const reply = newComment(user, required((await readJson(ctx.request)).reply_text, 'Reply text is required'));
    target.comment.replies.push(reply);
    post.comments += 1;
    return { message: 'Reply added', data: reply };
  },

  'posts.reactToComment': async (ctx) => {
    const user = requireUser(ctx);
    const target = findComment(commentsOf(ctx).comments, param(ctx, 1)) ?? fail(404, 'Comment not found');
    toggleReaction(target.comment.reactions, user.id, required((await readJson(ctx.request)).reaction_type, 'reaction_type is required'));
    return { data: { reactions: target.comment.reactions } };
  },

  'posts.deleteComment': (ctx) => {
    const user = requireUser(ctx);
    const { post, comments } = commentsOf(ctx);
    const target = findComment(comments, param(ctx, 1)) ?? fail(404, 'Comment not found');
    // The comment's author, the post's author and admins may delete it.
    if (target.comment.user.id !== user.id && post.user.id !== user.id && !isAdmin(user)) fail(403, 'You can only delete your own comments');
    target.siblings.splice(target.siblings.indexOf(target.comment), 1);
    post.comments = Math.max(0, post.comments - countComments([target.comment]));
    return { message: 'Comment deleted successfully' };
  },

  'posts.reportComment': async (ctx) => {
    const user = requireUser(ctx);
    const target = findComment(commentsOf(ctx).comments, param(ctx, 1)) ?? fail(404, 'Comment not found');
    const body = await readJson(ctx.request);
    const details = text(body.details).trim();
    const reason = text(body.reason).trim();
    if (!details || !reason) fail(400, 'Please fill in both details and reason');
    mockStore.reports.push({ kind: 'comment', target_id: target.comment.id, reporter_id: user.id, reason, details, created_at: mockStore.now() });
    return { message: 'Report submitted successfully' };
  },

  'posts.vote': async (ctx) => {
    requireUser(ctx);
    const post = findById(mockStore.posts, param(ctx), 'Post');
    if (post.post_type !== 'poll') fail(400, 'This post is not a poll');
    // A poll saved without a length has no end, as the kit shows it.
    const length = post.poll_length;
    const endsAt = length ? Date.parse(post.created_at) + ((length.days * 24 + length.hours) * 60 + length.minutes) * 60_000 : Infinity;
    if (endsAt <= mockStore.time()) fail(400, 'This poll has ended');
    const optionText = required((await readJson(ctx.request)).option_text, 'option_text is required');
    const option = post.poll_options.find((o) => o.text === optionText) ?? fail(400, 'This option is not part of the poll');
    option.votes += 1;
    return { message: 'Vote recorded', data: post };
  },
} satisfies MockResolvers;
