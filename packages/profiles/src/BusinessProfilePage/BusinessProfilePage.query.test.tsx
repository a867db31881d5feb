import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, MOCK_USER_IDS, mockControls, mockSession, resetMocks, serviceHandlers } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { BusinessProfilePage } from './BusinessProfilePage';

// Issue 22: the business profile is one shared query for the whole page, and deletes show at once.
// The services too: the website card's preview is answered, so the page reaches a moment with nothing loading.
const server = setupServer(...handlers, ...serviceHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMocks();
});
afterAll(() => server.close());

const API = 'http://api.test';
const client = createApiClient({ baseUrl: API });

/** Counts the profile reads (the current-user call and the by-id call share this path). */
function countProfileReads() {
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/api/users/get-user-by-id')) reads.push(request.url);
  });
  return reads;
}

function renderPage() {
  const queryClient = createTestQueryClient();
  render(
    <EduProvider client={client} session={{ user: { id: MOCK_USER_IDS.businessOwner } }} queryClient={queryClient}>
      <BusinessProfilePage />
    </EduProvider>,
  );
  return { queryClient };
}

describe('BusinessProfilePage on the query layer', () => {
  it('reads the business profile once, however many sections show it', async () => {
    mockSession.set('businessOwner');
    const reads = countProfileReads();
    const { queryClient } = renderPage();
    await screen.findByRole('region', { name: 'Company Information' });
    // Several sections show parts of the one profile.
    expect(screen.getByRole('region', { name: 'Our Team' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Credentials and Awards' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Greenfield Academy' })).toBeTruthy();
    // A read a section started on mount would be under way now: wait until none is, then count what reached the server.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(reads).toHaveLength(1);
  });

  it('takes a deleted team member off at once and brings it back when the delete fails', async () => {
    mockSession.set('businessOwner');
    mockControls.fail('business.deleteTeamMember', { status: 500, message: 'The team service is down' });
    mockControls.delay('business.deleteTeamMember', 400);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const team = within(await screen.findByRole('region', { name: 'Our Team' }));
    await user.click(team.getByRole('button', { name: 'Edit Our Team' }));
    const remove = team.getAllByRole('button', { name: /^Delete / })[0]!;
    const name = remove.getAttribute('aria-label')!.replace(/^Delete /, '');
    expect(team.getByText(name)).toBeTruthy();
    await user.click(remove);
    // Gone while the server is asked…
    await waitFor(() => expect(team.queryByText(name)).toBeNull());
    // …and back, with the reason, once it refused.
    expect(await team.findByText(name, {}, { timeout: 3000 })).toBeTruthy();
    expect(team.getByRole('alert').textContent).toContain('Could not delete:');
    expect(team.getByRole('alert').textContent).toContain('The team service is down');
  });
});
