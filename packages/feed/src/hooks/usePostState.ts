import { useEffect, useState } from 'react';
import type { ApiClient, Post } from '@edupassport/api-client';
import { useApiClient, useEduQuery, useEduQueryClient } from '@edupassport/ui/headless';
import { feedKeys } from '../queryKeys';
import { postQueryOptions } from './postQueries';
import { useFavouritePostIds } from './useFavouritePostIds';
import { usePostMutations } from './usePostMutations';

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

function samePost(a: Post | null, b: Post | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * One post's state outside a list (a single card, the post detail page): the post lives in the query cache under
 * `feedKeys.post(id)`, seeded from the argument, so every card of it and every list agree; reactions and the
 * favourite are the shared optimistic writes. A change of the `post` argument wins over local changes.
 */
export function usePostState(post: Post | null, options: UsePostStateOptions = {}): UsePostStateResult {
  const client = useApiClient(options.client);
  const queryClient = useEduQueryClient();
  const mutations = usePostMutations({ client });
  const known = options.favourite;
  const favourites = useFavouritePostIds({ client, enabled: known === undefined && post !== null });
  const [deleted, setDeleted] = useState(false);
  // The argument last written to the cache: a new one wins over what the cache holds.
  const [seeded, setSeeded] = useState(post);

  const { data } = useEduQuery({
    ...postQueryOptions(client, post?.id ?? ''),
    enabled: post !== null,
    initialData: post ?? undefined,
    // The card's post comes from its parent: it is read again only when a write asks for it.
    staleTime: Infinity,
  });

  // A parent may build an equal post on every render: only a different one is a change.
  const changed = post !== seeded && !samePost(post, seeded);
  useEffect(() => {
    if (!changed) return;
    if (post) queryClient.setQueryData(feedKeys.post(post.id), post);
    // The cache write and the note of what was written go together; until then the render shows the argument.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSeeded(post);
  }, [changed, post, queryClient]);

  const current = post === null ? null : changed ? post : (data ?? post);
  const favourite = known ?? (current ? favourites.isFavourite(current.id) : false);

  return {
    post: current,
    deleted,
    favourite,
    react: async (reaction) => {
      if (current) await mutations.react(current, reaction);
    },
    toggleFavourite: async () => {
      if (current) await mutations.toggleFavourite(current);
    },
    replacePost: (value) => queryClient.setQueryData(feedKeys.post(value.id), value),
    markDeleted: () => setDeleted(true),
  };
}
