// The owner's availability has one route, the cached profile: a save in one section shows in every section of it,
// even where the host passed flags it does not update, against the realistic backend.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { mockControls, mockSession } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { startMockBackend } from '../../../../test-support/mockBackend';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { educatorProfileQueryOptions } from '../hooks/profileQueries';
import { AvailabilitySection } from './AvailabilitySection';

startMockBackend();

const client = createApiClient({ baseUrl: 'http://api.test' });
const closed = { isOpenToWork: false, isOpenToNetwork: false };

describe('one route for the availability', () => {
  it('a save in one section shows in the other section of the owner, whose host flags stay as they were', async () => {
    Object.assign(mockSession.current() ?? {}, { open_to_work: false, open_to_network: false });
    mockControls.realistic(true);
    const queryClient = createTestQueryClient();
    // The owner's page holds the profile.
    await queryClient.fetchQuery(educatorProfileQueryOptions(client));
    const user = mockSession.current();
    const onUpdated = vi.fn();
    render(
      <EduProvider client={client} session={{ user: { id: user?.id ?? 1 } }} toast={{ show: vi.fn(() => ''), dismiss: vi.fn() }} queryClient={queryClient}>
        <section aria-label="Profile">
          <AvailabilitySection availability={closed} editable onUpdated={onUpdated} />
        </section>
        <section aria-label="Sidebar">
          <AvailabilitySection availability={closed} editable />
        </section>
      </EduProvider>,
    );
    const sidebar = screen.getByRole('region', { name: 'Sidebar' });
    expect(within(sidebar).queryByText('Open To Work')).toBeNull();
    await userEvent.click(within(screen.getByRole('region', { name: 'Profile' })).getByRole('button', { name: 'Update availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'What would you like to open?' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Open To Work' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith({ isOpenToWork: true, isOpenToNetwork: false }));
    expect(mockSession.current()?.open_to_work).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Open To Work')).toBeVisible();
    expect(within(sidebar).getByText('Open To Work')).toBeVisible();
    expect(within(sidebar).getByText('You are listed on')).toBeVisible();
  });
});
