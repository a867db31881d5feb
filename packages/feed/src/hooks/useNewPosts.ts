import { useCallback, useEffect, useMemo, useRef } from 'react';
import { replaceEqualDeep, type InfiniteData, type Query, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, Post } from '@edupassport/api-client';
import { useApiClient, useEdu, useEduQuery, useEduQueryClient } from '@edupassport/ui/headless';
import { FEED_PAGE_SIZE } from '../constants';
import { feedKeys, feedMutationKeys, type FeedListParams } from '../queryKeys';
import { updatePostInCache } from './postCache';
import { fetchFeedPage, type FeedPage } from './postQueries';

/** How often page 1 is read again when the provider's `feedUpdates` does not say: every minute. */
export const DEFAULT_FEED_UPDATE_INTERVAL_MS = 60_000;

/** The longest wait between two reads after failures in a row (the interval doubles with each). */
const MAX_BACKOFF_MS = 15 * 60_000;

export interface UseNewPostsOptions {
  /** The posts the list shows now (`useFeed().posts`); a post among them is never offered. */
  posts: readonly Post[];
  /** Whether to look for new posts; false in search mode and before the list has loaded. Default true. */
  enabled?: boolean | undefined;
  /** Milliseconds between two reads of page 1; default the provider's `feedUpdates.intervalMs`, else 60000; 0 turns polling off. */
  intervalMs?: number | undefined;
  /** The posts on screen (the list's rendered window): each read also reads the later pages that hold them, for their counts. */
  inView?: readonly Post[] | undefined;
  /** The API client; default the provider's. */
  client?: ApiClient | undefined;
}

export interface UseNewPostsResult {
  /** Posts on the server's page 1 the list does not show, above the last one it does, newest first, each once. */
  newPosts: Post[];
  /** Puts `newPosts` at the top of every loaded feed list (or, when none of the server's page 1 is shown, loads the feed from page 1 again). */
  show: () => void;
}

const idOf = (post: Post) => String(post.id);

/** Whether a cached list is the feed itself (query ''), not a search. */
const isFeedList = (query: Query) => (query.queryKey[3] as Partial<FeedListParams> | undefined)?.query === '';

/**
 * The posts of the server's page 1 not shown, above the last one that is (all of them when none is), each once. Above
 * the last, not the first: a post made just before the reader's own (which their write put on top) is new too; below
 * it, a post not shown came up from page 2 (after a delete), and is not new.
 */
export function unseenPosts(latest: readonly Post[], shown: ReadonlySet<string>): Post[] {
  let last = latest.length;
  latest.forEach((post, index) => {
    if (shown.has(idOf(post))) last = index;
  });
  const unseen: Post[] = [];
  const seen = new Set<string>();
  for (const post of latest.slice(0, last)) {
    const id = idOf(post);
    if (!shown.has(id) && !seen.has(id)) unseen.push(post);
    seen.add(id);
  }
  return unseen;
}

/**
 * The server's newer values (counts, votes) of the posts the page shows, in place (a post not shown is left out: the
 * cache update changes only posts it holds); not while a write of the reader's runs, whose own answer decides.
 */
function refreshShown(queryClient: QueryClient, latest: readonly Post[]): void {
  if (queryClient.isMutating({ mutationKey: feedMutationKeys.all }) > 0) return;
  for (const fresh of latest) updatePostInCache(queryClient, fresh.id, (post) => replaceEqualDeep(post, fresh));
}

/** A page of a cached feed list to read again, and the posts on screen it held. */
interface HeldPage {
  params: FeedListParams;
  page: number;
  ids: Set<string>;
}

/** The pages after the first of the feed lists that hold a post on screen, each once. */
function pagesHolding(queryClient: QueryClient, inView: readonly Post[]): HeldPage[] {
  const wanted = new Set(inView.map(idOf));
  const held = new Map<string, HeldPage>();
  if (wanted.size === 0) return [];
  const lists = queryClient.getQueriesData<InfiniteData<FeedPage, number>>({ queryKey: feedKeys.lists(), predicate: isFeedList });
  for (const [key, data] of lists) {
    const params = key[3] as FeedListParams;
    data?.pages.forEach((cached, index) => {
      const page = data.pageParams[index] ?? index + 1;
      // Page 1 is the live read itself.
      if (page <= 1) return;
      for (const post of cached.posts) {
        const id = idOf(post);
        if (!wanted.has(id)) continue;
        const name = `${params.pageSize}:${page}`;
        const entry = held.get(name) ?? { params, page, ids: new Set<string>() };
        entry.ids.add(id);
        held.set(name, entry);
      }
    });
  }
  return [...held.values()];
}

/**
 * The server's pages that now hold the posts on screen beyond page 1: each page that held them when loaded, and, for a
 * post it no longer lists (new posts above pushed it on), the page after, once. One request per page on screen, not
 * per post, and one more only when posts moved.
 */
