import { useCallback, useEffect, useMemo, useState } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { ApiClient, Post } from '@edupassport/api-client';
import { useApiClient, useEduInfiniteQuery, useEduQueryClient, useErrorText } from '@edupassport/ui/headless';
import { FEED_PAGE_SIZE } from '../constants';
import { mergePage } from './postCache';
import { putOnTop, reloadFirstPage } from './createdPost';
import { feedQueryOptions, type FeedPage } from './postQueries';
import { useFavouritePostIds } from './useFavouritePostIds';
import { usePostMutations } from './usePostMutations';

/** What the list is doing: the first page is `loading`, later pages `loadingMore`; `error` only when nothing could be shown. */
export type FeedStatus = 'idle' | 'loading' | 'loadingMore' | 'success' | 'error';

export interface UseFeedOptions {
  /** Posts per page; has-more is true when the server sent this many for a page (items left out as malformed count too); default 10 (FEED_PAGE_SIZE). */
  pageSize?: number | undefined;
  /** Milliseconds the search waits after the last keystroke; default 300. */
  searchDebounceMs?: number | undefined;
  /** The API client; default the provider's. */
  client?: ApiClient | undefined;
}

export interface UseFeedResult {
  /** The loaded posts, in the server's order, without duplicates. */
  posts: Post[];
  status: FeedStatus;
  /** The ApiError's readable message of the last failed load, or null. */
  error: string | null;
  /** The error behind `error` (an ApiError, whose `retryAfterMs` is the server's `Retry-After`), or null. */
  failure: Error | null;
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
  /** Sets (or, with null, removes) the session user's reaction: applied at once, confirmed by the server, undone with an error toast on failure. */
  react: (postId: Post['id'], reaction: string | null) => Promise<void>;
  /** Toggles a post in the favourites (optimistic; reverted on failure). */
  toggleFavourite: (postId: Post['id']) => Promise<void>;
  /** True when the post is among the session user's favourites. */
  isFavourite: (postId: Post['id']) => boolean;
  /**
   * Puts a new post at the top. Without a post (the server's answer did not hold it) it reloads page 1 in place: the
   * server's first page, then the other loaded posts, no skeletons.
   * @deprecated A create or a share already shows its new post in every cached feed list (the kit's composers,
   * `CreatePostButton` and the share dialog write to the query cache): `onCreated`/`onShared` need no handler.
   * To be removed in a later minor.
   */
  prependPost: (post?: Post) => void;
}

const key = (id: Post['id']) => String(id);


/**
 * The feed: pages of 10 (`data.feed_posts`) as one infinite query per list (`feedKeys.list`), search mode through
 * the post search with a debounced query, optimistic reactions and the page's shared favourites. The list only
 * reads: every write (the cards', a composer's) updates the query cache, which it shows. A superseded or unmounted list's request is aborted by the query layer.
 */
export function useFeed(options: UseFeedOptions = {}): UseFeedResult {
  const { pageSize = FEED_PAGE_SIZE, searchDebounceMs = 300 } = options;
  const client = useApiClient(options.client);
  const queryClient = useEduQueryClient();
  const mutations = usePostMutations({ client });
  const { isFavourite } = useFavouritePostIds({ client });
  const errorText = useErrorText();

  const [query, setQueryState] = useState('');
  const [activeQuery, setActiveQuery] = useState('');

  // The debounced query: a blank text leaves search mode at once (setQuery), a new text waits for the pause.
  const setQuery = useCallback((text: string) => {
    setQueryState(text);
    if (!text.trim()) setActiveQuery('');
  }, []);
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) return undefined;
    const timer = setTimeout(() => setActiveQuery(trimmed), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [query, searchDebounceMs]);

  const listOptions = feedQueryOptions(client, { query: activeQuery, pageSize });
  const listKey = listOptions.queryKey;
  const list = useEduInfiniteQuery(listOptions);
  const { data, isFetchingNextPage, hasNextPage, fetchNextPage, isFetching } = list;

  const posts = useMemo(() => (data ? data.pages.reduce((all: Post[], page) => mergePage(all, page.posts), []) : []), [data]);
  const status: FeedStatus = !data
    ? list.isError && !isFetching
      ? 'error'
      : 'loading'
    : isFetchingNextPage
      ? 'loadingMore'
      : 'success';
  // With posts shown, a failed later page (or reload) shows beside Load more; the list stays.
  const error = list.error && !isFetching ? errorText(list.error) : null;
  const failure = error === null ? null : list.error;

  const loadMore = useCallback(() => {
    if (status !== 'success' || !hasNextPage) return;
    // A second call while the page loads joins the running request.
    void fetchNextPage({ cancelRefetch: false });
  }, [status, hasNextPage, fetchNextPage]);

  // From page 1 again, with the loading state (the retry of the error state).
  const reload = useCallback(() => {
    void queryClient.resetQueries({ queryKey: listKey, exact: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's parts: the key is a new array every render
  }, [queryClient, activeQuery, pageSize]);

  const prependPost = useCallback(
    (post?: Post) => {
      if (post) {
        putOnTop(queryClient, listKey, post);
        return;
      }
      const current = queryClient.getQueryData<InfiniteData<FeedPage, number>>(listKey);
      // A first load still running brings the new post itself; a failed one is retried whole.
      if (!current) {
        if (queryClient.getQueryState(listKey)?.status === 'error') reload();
        return;
      }
      void reloadFirstPage(queryClient, client, { query: activeQuery, pageSize });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's parts: the key is a new array every render
    [queryClient, client, activeQuery, pageSize, reload],
  );

  const { react: reactTo, toggleFavourite: toggle } = mutations;
  const react = useCallback(
    async (postId: Post['id'], reaction: string | null) => {
      const post = posts.find((p) => key(p.id) === key(postId));
      if (post) await reactTo(post, reaction);
    },
    [posts, reactTo],
  );

  const toggleFavourite = useCallback(
    async (postId: Post['id']) => {
      const post = posts.find((p) => key(p.id) === key(postId));
      if (post) await toggle(post);
    },
    [posts, toggle],
  );

  return useMemo(
    () => ({
      posts,
      status,
      error,
      failure,
      hasMore: data ? hasNextPage : false,
      page: data?.pages.length ?? 0,
      query,
      setQuery,
      searching: activeQuery !== '',
      activeQuery,
      loadMore,
      reload,
      react,
      toggleFavourite,
      isFavourite,
      prependPost,
    }),
    [posts, status, error, failure, data, hasNextPage, query, setQuery, activeQuery, loadMore, reload, react, toggleFavourite, isFavourite, prependPost],
  );
}
