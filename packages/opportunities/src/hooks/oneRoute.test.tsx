// The query cache is the only route of a delete: two lists of the same job or event and a card of it on its own follow
// a delete with nothing wired between them, against the realistic backend (204 on delete).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIsMutating } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, eventSchema, jobSchema, type EduEvent } from '@edupassport/api-client';
import { AdminProvider } from '@edupassport/admin-kit';
import { MOCK_ADMIN_TOKENS, MOCK_USER_IDS, mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider, useEduQueryClient } from '@edupassport/ui';
import { startMockBackend } from '../../../../test-support/mockBackend';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { EventCard } from '../EventCard';
import { EventList } from '../EventList';
import { JobCard } from '../JobCard';
import { JobList } from '../JobList';
import { opportunityMutationKeys } from '../queryKeys';

startMockBackend();
beforeEach(() => void mockControls.realistic(true));

const client = createApiClient({ baseUrl: 'http://api.test' });
const job = (id: number) => jobSchema.parse(mockStore.jobs.find((j) => j.id === id));
const physics = { ...job(2000), job_title: 'Physics Tutor' };
const science = { ...job(2002), job_title: 'Head of Science' };

/** The page of an admin (or of the events' owner), with a count of the opportunities' writes under way. */
function renderPage(children: ReactNode, user: { id: number; isAdmin?: boolean }) {
  mockSession.set(user.isAdmin ? 'admin' : 'employer');
  const toast = { show: vi.fn(() => ''), dismiss: vi.fn() };
  function Running() {
    return <output aria-label="Writes under way">{useIsMutating({ mutationKey: opportunityMutationKeys.all }, useEduQueryClient())}</output>;
  }
  const view = render(
    <EduProvider client={client} session={{ user: { id: user.id }, isAdmin: user.isAdmin ?? false }} toast={toast} queryClient={createTestQueryClient()}>
      <AdminProvider accessToken={MOCK_ADMIN_TOKENS.accessToken} refreshToken={MOCK_ADMIN_TOKENS.refreshToken}>
        <Running />
        {children}
      </AdminProvider>
    </EduProvider>,
  );
  return { toast, view };
}

const list = (name: string) => screen.getByRole('list', { name });

/** Opens an admin's Delete Job in `scope` and answers the confirmation's Delete button. */
async function adminDelete(title: string, scope: HTMLElement, wait?: { timeout: number }) {
  await userEvent.click(await within(scope).findByRole('button', { name: `Delete Job: ${title}` }, wait));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' }, wait);
  return within(dialog).findByRole('button', { name: 'Delete' }, wait);
}

// The admin code and the confirmation download on first use, as on a page: once before the tests, so no test's 5 s
// pays for a busy machine's first transform of them.
beforeAll(async () => {
  const { unmount } = renderPage(<JobList jobs={[physics]} label="Warm-up" />, { id: MOCK_USER_IDS.admin, isAdmin: true }).view;
  await adminDelete('Physics Tutor', document.body, { timeout: 8000 });
  unmount();
});
const running = () => screen.getByRole('status', { name: 'Writes under way' });

describe('one route for every opportunities delete', () => {
  it("an admin's delete takes the job out of both lists and the card on its own", async () => {
    const onJobDeleted = vi.fn();
    const onFavouritesDeleted = vi.fn();
    renderPage(
      <>
        <JobList jobs={[physics, science]} label="Published jobs" onJobDeleted={onJobDeleted} />
        <JobList jobs={[physics]} label="Favourite jobs" onJobDeleted={onFavouritesDeleted} />
        <section aria-label="Job of the week">
          <JobCard job={physics} />
        </section>
      </>,
      { id: MOCK_USER_IDS.admin, isAdmin: true },
    );
    const week = screen.getByRole('region', { name: 'Job of the week' });
    expect(within(week).getByRole('heading', { name: /^Physics Tutor/ })).toBeVisible();
    await userEvent.click(await adminDelete('Physics Tutor', list('Published jobs')));
    await waitFor(() => expect(onJobDeleted).toHaveBeenCalledWith(2000));
    expect(mockStore.jobs.some((j) => j.id === 2000)).toBe(false);
    expect(within(list('Published jobs')).queryByRole('heading', { name: /^Physics Tutor/ })).toBeNull();
    expect(within(list('Published jobs')).getByRole('heading', { name: /^Head of Science/ })).toBeVisible();
    // The favourites list held only that job: its empty state shows.
    expect(screen.queryByRole('list', { name: 'Favourite jobs' })).toBeNull();
    expect(within(week).queryByRole('heading', { name: /^Physics Tutor/ })).toBeNull();
    // The hosts hear of it from the card that deleted it only.
    expect(onFavouritesDeleted).not.toHaveBeenCalled();
  });

  it('useIsMutating(opportunityMutationKeys.all) counts the delete while the server answers', async () => {
    mockControls.delay('admin.jobs.delete', 'infinite');
    renderPage(<JobList jobs={[physics]} label="Published jobs" />, { id: MOCK_USER_IDS.admin, isAdmin: true });
    expect(running()).toHaveTextContent('0');
    await userEvent.click(await adminDelete('Physics Tutor', list('Published jobs')));
    await waitFor(() => expect(running()).toHaveTextContent('1'));
  });

  it("an owner's delete takes the event out of both lists and the card on its own, the host's array dropping it too", async () => {
    const own = eventSchema.parse(mockStore.events.find((e) => e.user_id === MOCK_USER_IDS.employer && e.status === 'published'));
    const event: EduEvent = { ...own, event_name: 'Early Years Fair' };
    const onDelete = vi.fn(() => Promise.resolve());
    /** A host that keeps its own array and drops the event when told. */
    function HostList() {
      const [events, setEvents] = useState([event]);
      return <EventList events={events} label="My events" onDelete={onDelete} onEventDeleted={(id) => setEvents((all) => all.filter((e) => e.id !== id))} />;
    }
    renderPage(
      <>
        <HostList />
        <EventList events={[event]} label="Favourite events" />
        <section aria-label="Event of the week">
          <EventCard event={event} />
        </section>
      </>,
      { id: MOCK_USER_IDS.employer },
    );
    await userEvent.click(within(list('My events')).getByRole('button', { name: 'Delete Early Years Fair' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete Event' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'My events' })).toBeNull());
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list', { name: 'Favourite events' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Event of the week' })).queryByRole('heading', { name: /^Early Years Fair/ })).toBeNull();
  });
});
