// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, MOCK_USER_IDS, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
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
