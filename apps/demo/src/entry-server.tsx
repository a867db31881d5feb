/**
 * The demo's server render, for the build's prerender (prerender/plugin.ts): one route at a time, a fresh query
 * client filled by the page's prefetch helpers against the mock backend in this process (the browser's seed and
 * clock), rendered with React's renderToString, the styles collected by styled-components.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { createApiClient } from '@edupassport/api-client';
import type { PictureShapes } from '@edupassport/api-client/mocks';
import { prefetchFeed, prefetchPostDetail, commentsQueryOptions } from '@edupassport/feed/server';
import { endorsementRequestQueryOptions } from '@edupassport/profiles/headless';
import { prefetchBusinessProfile, prefetchEducatorProfile } from '@edupassport/profiles/server';
import { createEduQueryClient } from '@edupassport/ui/server';
import { App } from './App';
import { prepareMocks, seededPictures } from './mocks/prepare';
import { loaderFor } from './pageLoaders';
import { serializePrerendered, type PrerenderedData } from './prerendered';

type Mocks = ReturnType<typeof prepareMocks>;
type QueryClient = ReturnType<typeof createEduQueryClient>;
type ApiClient = ReturnType<typeof createApiClient>;

/** Where the server's API client sends its requests: msw answers them in this process, whatever the origin. */
const SERVER_API = 'http://prerender.invalid';

/** The public routes the build prerenders, with the seed's ids where a route needs one (the home page's links). */
export function prerenderRoutes(): string[] {
  const { mockStore } = prepareMocks();
  const post = mockStore.posts[0];
  const job = mockStore.jobs.find((j) => j.posting_type === 'jobs' && !j.is_external);
  const request = mockStore.endorsements.find((e) => e.status === 'pending');
  return [
    '/',
    '/feed',
    ...(post ? [`/feed/${post.id}`] : []),
    '/jobs',
    ...(job ? [`/details/job/${job.id}`] : []),
    '/external-jobs',
    '/events',
    '/deals',
    '/profiles/educator',
    '/profiles/business',
    '/login',
    '/policies',
    '/policies/media-approval',
    ...(request ? [`/endorsement/${request.id}/respond`] : []),
  ];
}

/** What a route's page reads first, as its prefetch helpers load it; the rest loads in the browser. */
async function prefetch(path: string, queryClient: QueryClient, client: ApiClient, mocks: Mocks): Promise<void> {
  const userId = mocks.mockSession.current()?.id ?? null;
  // With the session's user, the feed's prefetches also load the favourites the hearts read.
  const feedParams = { sessionUserId: userId ?? undefined };
  const post = /^\/feed\/([^/]+)$/.exec(path)?.[1];
  const endorsement = /^\/endorsement\/([^/]+)\/respond$/.exec(path)?.[1];
  if (path === '/feed') await prefetchFeed(queryClient, client, feedParams);
  else if (post) {
    await Promise.all([prefetchPostDetail(queryClient, client, post, feedParams), queryClient.prefetchQuery(commentsQueryOptions(client, post))]);
  } else if (path === '/profiles/educator') await prefetchEducatorProfile(queryClient, client, { sessionUserId: userId });
  else if (path === '/profiles/business') {
    // A viewer without a business of their own is shown a seeded business (pages/BusinessPages.tsx).
    const viewer = mocks.mockSession.current();
    const userIdShown = viewer && !['business', 'vendor'].includes(String(viewer.user_types)) ? mocks.MOCK_USER_IDS.businessOwner : undefined;
    await prefetchBusinessProfile(queryClient, client, { userId: userIdShown, sessionUserId: userId });
  }
  else if (endorsement) await queryClient.prefetchQuery(endorsementRequestQueryOptions(client, endorsement));
}

export interface RenderedRoute {
  /** The page's HTML, for `<div id="root">`. */
  html: string;
  /** The page's styles: `<style>` elements carrying `nonce`. */
  styles: string;
  /** The JSON of the page's data script. */
  data: string;
}

/**
 * Renders `path` (without the base) as the default role sees it on a freshly seeded mock backend, as the
 * browser's first render after hydration will: the mock backend still starting (`booting`), its store at hand.
 */
export async function renderRoute(path: string, nonce: string): Promise<RenderedRoute> {
  const mocks = prepareMocks();
  mocks.resetMocks();
  const server = setupServer(...mocks.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  const queryClient = createEduQueryClient();
  try {
    await prefetch(path, queryClient, createApiClient({ baseUrl: SERVER_API }), mocks);
  } finally {
    server.close();
  }
  await loaderFor(path)();
  const basename = import.meta.env.BASE_URL.replace(/\/+$/, '');
  const sheet = new ServerStyleSheet({ nonce });
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={`${basename}${path}`} basename={basename}>
          <App apiUrl="" mocks={mocks} booting prerendered queryClient={queryClient} nonce={nonce} />
        </StaticRouter>,
      ),
    );
    const data: PrerenderedData = { path, state: dehydrate(queryClient) };
    return { html, styles: sheet.getStyleTags(), data: serializePrerendered(data) };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}

/** A seeded picture the build writes: its file under the deployment, its size and what it shows. */
export interface SeedPicture {
  file: string;
  width: number;
  height: number;
  shapes: PictureShapes;
}

/** The seed's pictures, as files of the deployment (see mocks/localPictures.ts). */
export function seedPictures(): SeedPicture[] {
  const mocks = prepareMocks();
  mocks.resetMocks();
  return seededPictures().flatMap(({ file, seeded }) => {
    const picture = mocks.parsePicturePath(seeded);
    if (!picture) return [];
    const { seed, width, height } = picture;
    return [{ file, width, height, shapes: mocks.pictureShapes(seed, width, height) }];
  });
}
