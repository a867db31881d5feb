import type { Id } from '@edupassport/api-client';
import { EDU_QUERY_ROOT } from '@edupassport/ui/server';

/** The feed's list parameters as they appear in its key. */
export interface FeedListParams {
  /** The search text ('' for the feed itself). */
  query: string;
  pageSize: number;
}

/**
 * Names of the feed's writes (mutation keys), for hosts that watch them (`useIsMutating({ mutationKey:
 * feedMutationKeys.all })`) and for the optimistic pattern, which reads a list again only once the last write of a kind
 * has settled.
 */
export const feedMutationKeys = {
  all: [EDU_QUERY_ROOT, 'feed', 'write'] as const,
  /** A new post from a composer, or a share of a post to one's own feed. */
  create: () => [EDU_QUERY_ROOT, 'feed', 'write', 'create'] as const,
  /** An edit of a post (a composer's Update, the plain edit dialog). */
  update: (id: Id) => [EDU_QUERY_ROOT, 'feed', 'write', 'update', String(id)] as const,
  delete: () => [EDU_QUERY_ROOT, 'feed', 'write', 'delete'] as const,
  /** A report of a post or of one of its comments. */
  report: () => [EDU_QUERY_ROOT, 'feed', 'write', 'report'] as const,
  /** The viewer's reaction on a post. */
  react: () => [EDU_QUERY_ROOT, 'feed', 'write', 'react'] as const,
  /** A post into or out of the viewer's favourites. */
  favourite: () => [EDU_QUERY_ROOT, 'feed', 'write', 'favourite'] as const,
  /** A vote in a poll. */
  vote: (postId: Id) => [EDU_QUERY_ROOT, 'feed', 'write', 'vote', String(postId)] as const,
  /** A comment or reply on a post, its removal, or a reaction on one of them. */
  comment: (postId: Id) => [EDU_QUERY_ROOT, 'feed', 'write', 'comment', String(postId)] as const,
};

/**
 * The feed package's query keys, for hosts that prefetch or invalidate (`queryClient.invalidateQueries({ queryKey:
 * feedKeys.all })`). Ids are keyed as strings, so `7` and `'7'` are one entry.
 */
export const feedKeys = {
  all: [EDU_QUERY_ROOT, 'feed'] as const,
  /** Every loaded feed and search list (infinite queries of `FeedPage` pages: `{ posts, received }`). */
  lists: () => [EDU_QUERY_ROOT, 'feed', 'list'] as const,
  list: (params: FeedListParams) => [EDU_QUERY_ROOT, 'feed', 'list', params] as const,
  /** The first page of a list read on its own (a new post on top, the other loaded pages kept). */
  firstPage: (params: FeedListParams) => [EDU_QUERY_ROOT, 'feed', 'first-page', params] as const,
  /** Page 1 of the feed read again while the list is shown, to offer what was posted since (`useNewPosts`). */
  latest: (pageSize: number) => [EDU_QUERY_ROOT, 'feed', 'latest', pageSize] as const,
  /** Single posts (a standalone card, the post detail page). */
  posts: () => [EDU_QUERY_ROOT, 'feed', 'post'] as const,
  post: (id: Id) => [EDU_QUERY_ROOT, 'feed', 'post', String(id)] as const,
  /** The signed-in user's favourite posts (one request for the whole page). */
  favoritesAll: () => [EDU_QUERY_ROOT, 'feed', 'favorites'] as const,
  favorites: (userId: Id) => [EDU_QUERY_ROOT, 'feed', 'favorites', String(userId)] as const,
  /** The option a signed-in viewer voted for in a poll during this page's life (a string; the server does not say). */
  pollVote: (userId: Id, postId: Id) => [EDU_QUERY_ROOT, 'feed', 'poll-vote', String(userId), String(postId)] as const,
  /** A post's comments and replies. */
  comments: (postId: Id) => [EDU_QUERY_ROOT, 'feed', 'comments', String(postId)] as const,
};
