import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Id, Post } from '@edupassport/api-client';
import type { OptimisticChange } from '@edupassport/ui/headless';
import { feedKeys } from '../queryKeys';
import type { FeedPage } from './postQueries';

const same = (a: Id, b: Id) => String(a) === String(b);

/** A post's new value from its cached one; `null` takes it out of lists (a delete). */
export type PostUpdate = (post: Post) => Post | null;

/** A share whose embedded original is the post: the original updated (a deleted one left out: shown as gone). */
function withOriginal(post: Post, id: Id, update: PostUpdate): Post {
  if (!post.shared_post || !same(post.shared_post.id, id)) return post;
  const original = update(post.shared_post);
  if (original === post.shared_post) return post;
  const { shared_post: _gone, ...rest } = post;
  return original ? { ...post, shared_post: original } : rest;
}

function mapList(posts: readonly Post[], id: Id, update: PostUpdate): Post[] | readonly Post[] {
  let changed = false;
  const next: Post[] = [];
  for (const post of posts) {
    if (!same(post.id, id)) {
      // A share shows its original inside it: a vote or a reaction there must show on both.
      const shown = withOriginal(post, id, update);
      changed = changed || shown !== post;
      next.push(shown);
      continue;
    }
    const value = update(post);
    changed = changed || value !== post;
    if (value) next.push(value);
  }
  return changed ? next : posts;
}

function mapPages(data: InfiniteData<FeedPage>, id: Id, update: PostUpdate): InfiniteData<FeedPage> {
  let changed = false;
  const pages = data.pages.map((page) => {
    const posts = mapList(page.posts, id, update) as Post[];
    if (posts === page.posts) return page;
    changed = true;
    // The page keeps how many posts the server sent for it: a delete does not make it the last page.
    return { ...page, posts };
  });
  return changed ? { ...data, pages } : data;
}

/**
 * The changes that show `update` of one post everywhere the page shows it: every feed and search list, its own entry
 * (a standalone card or the detail page) and the favourites. For `useOptimisticMutation`'s `optimistic`.
 */
export function postChanges(id: Id, update: PostUpdate): OptimisticChange[] {
  return [
    { queryKey: feedKeys.lists(), update: (data) => mapPages(data as InfiniteData<FeedPage>, id, update) },
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
