import { useCallback, useEffect, useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, Id, Post } from '@edupassport/api-client';
import {
  mayHaveLanded,
  showFailureToast,
  useApiClient,
  useEdu,
  useEduQueryClient,
  useMessages,
  useOptimisticMutation,
  useRequireLogin,
  useErrorText,
  useToggleOutbox,
} from '@edupassport/ui/headless';
import { actionMessages } from '../messages/actions';
import { feedKeys, feedMutationKeys } from '../queryKeys';
import { applyReaction, viewerReaction } from './applyReaction';
import { defineFeedToggles, FAVOURITE_TOGGLE, REACTION_TOGGLE, serverFavourite, showFavourite, showReaction, withFavourite } from './feedToggles';
import { feedMutations, writeOf } from './feedMutations';
import { postChanges, updatePostInCache } from './postCache';
import { feedCatalogs } from '../messages/catalogs';

interface ReactVars {
  postId: Id;
  /** The reaction shown (null: none). */
  reaction: string | null;
  /** The emoji sent: the server toggles, so removing one sends it again. */
  sent: string;
  /** The viewer's reaction before the tap. */
  previous: string | null;
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
  const { toast } = useEdu();
  const errorText = useErrorText();
  const m = useMessages('feed', actionMessages, feedCatalogs.loaders);
  const outbox = useToggleOutbox();
  // The outbox replays waiting toggles once the package that owns them has loaded.
  useEffect(defineFeedToggles, []);

  /**
   * Shows the reactions the server holds for the post (read back: the answer's shape is not fixed by the spec) and
   * resolves to the post read; null when the read failed, 'newer' when a later reaction on the post now decides.
   */
  const confirmReactions = async (qc: QueryClient, postId: Id): Promise<Post | null | 'newer'> => {
    if (newerRunning(qc, reactKey, postId)) return 'newer';
    const confirmed = await client.posts.get(postId).catch(() => null);
    if (!confirmed) return null;
    if (newerRunning(qc, reactKey, postId)) return 'newer';
    updatePostInCache(qc, postId, (p) => ({ ...p, reactions: confirmed.reactions }));
    return confirmed;
  };

  const reaction = useOptimisticMutation<void, ReactVars>({
    mutationKey: reactKey,
    mutationFn: writeOf(feedMutations.react(client)),
    optimistic: ({ postId, reaction: value }) =>
      userId === undefined
        ? []
        : postChanges(postId, (p) => ({ ...p, reactions: applyReaction(p.reactions, userId, value) as Post['reactions'] })),
    failureToast: m.reactionFailed,
    quietWhenUnanswered: true,
    onSuccess: async (_answer, { postId }, qc) => void (await confirmReactions(qc, postId)),
    // The undo already shows what was there; a write that got no answer may still have landed (the server toggles),
    // so the post alone is read back. Never the lists: their reload failing would read as theirs and stop the scroll.
    onError: async (error, { postId, reaction: value, previous }, qc) => {
      const confirmed = await confirmReactions(qc, postId);
      if (!mayHaveLanded(error) || confirmed === 'newer' || userId === undefined) return;
      // No answer: the server's post says whether it landed; it failed only when it did not.
      if (confirmed) {
        if (viewerReaction(confirmed.reactions, userId) !== value) showFailureToast(toast, error, m.reactionFailed, errorText);
        return;
      }
      // Nothing known: with persisted writes the choice waits, to be read and sent if needed once online.
      if (outbox.keepUnanswered({ kind: REACTION_TOGGLE, target: String(postId), desired: value, base: previous })) {
        showReaction(qc, userId, postId, value);
      } else showFailureToast(toast, error, m.reactionFailed, errorText);
    },
  });

  const favourites = userId === undefined ? null : feedKeys.favorites(userId);
  const favourite = useOptimisticMutation<boolean | undefined, FavouriteVars>({
    mutationKey: favouriteKey,
    mutationFn: writeOf(feedMutations.favourite(client)),
    optimistic: ({ post, on }) =>
      favourites ? [{ queryKey: favourites, update: (data) => withFavourite(data as Post[], post, on) }] : [],
    failureToast: m.favouriteFailed,
    quietWhenUnanswered: true,
    onSuccess: (state, { post, on }, qc) => {
      // The server's own state, when it says it, wins (a toggle from another tab).
      if (!favourites || typeof state !== 'boolean' || state === on || newerRunning(qc, favouriteKey, post.id)) return;
      qc.setQueryData<Post[]>(favourites, (data) => (data ? (withFavourite(data, post, state) as Post[]) : data));
    },
    // No answer: the server may have done it, so its state is read back and shown, never a failure it may not be.
    onError: async (error, { post, on }, qc) => {
      if (!mayHaveLanded(error) || userId === undefined || !favourites) return;
      const held = await serverFavourite({ client, once: (_key, read) => read() }, post.id).catch(() => null);
      if (newerRunning(qc, favouriteKey, post.id)) return;
      if (held !== null) {
        showFavourite(qc, userId, post, held);
        // Read back: it did not reach the server after all, so it failed.
        if (held !== on) showFailureToast(toast, error, m.favouriteFailed, errorText);
      } else if (outbox.keepUnanswered({ kind: FAVOURITE_TOGGLE, target: String(post.id), desired: on, base: !on, item: post })) {
        showFavourite(qc, userId, post, on);
      } else {
        // Not known whether it landed: read again once the connection is back, so the heart shows the server's state.
        void qc.invalidateQueries({ queryKey: favourites });
      }
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
      // Offline with persisted writes: the choice is kept (taps merge) and sent when the kit next runs online.
      if (outbox.keep({ kind: REACTION_TOGGLE, target: String(post.id), desired: value, base: current })) {
        showReaction(queryClient, userId, post.id, value);
        return;
      }
      await sendReaction({ postId: post.id, reaction: value, sent, previous: current }).catch(() => undefined);
    },
    [guard, userId, sendReaction, outbox, queryClient],
  );

  const { mutateAsync: sendFavourite } = favourite;
  const toggleFavourite = useCallback(
    async (post: Post) => {
      if (!guard() || !favourites) return;
      // Hearts show even when the list is not loaded (still loading, or failed): start from an empty one.
      await queryClient.cancelQueries({ queryKey: favourites });
      if (queryClient.getQueryData(favourites) === undefined) queryClient.setQueryData<Post[]>(favourites, []);
      const on = !isFavouriteNow(post.id);
      if (userId !== undefined && outbox.keep({ kind: FAVOURITE_TOGGLE, target: String(post.id), desired: on, base: !on, item: post })) {
        showFavourite(queryClient, userId, post, on);
        return;
      }
      await sendFavourite({ post, on }).catch(() => undefined);
    },
    [guard, favourites, queryClient, sendFavourite, isFavouriteNow, outbox, userId],
  );

  return useMemo(() => ({ react, toggleFavourite, isFavouriteNow }), [react, toggleFavourite, isFavouriteNow]);
}
