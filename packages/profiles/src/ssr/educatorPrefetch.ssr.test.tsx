// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, MOCK_USER_IDS, mockSession, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { EducatorProfilePage, prefetchEducatorProfile, profileKeys } from '../index';

// A server render after the prefetch shows the profile, not the skeletons.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const FULL_EDUCATOR_ID = 13;

describe('prefetchEducatorProfile then renderToString', () => {
  it("shows a visited educator's profile", async () => {
    const queryClient = createTestQueryClient();
    await prefetchEducatorProfile(queryClient, client, { id: FULL_EDUCATOR_ID, sessionUserId: MOCK_USER_IDS.member });
    const html = renderToString(
      <EduProvider client={client} queryClient={queryClient} session={{ user: { id: MOCK_USER_IDS.member } }}>
        <EducatorProfilePage userId={FULL_EDUCATOR_ID} />
      </EduProvider>,
    );
    expect(html).toContain('data-state="success"');
    expect(html).toContain('data-view="visitor"');
    expect(html).toContain('Mateo Garcia');
    expect(html).toContain('Message Me');
  });

  it("shows the owner's own profile, read through the shared current-user query", async () => {
    const queryClient = createTestQueryClient();
    const me = mockSession.current()!;
    await prefetchEducatorProfile(queryClient, client, { sessionUserId: me.id });
    expect(queryClient.getQueryData(profileKeys.user())).toBeTruthy();
    const html = renderToString(
      <EduProvider client={client} queryClient={queryClient} session={{ user: { id: me.id } }}>
        <EducatorProfilePage />
      </EduProvider>,
    );
    expect(html).toContain('data-view="owner"');
    expect(html).toContain('data-state="success"');
    expect(html).toContain(me.full_name);
    expect(html).toContain('aria-label="Edit Key Details"');
  });

  it('without a prefetch the page renders its loading state', () => {
    const html = renderToString(
      <EduProvider client={client} queryClient={createTestQueryClient()} session={{ user: { id: MOCK_USER_IDS.member } }}>
        <EducatorProfilePage userId={FULL_EDUCATOR_ID} />
      </EduProvider>,
    );
    expect(html).toContain('data-state="loading"');
    expect(html).not.toContain('Mateo Garcia');
  });
});
