import type { QueryClient } from '@tanstack/react-query';
import type { Id, Post } from '@edupassport/api-client';
import { defineToggleKind, type ToggleContext, type ToggleKind } from '@edupassport/ui/headless';
import { feedKeys } from '../queryKeys';
import { applyReaction, viewerReaction } from './applyReaction';
import { updatePostInCache } from './postCache';

/** The outbox's names of the feed's toggles. */
export const FAVOURITE_TOGGLE = 'feed.favourite';
export const REACTION_TOGGLE = 'feed.reaction';

/** The list with the post in (`on`) or out of it. */
export function withFavourite(list: readonly Post[], post: Post, on: boolean): Post[] | readonly Post[] {
  const has = list.some((p) => String(p.id) === String(post.id));
  if (has === on) return list;
  return on ? [post, ...list] : list.filter((p) => String(p.id) !== String(post.id));
}

/** Shows a post in or out of the user's favourites (every heart reads that one list); a missing list starts empty. */
export function showFavourite(queryClient: QueryClient, userId: Id, post: Post, on: boolean): void {
  queryClient.setQueryData<Post[]>(feedKeys.favorites(userId), (data) => withFavourite(data ?? [], post, on) as Post[]);
}

/** Shows the viewer's reaction on a post everywhere the page shows it. */
export function showReaction(queryClient: QueryClient, userId: Id, postId: Id, reaction: string | null): void {
  updatePostInCache(queryClient, postId, (p) => ({ ...p, reactions: applyReaction(p.reactions, userId, reaction) as Post['reactions'] }));
}

/** Whether the server holds the post among the user's favourites (one list read per replay). */
export async function serverFavourite(context: Pick<ToggleContext, 'client' | 'once'>, postId: Id): Promise<boolean> {
  const list = await context.once('feed.favourites', () => context.client.feed.getFavorites());
  return list.some((p) => String(p.id) === String(postId));
}

const favouriteToggle: ToggleKind = {
  read: (target, context) => serverFavourite(context, target),
  send: (target, _desired, _current, { client }) => client.posts.toggleFavorite(target),
  show: (entry, state, { queryClient, user }) => {
    const post = entry.item as Post | undefined;
    if (post) showFavourite(queryClient, user, post, state === true);
    // The list again from the server: the stored post may be old, and another tab may have changed the favourites.
    void queryClient.invalidateQueries({ queryKey: feedKeys.favorites(user) });
  },
};

const reactionToggle: ToggleKind = {
  read: async (target, { client, once, user }) => viewerReaction((await once(`feed.post.${target}`, () => client.posts.get(target))).reactions, user),
  // The server toggles the emoji it is sent: a new one replaces the viewer's, the same one removes it.
  send: (target, desired, current, { client }) => client.posts.react(target, { reaction_type: String(desired ?? current) }),
  show: (entry, state, { queryClient, user }) => showReaction(queryClient, user, entry.target, typeof state === 'string' ? state : null),
};

/** Lets the provider's outbox replay the feed's favourites and reactions (the feed's post hooks call it). */
export function defineFeedToggles(): void {
  defineToggleKind(FAVOURITE_TOGGLE, favouriteToggle);
  defineToggleKind(REACTION_TOGGLE, reactionToggle);
}
