import { useCallback, useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, Id, Post } from '@edupassport/api-client';
import { useApiClient, useEdu, useEduQueryClient, useMessages, useOptimisticMutation, useRequireLogin } from '@edupassport/ui/headless';
import { actionMessages } from '../messages/actions';
import { feedKeys, feedMutationKeys } from '../queryKeys';
import { applyReaction, viewerReaction } from './applyReaction';
import { feedMutations, writeOf } from './feedMutations';
import { postChanges, updatePostInCache } from './postCache';
import { feedCatalogs } from '../messages/catalogs';

interface ReactVars {
  postId: Id;
  /** The reaction shown (null: none). */
  reaction: string | null;
  /** The emoji sent: the server toggles, so removing one sends it again. */
  sent: string;
}

interface FavouriteVars {
  post: Post;
  /** The new state. */
  on: boolean;
}

const reactKey = feedMutationKeys.react();
const favouriteKey = feedMutationKeys.favourite();

/** Whether a later write of the same kind on the same post is still running (its outcome then wins). */
function newerRunning(queryClient: QueryClient, mutationKey: readonly unknown[], postId: Id): boolean {
  return (
    queryClient.isMutating({
      mutationKey,
      predicate: (m) => {
        const vars = m.state.variables as { postId?: Id | undefined; post?: Post | undefined } | undefined;
        return String(vars?.postId ?? vars?.post?.id) === String(postId);
      },
    }) > 1
  );
}

function withFavourite(list: readonly Post[], post: Post, on: boolean): Post[] | readonly Post[] {
  const has = list.some((p) => String(p.id) === String(post.id));
  if (has === on) return list;
  return on ? [post, ...list] : list.filter((p) => String(p.id) !== String(post.id));
}

export interface UsePostMutationsResult {
  /** Sets (null: removes) the viewer's reaction on a post everywhere it shows; a failure reloads what shows it. */
  react: (post: Post, reaction: string | null) => Promise<void>;
  /** Toggles a post in the page's one favourites list (every heart follows; undone on failure). */
  toggleFavourite: (post: Post) => Promise<void>;
  /** Whether the post is among the favourites the page holds. */
  isFavouriteNow: (postId: Id) => boolean;
}

/**
 * The post writes every list and card shares: reactions and favourites, optimistic on the query cache so every
 * card of the post agrees. An anonymous visitor gets `requireLogin()` instead of a request.
 */
export function usePostMutations(options: { client?: ApiClient | undefined } = {}): UsePostMutationsResult {
  const client = useApiClient(options.client);
  const queryClient = useEduQueryClient();
  const guard = useRequireLogin();
  const userId = useEdu().session.user?.id;
  const m = useMessages('feed', actionMessages, feedCatalogs.loaders);

  /** Shows the reactions the server holds for the post (read back: the answer's shape is not fixed by the spec). */
  const confirmReactions = async (qc: QueryClient, postId: Id) => {
    if (newerRunning(qc, reactKey, postId)) return;
    const confirmed = await client.posts.get(postId).catch(() => null);
    if (!confirmed || newerRunning(qc, reactKey, postId)) return;
    updatePostInCache(qc, postId, (p) => ({ ...p, reactions: confirmed.reactions }));
  };

  const reaction = useOptimisticMutation<void, ReactVars>({
    mutationKey: reactKey,
    mutationFn: writeOf(feedMutations.react(client)),
    optimistic: ({ postId, reaction: value }) =>
      userId === undefined
        ? []
        : postChanges(postId, (p) => ({ ...p, reactions: applyReaction(p.reactions, userId, value) as Post['reactions'] })),
    failureToast: m.reactionFailed,
    onSuccess: (_answer, { postId }, qc) => confirmReactions(qc, postId),
    // The undo already shows what was there; a write that got no answer may still have landed (the server toggles),
    // so the post alone is read back. Never the lists: their reload failing would read as theirs and stop the scroll.
    onError: (_error, { postId }, qc) => confirmReactions(qc, postId),
  });

  const favourites = userId === undefined ? null : feedKeys.favorites(userId);
  const favourite = useOptimisticMutation<boolean | undefined, FavouriteVars>({
    mutationKey: favouriteKey,
    mutationFn: writeOf(feedMutations.favourite(client)),
    optimistic: ({ post, on }) =>
      favourites ? [{ queryKey: favourites, update: (data) => withFavourite(data as Post[], post, on) }] : [],
    failureToast: m.favouriteFailed,
    onSuccess: (state, { post, on }, qc) => {
      // The server's own state, when it says it, wins (a toggle from another tab).
      if (!favourites || typeof state !== 'boolean' || state === on || newerRunning(qc, favouriteKey, post.id)) return;
      qc.setQueryData<Post[]>(favourites, (data) => (data ? (withFavourite(data, post, state) as Post[]) : data));
    },
  });

  const isFavouriteNow = useCallback(
    (postId: Id) =>
      favourites !== null &&
      (queryClient.getQueryData<Post[]>(favourites) ?? []).some((p) => String(p.id) === String(postId)),
    [queryClient, favourites],
  );

  const { mutateAsync: sendReaction } = reaction;
  const react = useCallback(
    async (post: Post, value: string | null) => {
      if (!guard() || userId === undefined) return;
      const current = viewerReaction(post.reactions, userId);
      const sent = value ?? current;
      if (current === value || !sent) return;
      await sendReaction({ postId: post.id, reaction: value, sent }).catch(() => undefined);
    },
    [guard, userId, sendReaction],
  );

  const { mutateAsync: sendFavourite } = favourite;
  const toggleFavourite = useCallback(
    async (post: Post) => {
      if (!guard() || !favourites) return;
      // Hearts show even when the list is not loaded (still loading, or failed): start from an empty one.
      await queryClient.cancelQueries({ queryKey: favourites });
      if (queryClient.getQueryData(favourites) === undefined) queryClient.setQueryData<Post[]>(favourites, []);
      await sendFavourite({ post, on: !isFavouriteNow(post.id) }).catch(() => undefined);
    },
    [guard, favourites, queryClient, sendFavourite, isFavouriteNow],
  );

  return useMemo(() => ({ react, toggleFavourite, isFavouriteNow }), [react, toggleFavourite, isFavouriteNow]);
}
