// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, MOCK_USER_IDS, mockSession, resetMocks } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { BusinessProfilePage } from '../BusinessProfilePage';
import { prefetchBusinessProfile } from '../hooks/businessProfileQuery';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });

describe('prefetchBusinessProfile', () => {
  it('lets a server render show the company, not skeletons', async () => {
    mockSession.set('businessOwner');
    const queryClient = createTestQueryClient();
    const session = { user: { id: MOCK_USER_IDS.businessOwner } };
    await prefetchBusinessProfile(queryClient, client, { sessionUserId: session.user.id });
    const html = renderToString(
      <EduContextProvider client={client} session={session} queryClient={queryClient}>
        <BusinessProfilePage />
      </EduContextProvider>,
    );
    expect(html).toContain('data-state="success"');
    expect(html).toContain('Greenfield Academy');
  });

  it("prefetches a visitor's page by its id", async () => {
    mockSession.set('businessOwner');
    const queryClient = createTestQueryClient();
    await prefetchBusinessProfile(queryClient, client, { userId: 104, sessionUserId: MOCK_USER_IDS.businessOwner });
    const html = renderToString(
      <EduContextProvider client={client} session={{ user: { id: MOCK_USER_IDS.businessOwner } }} queryClient={queryClient}>
        <BusinessProfilePage userId={104} />
      </EduContextProvider>,
    );
    expect(html).toContain('data-view="visitor"');
    expect(html).toContain('Harbour International');
  });
});
