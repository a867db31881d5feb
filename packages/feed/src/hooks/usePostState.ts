import { useState } from 'react';
import { replaceEqualDeep } from '@tanstack/react-query';
import type { ApiClient, Post } from '@edupassport/api-client';
import { useApiClient, useEduQuery, useEduQueryClient } from '@edupassport/ui/headless';
import { feedKeys } from '../queryKeys';
import { postQueryOptions } from './postQueries';
import { useFavouritePostIds } from './useFavouritePostIds';
import { usePostMutations } from './usePostMutations';

export interface UsePostStateOptions {
  /** The favourite state when the caller knows it (a list does); default unknown: read from the server's favourites. */
  favourite?: boolean | undefined;
  /** The API client; default the provider's. */
  client?: ApiClient | undefined;
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

/**
 * One post's state outside a list (a single card, the post detail page): the post lives in the query cache under
 * `feedKeys.post(id)`, seeded from the argument, so every card of it and every list agree; reactions and the
 * favourite are the shared optimistic writes. A new `post` argument (a new object: the host read the post again)
 * wins over local changes until the next change in the cache.
 */
export function usePostState(post: Post | null, options: UsePostStateOptions = {}): UsePostStateResult {
  const client = useApiClient(options.client);
  const queryClient = useEduQueryClient();
  const mutations = usePostMutations({ client });
  const known = options.favourite;
  const favourites = useFavouritePostIds({ client, enabled: known === undefined && post !== null });
  const [deleted, setDeleted] = useState(false);

  const { data } = useEduQuery({
    ...postQueryOptions(client, post?.id ?? ''),
    enabled: post !== null,
    ...(post ? { initialData: post } : {}),
    // The card's post comes from its parent: it is read again only when a write asks for it.
    staleTime: Infinity,
  });

  // What the cache held when the argument came. On mount, counted as the argument itself: a post already cached
  // (changed by an earlier write) shows; a later argument shows until the cache changes again.
  const [arrival, setArrival] = useState(() => ({ post, cached: post ?? undefined }));
  // A parent may build an equal post on every render: TanStack's structural sharing tells a new post from a copy.
  const isNew = post !== arrival.post && replaceEqualDeep(arrival.post, post) !== arrival.post;
  if (isNew) setArrival({ post, cached: data });
  const cachedThen = isNew ? data : arrival.cached;
  const current = post === null ? null : data !== undefined && data !== cachedThen ? data : post;
  // A write changes the cached post: it starts from the argument when the argument is what shows.
  const seed = () => {
    if (current && current !== data) queryClient.setQueryData(feedKeys.post(current.id), current);
  };
  const favourite = known ?? (current ? favourites.isFavourite(current.id) : false);

  return {
    post: current,
    deleted,
    favourite,
    react: async (reaction) => {
      if (!current) return;
      seed();
      await mutations.react(current, reaction);
    },
    toggleFavourite: async () => {
      if (current) await mutations.toggleFavourite(current);
    },
    replacePost: (value) => queryClient.setQueryData(feedKeys.post(value.id), value),
    markDeleted: () => setDeleted(true),
  };
}