async function readPagesInView(client: ApiClient, held: readonly HeldPage[], signal: AbortSignal): Promise<Post[]> {
  const read = new Set<string>();
  const once = (params: FeedListParams, page: number) => {
    const name = `${params.pageSize}:${page}`;
    if (read.has(name)) return null;
    read.add(name);
    return fetchFeedPage(client, params, page, signal);
  };
  const first = await Promise.all(held.map(async (entry) => ({ entry, answer: await once(entry.params, entry.page) })));
  const moved = await Promise.all(
    first.map(async ({ entry, answer }) => {
      const found = new Set(answer?.posts.map(idOf));
      const missing = answer !== null && [...entry.ids].some((id) => !found.has(id)) && answer.received >= entry.params.pageSize;
      return missing ? once(entry.params, entry.page + 1) : null;
    }),
  );
  return [...first.map(({ answer }) => answer), ...moved].flatMap((answer) => answer?.posts ?? []);
}

/**
 * The feed's live offer: reads page 1 again every `intervalMs` while the tab is visible and online (TanStack's
 * `refetchInterval`, `focusManager`, `onlineManager`), waiting twice as long after each failure in a row and saying
 * nothing of them, and whenever the provider's push source calls. It inserts nothing: `newPosts` are what the reader
 * may choose to see, and `show()` puts them on top. Posts already shown take the server's newer counts in place: those
 * of page 1, and those on screen (`inView`) of the later pages, which the same read asks for again.
 */
export function useNewPosts(options: UseNewPostsOptions): UseNewPostsResult {
  const { posts, enabled = true } = options;
  const client = useApiClient(options.client);
  const queryClient = useEduQueryClient();
  const { feedUpdates } = useEdu();
  const intervalMs = options.intervalMs ?? feedUpdates?.intervalMs ?? DEFAULT_FEED_UPDATE_INTERVAL_MS;
  const subscribe = feedUpdates?.subscribe;
  const shown = useMemo(() => new Set(posts.map(idOf)), [posts]);
  const failures = useRef(0);
  const pageSize = FEED_PAGE_SIZE;
  // Read when the interval fires, not when the list renders: a ref, so the query's function stays the same.
  const inView = useRef<readonly Post[]>([]);
  const onScreen = options.inView;
  useEffect(() => {
    inView.current = onScreen ?? [];
  }, [onScreen]);

  const latest = useEduQuery({
    queryKey: feedKeys.latest(pageSize),
    queryFn: async ({ signal }) => {
      try {
        const page = await fetchFeedPage(client, { query: '', pageSize }, 1, signal);
        const later = await readPagesInView(client, pagesHolding(queryClient, inView.current), signal);
        failures.current = 0;
        refreshShown(queryClient, [...page.posts, ...later]);
        return page;
      } catch (error) {
        failures.current += 1;
        throw error;
      }
    },
    // What the list shows is page 1 as of now: nothing to ask until the interval has passed.
    initialData: (): FeedPage => ({ posts: posts.slice(0, pageSize), received: pageSize }),
    initialDataUpdatedAt: () => Date.now(),
    enabled: enabled && (intervalMs > 0 || subscribe !== undefined),
    staleTime: intervalMs > 0 ? intervalMs : Infinity,
    refetchInterval: () => (intervalMs > 0 ? Math.min(intervalMs * 2 ** failures.current, Math.max(MAX_BACKOFF_MS, intervalMs)) : false),
    refetchIntervalInBackground: false,
    // Back in a tab the reader left, or back online: ask at once if the interval has passed.
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    // Failures are quiet and waited out by the interval's back-off, not retried at once.
    retry: false,
    gcTime: 0,
  });
  const { refetch } = latest;

  useEffect(() => {
    if (!enabled || !subscribe) return undefined;
    return subscribe(() => void refetch());
  }, [enabled, subscribe, refetch]);

  const newPosts = useMemo(
    () => (enabled && latest.data ? unseenPosts(latest.data.posts, shown) : []),
    [enabled, latest.data, shown],
  );

  const show = useCallback(() => {
    const latestPosts = latest.data?.posts ?? [];
    const lists = queryClient.getQueriesData<InfiniteData<FeedPage, number>>({ queryKey: feedKeys.lists(), predicate: isFeedList });
    for (const [key, data] of lists) {
      const [first, ...rest] = data?.pages ?? [];
      if (!data || !first) continue;
      const listed = new Set(data.pages.flatMap((page) => page.posts.map(idOf)));
      // None of the server's page 1 is loaded: what lies between is unknown, so the list starts again from page 1.
      if (!latestPosts.some((post) => listed.has(idOf(post)))) {
        void queryClient.resetQueries({ queryKey: key, exact: true });
        continue;
      }
      const above = unseenPosts(latestPosts, listed);
      if (above.length) queryClient.setQueryData(key, { ...data, pages: [{ ...first, posts: [...above, ...first.posts] }, ...rest] });
    }
  }, [latest.data, queryClient]);

  return useMemo(() => ({ newPosts, show }), [newPosts, show]);
}
