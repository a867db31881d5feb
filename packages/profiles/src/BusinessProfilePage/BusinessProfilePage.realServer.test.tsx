import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, MOCK_USER_IDS, mockSession, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { answerWithoutEntity } from '../hooks/realServerTestUtils';
import { BusinessProfilePage } from './BusinessProfilePage';

// Issue 20: the company information saved against a real server's 204 / {"success": true} shows as stored.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const API = 'http://api.test';
const client = createApiClient({ baseUrl: API });

describe('BusinessProfilePage against a real server', () => {
  it.each(['no-content', 'success'] as const)('shows the stored company information after a save answered %s', async (answer) => {
    mockSession.set('businessOwner');
    // This server capitalises the tagline: only a reload can show what it stored.
    server.use(
      answerWithoutEntity('put', `${API}/api/users/update-business-profile-general-information`, answer, async (request) => {
        const body = (await request.json()) as { company_tagline: string };
        const profile = mockSession.current()!.business_profile!;
        profile.company_tagline = body.company_tagline.charAt(0).toUpperCase() + body.company_tagline.slice(1);
      }),
    );
    const user = userEvent.setup({ delay: null });
    render(
      <EduProvider client={client} session={{ user: { id: MOCK_USER_IDS.businessOwner } }}>
        <BusinessProfilePage />
      </EduProvider>,
    );
    const header = within(await screen.findByRole('region', { name: 'Company Information' }, { timeout: 5000 }));
    await user.click(header.getByRole('button', { name: 'Update' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Company Information' }));
    const tagline = dialog.getByRole('textbox', { name: 'Tagline' });
    await user.clear(tagline);
    await user.type(tagline, 'bilingual schools');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Company Information' })).toBeNull());
    expect(await header.findByText('Bilingual schools')).toBeTruthy();
    expect(header.queryByText('bilingual schools')).toBeNull();
  });
});
