// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { getResponse, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, MOCK_USER_IDS, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { EduHydrationBoundary, EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { serverButtons } from '../../../../test-support/serverRender';
import { Feed } from '../index';
import { prefetchFeed, prefetchPostDetail } from '../server';
import { PostDetail } from '../PostDetail';

// A server render after the prefetch shows the posts, not the skeletons.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const session = { user: { id: MOCK_USER_IDS.member } };

describe('prefetchFeed then renderToString', () => {
  it("holds the first page's posts", async () => {
    const [first, , third] = await client.feed.getFeed({ page: 1, pageSize: 10 });
    resetMocks();
    const queryClient = createTestQueryClient();
    await prefetchFeed(queryClient, client);
    const html = renderToString(
      <EduProvider client={client} queryClient={queryClient} session={session}>
        <Feed />
      </EduProvider>,
    );
    expect(html).toContain(first!.headline);
    expect(html).toContain(third!.headline);
    // The bodies ship with the cards: the posts' text is in the same HTML, with no preload call.
    expect(html).toContain('Join our free session on');
  });

  it('renders the loading state without it, and the post detail with prefetchPostDetail', async () => {
    const [first] = await client.feed.getFeed({ page: 1, pageSize: 10 });
    const cold = renderToString(
      <EduProvider client={client} queryClient={createTestQueryClient()} session={session}>
        <Feed />
      </EduProvider>,
    );
    expect(cold).not.toContain(first!.headline);
    const queryClient = createTestQueryClient();
    await prefetchPostDetail(queryClient, client, first!.id);
    const html = renderToString(
      <EduProvider client={client} queryClient={queryClient} session={session}>
        <PostDetail postId={first!.id} />
      </EduProvider>,
    );
    expect(html).toContain(first!.headline);
  });
});

describe('a prefetched feed in the browser', () => {
  it('still offers the next page when page 1 lost a malformed post, after dehydrate, JSON and hydrate', async () => {
    const sent = await client.feed.getFeed({ page: 1, pageSize: 10 });
    resetMocks();
    server.use(
      http.get('*/api/users/get-feed', async ({ request }) => {
        const body = (await (await getResponse(handlers, request))!.json()) as { data: { feed_posts: Array<Record<string, unknown>> } };
        if (new URL(request.url).searchParams.get('page') === '1') body.data.feed_posts[0]!.user = null;
        return HttpResponse.json(body);
      }),
    );
    const onServer = createTestQueryClient();
    // The left-out post is reported once; here it is expected.
    await prefetchFeed(onServer, createApiClient({ baseUrl: 'http://api.test', onInvalidData: () => {} }));
    // What travels with the page: JSON, read back into a new query client.
    const state = JSON.parse(JSON.stringify(dehydrate(onServer))) as DehydratedState;
    const html = renderToString(
      <EduProvider client={client} queryClient={createTestQueryClient()} session={session}>
        <EduHydrationBoundary state={state}>
          <Feed />
        </EduHydrationBoundary>
      </EduProvider>,
    );
    // The posts without the broken one, and the end of page 1 is not taken for the end of the feed.
    expect(html).not.toContain(sent[0]!.headline!);
    expect(html).toContain(sent[2]!.headline!);
    expect(serverButtons(html, 'Load more posts')).toHaveLength(1);
    expect(html).not.toContain('caught up');
  });

  it("draws the signed-in user's favourites as pressed hearts with prefetchFeed's sessionUserId", async () => {
    const posts = await client.feed.getFeed({ page: 1, pageSize: 10 });
    resetMocks();
    const queryClient = createTestQueryClient();
    await prefetchFeed(queryClient, client, { sessionUserId: MOCK_USER_IDS.member });
    const html = renderToString(
      <EduProvider client={client} queryClient={queryClient} session={session}>
        <Feed />
      </EduProvider>,
    );
    // The cards in the server's order; each one's heart pressed exactly when its post is a favourite.
    const hearts = serverButtons(html, 'Favourite this post');
    const pressed = hearts.map((heart) => heart['aria-pressed'] === 'true');
    const favourite = posts.slice(0, hearts.length).map((post) => mockStore.isFavorite('posts', MOCK_USER_IDS.member, Number(post.id)));
    expect(favourite).toContain(true);
    expect(pressed).toEqual(favourite);
  });
});
