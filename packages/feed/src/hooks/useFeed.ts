import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError, receivedCount } from '@edupassport/api-client/rules';
import type { ApiClient, Post } from '@edupassport/api-client';
import { useApiClient, useEdu, useRequireLogin } from '@edupassport/ui/headless';
import { FEED_PAGE_SIZE } from '../constants';
import { applyReaction, viewerReaction } from './applyReaction';

/** What the list is doing: the first page is `loading`, later pages `loadingMore`; `error` only when nothing could be shown. */
export type FeedStatus = 'idle' | 'loading' | 'loadingMore' | 'success' | 'error';

export interface UseFeedOptions {
  /** Posts per page; has-more is true when the server sent this many for a page (items left out as malformed count too); default 10 (FEED_PAGE_SIZE). */
  pageSize?: number;
  /** Milliseconds the search waits after the last keystroke; default 300. */
  searchDebounceMs?: number;
  /** The API client; default the provider's. */
  client?: ApiClient;
}

export interface UseFeedResult {
  /** The loaded posts, in the server's order, without duplicates. */
  posts: Post[];
  status: FeedStatus;
  /** The ApiError's readable message of the last failed load, or null. */
  error: string | null;
  /** True when the server sent a full last page (malformed posts it held count), so another may follow. */
  hasMore: boolean;
  /** Pages loaded so far. */
  page: number;
  /** The search box text, as typed. */
  query: string;
  /** Sets the search text; the search runs after the debounce, a blank text leaves search mode. */
  setQuery: (query: string) => void;
  /** True while the list shows search results (a non-blank debounced query). */
  searching: boolean;
  /** The debounced, trimmed query the list shows results for ('' in normal mode). */
  activeQuery: string;
  /** Loads the next page; ignored while loading or at the end. */
  loadMore: () => void;
  /** Loads the list again from page 1 (the retry of the error state). */
  reload: () => void;
  /** Sets (or, with null, removes) the session user's reaction: applied at once, confirmed by the server, and on failure the feed reloads. */
  react: (postId: Post['id'], reaction: string | null) => Promise<void>;
  /** Toggles a post in the favourites (optimistic; reverted on failure). */
  toggleFavourite: (postId: Post['id']) => Promise<void>;
  /** True when the post is among the session user's favourites. */
  isFavourite: (postId: Post['id']) => boolean;
  /** Removes a post from the list (after a delete). */
  removePost: (postId: Post['id']) => void;
  /** Puts an updated post in place of the one with its id (after an edit or a vote). */
  replacePost: (post: Post) => void;
  /**
   * Puts a new post at the top (after a share or a create). Without a post (the server's answer did not hold it)
   * it reloads page 1 in place: the server's first page, then the other loaded posts, no skeletons.
   */
  prependPost: (post?: Post) => void;
}

type Mode = { kind: 'feed' } | { kind: 'search'; query: string };

interface ListState {
  posts: Post[];
  page: number;
  hasMore: boolean;
  status: FeedStatus;
  error: string | null;
}

const initialList: ListState = { posts: [], page: 0, hasMore: false, status: 'idle', error: null };

const key = (id: Post['id']) => String(id);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isAbort(error: unknown): boolean {
  return isApiError(error) && error.kind === 'aborted';
}

