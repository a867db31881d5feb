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
// The page's first render and its dialog's first opening cost about 1.7 s cold (compiling, first styles), four times
// the later ones: done once here, so each test's time is the save's (in the full run under load the first test
// went past its 5 s).
beforeAll(async () => {
  await import('../clickDialogs');
  mockSession.set('businessOwner');
  const view = renderPage();
  const header = within(await screen.findByRole('region', { name: 'Company Information' }, { timeout: 5_000 }));
  await userEvent.setup({ delay: null }).click(header.getByRole('button', { name: 'Update' }));
  await screen.findByRole('dialog', { name: 'Update Company Information' }, { timeout: 5_000 });
  view.unmount();
  resetMocks();
}, 30_000);
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const API = 'http://api.test';
const client = createApiClient({ baseUrl: API });
const renderPage = () =>
  render(
    <EduProvider client={client} session={{ user: { id: MOCK_USER_IDS.businessOwner } }}>
      <BusinessProfilePage />
    </EduProvider>,
  );

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
    renderPage();
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
