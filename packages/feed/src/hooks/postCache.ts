import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Id, Post } from '@edupassport/api-client';
import { receivedCount } from '@edupassport/api-client/rules';
import type { OptimisticChange } from '@edupassport/ui/headless';
import { feedKeys } from '../queryKeys';

const same = (a: Id, b: Id) => String(a) === String(b);

/** A post's new value from its cached one; `null` takes it out of lists (a delete). */
export type PostUpdate = (post: Post) => Post | null;

// How many posts the server sent for a page, kept across the cache's copies of it (an edited page is a new array,
// and the api-client only knows the arrays it returned): a page that lost a malformed post stays a full page.
const received = new WeakMap<readonly Post[], number>();

/** How many posts the server sent for a cached page, left-out malformed ones included. */
export function pageReceived(page: readonly Post[]): number {
  return received.get(page) ?? receivedCount(page);
}

/** `next` stands for the server's page `from`: it keeps that page's received count. */
export function keepReceived<T extends readonly Post[]>(from: readonly Post[], next: T): T {
  if (next !== from) received.set(next, pageReceived(from));
  return next;
}

function mapList(posts: readonly Post[], id: Id, update: PostUpdate): Post[] | readonly Post[] {
  let changed = false;
  const next: Post[] = [];
  for (const post of posts) {
    if (!same(post.id, id)) {
      next.push(post);
      continue;
    }
    const value = update(post);
    changed = changed || value !== post;
    if (value) next.push(value);
  }
  return changed ? keepReceived(posts, next) : posts;
}

function mapPages(data: InfiniteData<Post[]>, id: Id, update: PostUpdate): InfiniteData<Post[]> {
  let changed = false;
  const pages = data.pages.map((page) => {
    const next = mapList(page, id, update);
    changed = changed || next !== page;
    return next as Post[];
  });
  return changed ? { ...data, pages } : data;
}

/**
 * The changes that show `update` of one post everywhere the page shows it: every feed and search list, its own entry
 * (a standalone card or the detail page) and the favourites. For `useOptimisticMutation`'s `optimistic`.
 */
export function postChanges(id: Id, update: PostUpdate): OptimisticChange[] {
  return [
    { queryKey: feedKeys.lists(), update: (data) => mapPages(data as InfiniteData<Post[]>, id, update) },
    // A deleted post keeps its own entry: the detail page shows it gone by the delete's own state.
    { queryKey: feedKeys.post(id), update: (data) => update(data as Post) ?? data },
    { queryKey: feedKeys.favoritesAll(), update: (data) => mapList(data as Post[], id, update) },
  ];
}

/** Applies `update` of one post to every cached query that shows it, at once (no undo): for a server's answer. */
export function updatePostInCache(queryClient: QueryClient, id: Id, update: PostUpdate): void {
  for (const { queryKey, update: change } of postChanges(id, update)) {
    for (const [key, data] of queryClient.getQueriesData({ queryKey })) {
      if (data === undefined) continue;
      const next = change(data);
      if (next !== data) queryClient.setQueryData(key, next);
    }
  }
}

/** Appends a page, skipping posts already in the list (a new post shifts the server's pages by one). */
export function mergePage(current: Post[], page: readonly Post[]): Post[] {
  const seen = new Set(current.map((p) => String(p.id)));
  const fresh = page.filter((p) => {
    const k = String(p.id);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return fresh.length ? [...current, ...fresh] : current;
}
