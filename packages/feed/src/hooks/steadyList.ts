import { replaceEqualDeep, type InfiniteData } from '@tanstack/react-query';
import type { Post } from '@edupassport/api-client';
import type { FeedPage } from './postQueries';

/** The pages a list's own read brought (its query function's answers), as against pages a write put in the cache. */
const readPages = new WeakSet<FeedPage>();

/** Marks a page as read from the server by the list itself. */
export function markRead(page: FeedPage): FeedPage {
  readPages.add(page);
  return page;
}

const idOf = (post: Post) => String(post.id);

/**
 * A list read again (stale, on reconnect, by a host's invalidate) without moving the reader: posts already shown keep
 * their place and take the server's values (counts, votes). Posts not shown that the server now lists among or above
 * what was page 1 are new (also one posted just before the reader's own, which the reader's write put on top): they
 * stay out, and the live offer shows them. Posts not shown further down (moved up from a page not loaded, after a
 * delete) come in right after the post the server lists before them. Shown posts the server no longer lists on these
 * pages (pushed on by new ones, deleted) stay where they were.
 */
export function keepPlace(old: InfiniteData<FeedPage, number>, fresh: InfiniteData<FeedPage, number>): InfiniteData<FeedPage, number> {
  const shown = new Set(old.pages.flatMap((page) => page.posts.map(idOf)));
  const firstPage = new Set(old.pages[0]?.posts.map(idOf));
  const freshPosts = fresh.pages.flatMap((page) => page.posts);
  const byId = new Map(freshPosts.map((post) => [idOf(post), post]));
  const pages = old.pages.map((page, index) => ({
    ...page,
    received: fresh.pages[index]?.received ?? page.received,
    posts: page.posts.map((post) => byId.get(idOf(post)) ?? post),
  }));
  // Up to the last post of what was page 1 (else up to the first shown post), a post not shown is a new one.
  let cut = -1;
  freshPosts.forEach((post, index) => {
    if (firstPage.has(idOf(post))) cut = index;
  });
  if (cut < 0) cut = freshPosts.findIndex((post) => shown.has(idOf(post)));
  if (cut < 0) cut = freshPosts.length;
  let previous: string | null = null;
  freshPosts.forEach((post, index) => {
    const id = idOf(post);
    if (!shown.has(id) && index > cut && previous !== null) {
      const page = pages.find((p) => p.posts.some((q) => idOf(q) === previous));
      if (page) {
        page.posts.splice(page.posts.findIndex((q) => idOf(q) === previous) + 1, 0, post);
        shown.add(id);
      }
    }
    if (shown.has(id)) previous = id;
  });
  return { pages, pageParams: old.pageParams };
}

/**
 * The list query's `structuralSharing`: a read of every loaded page again (all pages new answers) keeps the reader's
 * place (`keepPlace`); a next page, a write's change or a first load is taken as it is. Unchanged parts keep their
 * identity either way, so only the cards that changed render again.
 */
export function steadyList(oldData: unknown, newData: unknown): unknown {
  const old = oldData as InfiniteData<FeedPage, number> | undefined;
  const fresh = newData as InfiniteData<FeedPage, number>;
  const reread =
    old !== undefined &&
    old.pages.length > 0 &&
    fresh.pages.length > 0 &&
    fresh.pages.every((page, index) => readPages.has(page) && page !== old.pages[index]);
  return replaceEqualDeep(oldData, reread ? keepPlace(old, fresh) : newData);
}