/** Appends a page, skipping posts already in the list (a new post shifts the server's pages by one). */
function mergePage(current: Post[], page: Post[]): Post[] {
  const seen = new Set(current.map((p) => key(p.id)));
  const fresh = page.filter((p) => {
    const k = key(p.id);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return fresh.length ? [...current, ...fresh] : current;
}

/**
 * The feed: pages of 10 (`data.feed_posts`), search mode through the post search with a debounced
 * query, optimistic reactions, the favourite-post set, and the list actions the cards call. Every
 * request is aborted on unmount or when a newer query supersedes it.
 */
export function useFeed(options: UseFeedOptions = {}): UseFeedResult {
  const { pageSize = FEED_PAGE_SIZE, searchDebounceMs = 300 } = options;
  const client = useApiClient(options.client);
  const { session } = useEdu();
  const guard = useRequireLogin();
  const userId = session.user?.id;

  const [query, setQueryState] = useState('');
  const [activeQuery, setActiveQuery] = useState('');
  const [list, setList] = useState<ListState>(initialList);
  const [reloadCount, setReloadCount] = useState(0);
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(() => new Set());

  // Mutable request bookkeeping, read and written only in effects and handlers.
  const listAbort = useRef<AbortController | null>(null);
  const listRef = useRef(list);
  const modeRef = useRef<Mode>({ kind: 'feed' });
  const pending = useRef(new Set<AbortController>());
  const reactionSeq = useRef(new Map<string, number>());
  const mounted = useRef(true);
  const loadingMore = useRef(false);

  const update = useCallback((next: (state: ListState) => ListState) => {
    setList((state) => {
      const value = next(state);
      listRef.current = value;
      return value;
    });
  }, []);

  // A page that lost a malformed post to parsing still was a full page on the server: more may follow.
  const isFull = useCallback((page: readonly Post[]) => receivedCount(page) >= pageSize, [pageSize]);

  const fetchPage = useCallback(
    (mode: Mode, page: number, signal: AbortSignal, size = pageSize) =>
      mode.kind === 'search'
        ? client.feed.search({ query: mode.query, page, pageSize: size }, { signal })
        : client.feed.getFeed({ page, pageSize: size }, { signal }),
    [client, pageSize],
  );

  /** A request that is aborted on unmount; the controller is dropped when it settles. */
  const track = useCallback(() => {
    const controller = new AbortController();
    pending.current.add(controller);
    return {
      signal: controller.signal,
      done: () => pending.current.delete(controller),
    };
  }, []);

  useEffect(() => {
    mounted.current = true;
    const requests = pending.current;
    return () => {
      mounted.current = false;
      listAbort.current?.abort();
      for (const controller of requests) controller.abort();
      requests.clear();
    };
  }, []);

  // The debounced query: a blank text leaves search mode at once, a new text waits for the pause.
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setActiveQuery('');
      return undefined;
    }
    const timer = setTimeout(() => setActiveQuery(trimmed), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [query, searchDebounceMs]);

  // Page 1 of the current mode; a newer mode (or a reload) aborts the older request.
  useEffect(() => {
    const mode: Mode = activeQuery ? { kind: 'search', query: activeQuery } : { kind: 'feed' };
    modeRef.current = mode;
    listAbort.current?.abort();
    loadingMore.current = false;
    const controller = new AbortController();
    listAbort.current = controller;
    update(() => ({ ...initialList, status: 'loading' }));
    fetchPage(mode, 1, controller.signal).then(
      (posts) =>
        update(() => ({
          posts: mergePage([], posts),
          page: 1,
          hasMore: isFull(posts),
          status: 'success',
          error: null,
        })),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        // A failed search shows its error and a retry too: an empty list would read as "no posts match".
        update(() => ({ ...initialList, status: 'error', error: messageOf(error) }));
      },
    );
    return () => controller.abort();
  }, [activeQuery, reloadCount, fetchPage, isFull, update]);

  const loadMore = useCallback(() => {
    const state = listRef.current;
    if (state.status !== 'success' || !state.hasMore || loadingMore.current) return;
    loadingMore.current = true;
    const mode = modeRef.current;
    const controller = listAbort.current ?? new AbortController();
    const nextPage = state.page + 1;
    update((s) => ({ ...s, status: 'loadingMore', error: null }));
    fetchPage(mode, nextPage, controller.signal)
      .then(
        (posts) => {
          if (modeRef.current !== mode) return;
          update((s) => ({
            posts: mergePage(s.posts, posts),
            page: nextPage,
            hasMore: isFull(posts),
            status: 'success',
            error: null,
          }));
        },
        (error: unknown) => {
          if (isAbort(error) || controller.signal.aborted || modeRef.current !== mode) return;
          // The loaded posts stay; the message shows beside the load-more button.
          update((s) => ({ ...s, status: 'success', error: messageOf(error) }));
        },
      )
      .finally(() => {
        if (modeRef.current === mode) loadingMore.current = false;
      });
  }, [fetchPage, isFull, update]);

  const reload = useCallback(() => setReloadCount((n) => n + 1), []);

  /**
   * Reloads the loaded pages in place, so the reader keeps their place; with `count`, only the first `count` pages
   * (a new post at the top), the other loaded posts following them (one may have moved onto page 2). A failure of
   * the whole reload shows beside Load more; a failure with `count` changes nothing: what is shown is still right.
   */
  const reloadInPlace = useCallback(
    async (count?: number) => {
      const mode = modeRef.current;
      const controller = listAbort.current;
      if (!controller) return;
      const loadedPages = Math.max(1, listRef.current.page);
      const pages = Math.min(count ?? loadedPages, loadedPages);
      const part = pages < loadedPages;
      try {
        const answers = await Promise.all(
          Array.from({ length: pages }, (_, i) => fetchPage(mode, i + 1, controller.signal)),
        );
        if (modeRef.current !== mode || controller.signal.aborted) return;
        const fresh = answers.reduce(mergePage, [] as Post[]);
        update((s) => ({
          ...s,
          posts: part ? mergePage(fresh, s.posts) : fresh,
          page: part ? s.page : loadedPages,
          hasMore: part ? s.hasMore : isFull(answers[answers.length - 1] ?? []),
          error: part ? s.error : null,
        }));
      } catch (error) {
        if (count !== undefined || isAbort(error) || controller.signal.aborted || modeRef.current !== mode) return;
        update((s) => ({ ...s, error: messageOf(error) }));
      }
    },
    [fetchPage, isFull, update],
  );

  const replacePost = useCallback(
    (post: Post) => update((s) => ({ ...s, posts: s.posts.map((p) => (key(p.id) === key(post.id) ? post : p)) })),
    [update],
  );
  const removePost = useCallback(
    (postId: Post['id']) => update((s) => ({ ...s, posts: s.posts.filter((p) => key(p.id) !== key(postId)) })),
    [update],
  );
  const prependPost = useCallback(
    (post?: Post) => {
      if (post) {
        update((s) => ({ ...s, posts: [post, ...s.posts.filter((p) => key(p.id) !== key(post.id))] }));
        return;
      }
      const { status } = listRef.current;
      // A first load still running brings the new post itself; a failed one is retried whole.
      if (status === 'error') reload();
      else if (status !== 'loading' && status !== 'idle') void reloadInPlace(1);
    },
    [update, reload, reloadInPlace],
  );

  const react = useCallback(
    async (postId: Post['id'], reaction: string | null) => {
      if (!guard() || userId === undefined) return;
      const post = listRef.current.posts.find((p) => key(p.id) === key(postId));
      if (!post) return;
      const current = viewerReaction(post.reactions, userId);
      if (current === reaction) return;
      // The server toggles: the same emoji again takes it away, another one replaces it.
      const sent = reaction ?? current;
      if (!sent) return;
      const seq = (reactionSeq.current.get(key(postId)) ?? 0) + 1;
      reactionSeq.current.set(key(postId), seq);
      update((s) => ({
        ...s,
        posts: s.posts.map((p) =>
          key(p.id) === key(postId) ? { ...p, reactions: applyReaction(p.reactions, userId, reaction) } : p,
        ),
      }));
      const request = track();
      try {
        await client.posts.react(postId, { reaction_type: sent }, { signal: request.signal });
        // The answer's shape is not fixed by the spec: the post itself is the confirmation.
        const confirmed = await client.posts.get(postId, { signal: request.signal });
        if (reactionSeq.current.get(key(postId)) !== seq) return;
        update((s) => ({
          ...s,
          posts: s.posts.map((p) => (key(p.id) === key(postId) ? { ...p, reactions: confirmed.reactions } : p)),
        }));
      } catch (error) {
        if (isAbort(error) || !mounted.current) return;
        if (reactionSeq.current.get(key(postId)) !== seq) return;
        // Spec 01 §4: a failed reaction reloads the feed.
        await reloadInPlace();
      } finally {
        request.done();
      }
    },
    [client, guard, userId, update, track, reloadInPlace],
  );

  // The favourite set, from the server, for a signed-in user.
  useEffect(() => {
    if (userId === undefined) {
      setFavourites(new Set());
      return undefined;
    }
    const controller = new AbortController();
    client.feed.getFavorites({ signal: controller.signal }).then(
      (posts) => setFavourites(new Set(posts.map((p) => key(p.id)))),
      () => {
        // Failures are logged only (spec 01 §8): every heart starts empty.
      },
    );
    return () => controller.abort();
  }, [client, userId]);

  const flip = useCallback((id: string) => {
    setFavourites((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const toggleFavourite = useCallback(
    async (postId: Post['id']) => {
      if (!guard()) return;
      const id = key(postId);
      flip(id);
      const request = track();
      try {
        const state = await client.posts.toggleFavorite(postId, { signal: request.signal });
        if (typeof state === 'boolean') {
          setFavourites((set) => {
            if (set.has(id) === state) return set;
            const next = new Set(set);
            if (state) next.add(id);
            else next.delete(id);
            return next;
          });
        }
      } catch (error) {
        if (isAbort(error) || !mounted.current) return;
        flip(id);
      } finally {
        request.done();
      }
    },
    [client, guard, flip, track],
  );

  const isFavourite = useCallback((postId: Post['id']) => favourites.has(key(postId)), [favourites]);

  return useMemo(
    () => ({
      posts: list.posts,
      status: list.status,
      error: list.error,
      hasMore: list.hasMore,
      page: list.page,
      query,
      setQuery: setQueryState,
      searching: activeQuery !== '',
      activeQuery,
      loadMore,
      reload,
      react,
      toggleFavourite,
      isFavourite,
      removePost,
      replacePost,
      prependPost,
    }),
    [
      list,
      query,
      activeQuery,
      loadMore,
      reload,
      react,
      toggleFavourite,
      isFavourite,
      removePost,
      replacePost,
      prependPost,
    ],
  );
}
