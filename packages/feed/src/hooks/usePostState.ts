import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@edupassport/api-client/rules';
import type { ApiClient, Post } from '@edupassport/api-client';
import { useApiClient, useEdu, useRequireLogin } from '@edupassport/ui/headless';
import { applyReaction, viewerReaction } from './applyReaction';

export interface UsePostStateOptions {
  /** The favourite state when the caller knows it (a list does); default unknown: read from the server's favourites. */
  favourite?: boolean;
  /** The API client; default the provider's. */
  client?: ApiClient;
}

export interface UsePostStateResult {
  /** The post with every change applied (null until there is one). */
  post: Post | null;
  /** True once the post was deleted. */
  deleted: boolean;
  favourite: boolean;
  /** Sets (or, with null, removes) the session user's reaction: applied at once, confirmed by the server; on failure the post is loaded again. */
  react: (reaction: string | null) => Promise<void>;
  /** Toggles the favourite (optimistic; reverted on failure). */
  toggleFavourite: () => Promise<void>;
  /** Takes an updated post (after an edit or a vote). */
  replacePost: (post: Post) => void;
  /** Marks the post deleted. */
  markDeleted: () => void;
}

type Local<T> = { from: unknown; value: T } | null;

/**
 * One post's state outside a list (a single card, the post detail page): optimistic reactions and
 * favourite, edits and delete. A change of the `post` argument wins over local changes.
 */
export function usePostState(post: Post | null, options: UsePostStateOptions = {}): UsePostStateResult {
  const client = useApiClient(options.client);
  const { session } = useEdu();
  const guard = useRequireLogin();
  const userId = session.user?.id;
  const [local, setLocal] = useState<Local<Post>>(null);
  const [deleted, setDeleted] = useState(false);
  const [fetchedFavourite, setFetchedFavourite] = useState<Local<boolean>>(null);
  const [localFavourite, setLocalFavourite] = useState<Local<boolean>>(null);
  const controllers = useRef(new Set<AbortController>());
  const seq = useRef(0);

  const current = local && local.from === post ? local.value : post;
  const knownFavourite = options.favourite;
  const baseFavourite =
    knownFavourite ?? (fetchedFavourite && fetchedFavourite.from === post?.id ? fetchedFavourite.value : false);
  const favourite = localFavourite && localFavourite.from === baseFavourite ? localFavourite.value : baseFavourite;
  const postId = post?.id;

  useEffect(() => {
    const set = controllers.current;
    return () => {
      for (const controller of set) controller.abort();
    };
  }, []);

  // The favourite state, when the caller does not know it and someone is signed in.
  useEffect(() => {
    if (knownFavourite !== undefined || postId === undefined || userId === undefined) return undefined;
    const controller = new AbortController();
    client.feed.getFavorites({ signal: controller.signal }).then(
      (posts) => setFetchedFavourite({ from: postId, value: posts.some((p) => String(p.id) === String(postId)) }),
      () => {
        // Logged only (spec 01 §8): the heart starts empty.
      },
    );
    return () => controller.abort();
  }, [client, knownFavourite, postId, userId]);

  const request = () => {
    const controller = new AbortController();
    controllers.current.add(controller);
    return { signal: controller.signal, done: () => controllers.current.delete(controller) };
  };

  const react = async (reaction: string | null) => {
    if (!current || !guard() || userId === undefined) return;
    const previous = viewerReaction(current.reactions, userId);
    const sent = reaction ?? previous;
    if (previous === reaction || !sent) return;
    const from = post;
    const mine = ++seq.current;
    setLocal({ from, value: { ...current, reactions: applyReaction(current.reactions, userId, reaction) } });
    const r = request();
    try {
      await client.posts.react(current.id, { reaction_type: sent }, { signal: r.signal });
      const confirmed = await client.posts.get(current.id, { signal: r.signal });
      if (seq.current === mine)
        setLocal((l) => ({
          from,
          value: { ...(l && l.from === from ? l.value : confirmed), reactions: confirmed.reactions },
        }));
    } catch (error) {
      if (r.signal.aborted || (isApiError(error) && error.kind === 'aborted') || seq.current !== mine) return;
      // As in the feed: a failed reaction loads the post again.
      try {
        const fresh = await client.posts.get(current.id, { signal: r.signal });
        if (seq.current === mine) setLocal({ from, value: fresh });
      } catch {
        if (seq.current === mine) setLocal({ from, value: current });
      }
    } finally {
      r.done();
    }
  };

  const toggleFavourite = async () => {
    if (!current || !guard()) return;
    const from = baseFavourite;
    const next = !favourite;
    setLocalFavourite({ from, value: next });
    const r = request();
    try {
      const state = await client.posts.toggleFavorite(current.id, { signal: r.signal });
      if (typeof state === 'boolean') setLocalFavourite({ from, value: state });
    } catch {
      if (!r.signal.aborted) setLocalFavourite({ from, value: !next });
    } finally {
      r.done();
    }
  };

  return {
    post: current,
    deleted,
    favourite,
    react,
    toggleFavourite,
    replacePost: (value) => setLocal({ from: post, value }),
    markDeleted: () => setDeleted(true),
  };
}
