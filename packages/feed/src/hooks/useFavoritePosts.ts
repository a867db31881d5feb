import { useCallback, useMemo, useState } from 'react';
import type { ApiClient, Post } from '@edupassport/api-client';
import { useApiClient, useEdu, useEduQuery, useEduQueryClient, useErrorText } from '@edupassport/ui/headless';
import { feedKeys } from '../queryKeys';
import { favouritesQueryOptions } from './postQueries';
import { usePostMutations } from './usePostMutations';

export type FavoritePostsStatus = 'anonymous' | 'loading' | 'success' | 'error';

export interface UseFavoritePostsResult {
  posts: Post[];
  /** `anonymous` for a visitor: nothing is loaded. */
  status: FavoritePostsStatus;
  error: string | null;
  reload: () => void;
  isFavourite: (postId: Post['id']) => boolean;
  /** Toggles a favourite; an unfavourited post stays listed (with an empty heart) until the next load, so it can be undone. */
  toggleFavourite: (postId: Post['id']) => Promise<void>;
  /** Sets or removes the viewer's reaction (optimistic; the post is read again afterwards, or on failure). */
  react: (postId: Post['id'], reaction: string | null) => Promise<void>;
}

const key = (id: Post['id']) => String(id);

/**
 * The viewer's favourite posts (`GET /api/users/posts/favorites`, data.favorite_posts): the page's one favourites
 * query, which every heart reads too. Posts unfavourited here stay listed until the next load.
 */
export function useFavoritePosts(options: { client?: ApiClient | undefined } = {}): UseFavoritePostsResult {
  const client = useApiClient(options.client);
  const queryClient = useEduQueryClient();
  const mutations = usePostMutations({ client });
  const errorText = useErrorText();
  const userId = useEdu().session.user?.id;
  const query = useEduQuery({ ...favouritesQueryOptions(client, userId ?? ''), enabled: userId !== undefined });
  const { data, error, isFetching, refetch } = query;
  // The list as shown when something was unfavourited here: those posts keep their place until the next load.
  const [held, setHeld] = useState<Post[] | null>(null);

  const posts = useMemo(() => {
    if (!data) return [];
    if (!held) return data;
    const fresh = new Map(data.map((p) => [key(p.id), p]));
    const listed = new Set(held.map((p) => key(p.id)));
    return [...data.filter((p) => !listed.has(key(p.id))), ...held.map((p) => fresh.get(key(p.id)) ?? p)];
  }, [data, held]);

  const ids = useMemo(() => new Set((data ?? []).map((p) => key(p.id))), [data]);
  const status: FavoritePostsStatus =
    userId === undefined ? 'anonymous' : data ? 'success' : error && !isFetching ? 'error' : 'loading';

  const { react: reactTo, toggleFavourite: toggle } = mutations;
  const mapHeld = useCallback(
    (change: (list: Post[]) => Post[]) => setHeld((list) => (list ? change(list) : list)),
    [],
  );

  return {
    posts,
    status,
    error: status === 'error' && error ? errorText(error) : null,
    reload: () => {
      setHeld(null);
      void refetch();
    },
    isFavourite: (postId) => ids.has(key(postId)),
    toggleFavourite: async (postId) => {
      const post = posts.find((p) => key(p.id) === key(postId));
      if (!post) return;
      if (ids.has(key(postId))) setHeld(posts);
      await toggle(post);
    },
    react: async (postId, reaction) => {
      const post = posts.find((p) => key(p.id) === key(postId));
      if (!post) return;
      await reactTo(post, reaction);
      // A post no longer among the favourites is only held here: it takes the post as the cache now has it.
      const fresh = queryClient.getQueryData<Post>(feedKeys.post(postId));
      if (fresh) mapHeld((list) => list.map((p) => (key(p.id) === key(postId) ? fresh : p)));
    },
  };
}
