import { useEffect, useState } from 'react';
import { type ApiClient, type Post } from '@edupassport/api-client';
import { useApiClient, useEdu, useRequireLogin } from '@edupassport/ui/headless';
import { applyReaction, viewerReaction } from './applyReaction';

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
  removePost: (postId: Post['id']) => void;
  replacePost: (post: Post) => void;
}

const key = (id: Post['id']) => String(id);

/** The viewer's favourite posts (`GET /api/users/posts/favorites`, data.favorite_posts). */
export function useFavoritePosts(options: { client?: ApiClient } = {}): UseFavoritePostsResult {
  const client = useApiClient(options.client);
  const { session } = useEdu();
  const guard = useRequireLogin();
  const userId = session.user?.id;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string;
    posts: Post[];
    status: FavoritePostsStatus;
    error: string | null;
  } | null>(null);
  const [off, setOff] = useState<ReadonlySet<string>>(() => new Set());
  const loadKey = `${String(userId)}#${attempt}`;

  useEffect(() => {
    if (userId === undefined) return undefined;
    const controller = new AbortController();
    client.feed.getFavorites({ signal: controller.signal }).then(
      (posts) => setState({ key: loadKey, posts, status: 'success', error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            key: loadKey,
            posts: [],
            status: 'error',
            error: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => controller.abort();
  }, [client, userId, loadKey]);

  const current = state && state.key === loadKey ? state : null;
  const posts = current?.posts ?? [];
  const mapPosts = (change: (posts: Post[]) => Post[]) => setState((s) => (s ? { ...s, posts: change(s.posts) } : s));
  const flip = (id: string) =>
    setOff((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const refresh = async (postId: Post['id']) => {
    try {
      const fresh = await client.posts.get(postId);
      mapPosts((list) => list.map((p) => (key(p.id) === key(postId) ? fresh : p)));
    } catch {
      // Logged only: the card keeps what it shows.
    }
  };

  return {
    posts,
    status: userId === undefined ? 'anonymous' : (current?.status ?? 'loading'),
    error: current?.error ?? null,
    reload: () => {
      setOff(new Set());
      setAttempt((n) => n + 1);
    },
    isFavourite: (postId) => !off.has(key(postId)),
    toggleFavourite: async (postId) => {
      if (!guard()) return;
      flip(key(postId));
      try {
        await client.posts.toggleFavorite(postId);
      } catch {
        flip(key(postId));
      }
    },
    react: async (postId, reaction) => {
      if (!guard() || userId === undefined) return;
      const post = posts.find((p) => key(p.id) === key(postId));
      if (!post) return;
      const previous = viewerReaction(post.reactions, userId);
      const sent = reaction ?? previous;
      if (previous === reaction || !sent) return;
      mapPosts((list) =>
        list.map((p) =>
          key(p.id) === key(postId) ? { ...p, reactions: applyReaction(p.reactions, userId, reaction) } : p,
        ),
      );
      try {
        await client.posts.react(postId, { reaction_type: sent });
      } catch {
        // As in the feed: a failed reaction loads the post again (below).
      }
      await refresh(postId);
    },
    removePost: (postId) => mapPosts((list) => list.filter((p) => key(p.id) !== key(postId))),
    replacePost: (post) => mapPosts((list) => list.map((p) => (key(p.id) === key(post.id) ? post : p))),
  };
}
