import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, mockControls, mockSession, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { answerWithoutEntity } from '../hooks/realServerTestUtils';
import { EducatorProfilePage } from './EducatorProfilePage';

// Issue 20: a real server answers a save with 204 or {"success": true}; the page then shows what it stored.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
// The edit dialogs download on the first click; compiled here once, so no test waits for the compiler.
beforeAll(() => import('../clickDialogs'));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const API = 'http://api.test';
const client = createApiClient({ baseUrl: API });
const FULL_EDUCATOR_ID = 13;

function renderPage(userId?: number) {
  const me = mockSession.current();
  return render(
    <EduProvider client={client} session={{ user: me ? { id: me.id } : null }} queryClient={createTestQueryClient()}>
      <EducatorProfilePage userId={userId} />
    </EduProvider>,
  );
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

// Still over the 5 s default on a slow machine: the first whole-page render costs about 4 s of CPU here (the page's
// parts load and render in jsdom).
describe('EducatorProfilePage against a real server', { timeout: 15_000 }, () => {
  it.each(['no-content', 'success'] as const)('shows the stored key details after a save answered %s', async (answer) => {
    // This server capitalises names: only a reload can show 'Zainab' for the 'zainab' typed.
    server.use(
      answerWithoutEntity('put', `${API}/api/users/update-key-details`, answer, async (request) => {
        const body = (await request.json()) as { first_name: string; last_name: string; nickname: string };
        const me = mockSession.current()!;
        Object.assign(me, { first_name: capitalised(body.first_name), full_name: `${capitalised(body.first_name)} ${body.last_name}`, nickname: body.nickname });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Key Details' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Key Details' }));
    const first = dialog.getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'zainab');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Key Details' })).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Zainab Okafor' })).toBeTruthy();
    const details = within(screen.getByRole('region', { name: 'Key Details' }));
    expect(details.getByText('Zainab')).toBeTruthy();
    expect(details.queryByText('zainab')).toBeNull();
  });

  // A work experience created against a server answering without its entity: the story
  // WorkExperienceSection/WizardAddOnARealServer, in a browser (its Details editor cannot be typed into under jsdom).

  it("saves key details on the mock backend's realistic mode, malformed list items and all", async () => {
    mockControls.realistic(true);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Key Details' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Key Details' }));
    const nickname = dialog.getByRole('textbox', { name: 'Nickname' });
    await user.clear(nickname);
    await user.type(nickname, 'Ms Okafor');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Key Details' })).toBeNull());
    expect(await within(screen.getByRole('region', { name: 'Key Details' })).findByText('Ms Okafor')).toBeTruthy();
  });

  it('shows a profile of an unknown account type as an educator profile', async () => {
    const stored = mockStore.users.find((u) => u.id === FULL_EDUCATOR_ID)!;
    stored.user_types = 'moderator';
    renderPage(FULL_EDUCATOR_ID);
    expect(await screen.findByRole('heading', { level: 1, name: stored.full_name }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Key Details' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Work Experience' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Message Me' })).toBeTruthy();
  });
});
