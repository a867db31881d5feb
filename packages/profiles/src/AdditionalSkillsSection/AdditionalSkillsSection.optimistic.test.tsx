import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, mockControls, mockSession, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { useEducatorProfile } from '../hooks/useEducatorProfile';
import { AdditionalSkillsSection } from './AdditionalSkillsSection';

// A section save on the owner's page shows at once, and a failure takes it back while the dialog keeps the input.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
// The dialogs load on demand; transformed once up front (alone, the first opening spent seconds compiling them), so
// the test's time is the save's. The whole unit run has them warm already.
beforeAll(() => import('../clickDialogs'), 30_000);
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });

/**
 * The section as the owner's page shows it: its list from the page's profile query, which the save patches. The
 * whole page in jsdom (every other section) took 8 to 11 s on the 2-core machine; this is what the save touches.
 */
function OwnerSkills() {
  const { user, isOwner } = useEducatorProfile();
  return user ? <AdditionalSkillsSection items={user.additional_skills} editable={isOwner} /> : null;
}

describe('an additional skills save on the owner page', () => {
  it('shows the new skill at once, rolls it back on failure and keeps the dialog open with the choice', async () => {
    mockControls.delay('users.updateAdditionalSkills', 300);
    mockControls.fail('users.updateAdditionalSkills', { status: 500, message: 'Skills service down' }, { times: 1 });
    const me = mockSession.current()!;
    const before = [...me.additional_skills];
    const user = userEvent.setup({ delay: null });
    render(
      <EduProvider client={client} queryClient={createTestQueryClient()} session={{ user: { id: me.id } }}>
        <OwnerSkills />
      </EduProvider>,
    );
    const section = within(await screen.findByRole('region', { name: 'Additional Skills' }, { timeout: 5000 }));
    await user.click(section.getByRole('button', { name: 'Edit Additional Skills' }));
    await user.click(section.getByRole('button', { name: 'Add Item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Additional Skills' }));
    // The skills picker loads on demand inside the dialog: a first opening may show it a moment after the dialog.
    const input = await dialog.findByRole('combobox', { name: 'Skills' });
    await user.click(input);
    await user.type(input, 'CELTA');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getAllByText('CELTA').length).toBeGreaterThan(0);
    expect(section.queryByText('CELTA')).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    // Optimistic: the list shows the skill while the save runs.
    expect(await section.findByText('CELTA')).toBeTruthy();
    // The failure takes it back; the dialog stays open on the preview with the chosen skill and the reason.
    await waitFor(() => expect(section.queryByText('CELTA')).toBeNull(), { timeout: 4000 });
    const still = within(screen.getByRole('dialog', { name: 'Add Additional Skills' }));
    expect(still.getAllByText('CELTA').length).toBeGreaterThan(0);
    expect(await still.findByText(/Skills service down/)).toBeTruthy();
    expect(me.additional_skills).toEqual(before);
    for (const skill of before) expect(section.getByText(skill)).toBeTruthy();

    // Trying again saves it for good.
    await user.click(still.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Additional Skills' })).toBeNull(), { timeout: 4000 });
    expect(await section.findByText('CELTA')).toBeTruthy();
    expect(me.additional_skills).toEqual([...before, 'CELTA']);
  });
});
