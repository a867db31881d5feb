import { createElement, lazy, type ComponentType } from 'react';
import { ADMIN_PATH } from './routes';

/*
 * The demo's pages load per route group, so the first view downloads only its own page's code (the feed does
 * not wait for the profile editors, the admin area or the job forms). Each loader is one chunk; calling it again
 * returns the same module, which is what lets main.tsx start the current page's download while the mock backend
 * is still starting.
 */
const loadedModules = new Map<() => Promise<unknown>, unknown>();

/** A loader that remembers its module once it arrives, so a page whose code is already here renders at once. */
function remembered<M>(load: () => Promise<M>): () => Promise<M> {
  const loader = () =>
    load().then((module) => {
      loadedModules.set(loader, module);
      return module;
    });
  return loader;
}

export const pageLoaders = {
  home: remembered(() => import('./pages/HomePage')),
  feed: remembered(() => import('./pages/FeedPages')),
  post: remembered(() => import('./pages/PostPages')),
  opportunities: remembered(() => import('./pages/OpportunityPages')),
  dashboard: remembered(() => import('./pages/DashboardPages')),
  educator: remembered(() => import('./pages/EducatorPages')),
  business: remembered(() => import('./pages/BusinessPages')),
  endorsement: remembered(() => import('./pages/EndorsementPages')),
  info: remembered(() => import('./pages/InfoPages')),
  admin: remembered(() => import('./admin/AdminArea')),
  notFound: remembered(() => import('./pages/NotFoundPage')),
};

type Loader = (typeof pageLoaders)[keyof typeof pageLoaders];

/** Each page's way to give up a download that failed, so Try again downloads it anew. */
const retriesOfFailedPages = new Set<() => void>();

/**
 * A route's page as a lazy component: `lazyPage(pageLoaders.feed, (m) => m.FeedPage)`. It suspends (the nearest
 * Suspense shows its fallback) only while the code is still downloading: a page preloaded by main.tsx while the
 * mock backend started renders in the same pass. A failed download throws to the nearest error boundary.
 */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  // React.lazy keeps a rejected download for good: a retry needs a new lazy component.
  const make = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (cause: unknown) => {
          failed = true;
          throw cause;
        },
      ),
    );
  let failed = false;
  let Lazy = make();
  retriesOfFailedPages.add(() => {
    if (!failed) return;
    failed = false;
    Lazy = make();
  });
  function Page(props: P) {
    const module = loadedModules.get(load) as M | undefined;
    return createElement(module ? pick(module) : Lazy, props);
  }
  return Page;
}

/** Lets every page whose code failed to download try again on its next render (the error boundary's Try again). */
export function retryFailedPages(): void {
  for (const retry of retriesOfFailedPages) retry();
}

/** The loader of the page a path (without the base) shows; the not-found page for anything else. */
export function loaderFor(path: string): Loader {
  if (path === '/' || path === '') return pageLoaders.home;
  if (/^\/feed\/[^/]+/.test(path)) return pageLoaders.post;
  if (path.startsWith('/feed')) return pageLoaders.feed;
  if (/^\/(details|jobs|events|deals)(\/|$)/.test(path)) return pageLoaders.opportunities;
  if (/^\/dashboard(\/|$)/.test(path)) return pageLoaders.dashboard;
  if (/^\/profiles\/educator(\/|$)/.test(path)) return pageLoaders.educator;
  if (/^\/profiles\/business(\/|$)/.test(path)) return pageLoaders.business;
  if (path.startsWith('/endorsement/')) return pageLoaders.endorsement;
  if (path.startsWith(ADMIN_PATH)) return pageLoaders.admin;
  if (/^\/(external-jobs|inbox|coming-soon|policies)(\/|$)/.test(path)) return pageLoaders.info;
  return pageLoaders.notFound;
}
