import { useEffect } from 'react';
import { preloadable } from '@edupassport/ui/headless';

/**
 * The post bodies other than the plain one, each loaded when a post of its type first renders: a card's first
 * load carries only the dispatcher and the plain body (the 15 kB card budget), and a host showing only
 * microblogs never downloads the poll. `preloadPostBodies()` fetches them ahead (the Feed does while its
 * first page loads), so the cards then render their bodies in the same pass.
 */
export const bodyModules = {
  announcement: preloadable(() => import('./AnnouncementBody')),
  multimedia: preloadable(() => import('./MultimediaBody')),
  poll: preloadable(() => import('./PollBody')),
  microblog: preloadable(() => import('./MicroblogBody')),
  shared: preloadable(() => import('./SharedPostBody')),
};

/**
 * Downloads every post body's code. Call it ahead of showing posts outside a Feed (a post page), and before a
 * server render that should carry the bodies themselves rather than their text-only stand-in. Resolves when
 * all are here.
 */
export async function preloadPostBodies(): Promise<void> {
  await Promise.all(Object.values(bodyModules).map((module) => module.load()));
}

/** Starts `preloadPostBodies()` when a list or a post page mounts, while its posts are still loading. */
export function usePreloadPostBodies(): void {
  useEffect(() => {
    // A failed download is retried by the first body that needs it; nothing to show here.
    preloadPostBodies().catch(() => undefined);
  }, []);
}
