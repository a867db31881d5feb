import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mocks, renderDemo, setupDemoServer } from '../test/renderDemo';

setupDemoServer();

/** Signs in as the employer and keeps only the given records of theirs in the store. */
function asEmployerWith(jobIds: number[], eventIds: number[]) {
  window.localStorage.setItem('edupassport-demo:role', 'employer');
  const { jobs, events } = mocks.mockStore;
  jobs.splice(0, jobs.length, ...jobs.filter((j) => jobIds.includes(j.id)));
  events.splice(0, events.length, ...events.filter((e) => eventIds.includes(e.id)));
}

/** Keeps the lists short: styled cards are slow to query in jsdom. */
function trimStore() {
  mocks.mockStore.jobs.splice(4);
  mocks.mockStore.events.splice(3);
  mocks.mockStore.deals.splice(3);
}

describe('the opportunities pages', () => {
  it('browse pages list the mock store as cards', async () => {
    trimStore();
    for (const [path, title, list] of [
      ['/jobs', 'Jobs', 'Published jobs'],
      ['/events', 'Events', 'Events'],
      ['/deals', 'Deals', 'Deals'],
    ] as const) {
      const view = renderDemo(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const region = await screen.findByLabelText(list, { selector: ':not(a)' });
      expect(within(region).getAllByRole('article').length).toBeGreaterThan(0);
      view.unmount();
    }
  });

  it('a job detail shows the card, its actions and every field', async () => {
    const job = mocks.mockStore.jobs.find((j) => j.posting_type === 'jobs' && !j.is_external);
    renderDemo(`/details/job/${job?.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: job?.job_title })).toBeInTheDocument();
    const fields = screen.getByLabelText('Every field of this job');
    expect(within(fields).getByText('Job title')).toBeInTheDocument();
    expect(within(fields).getByText('Id').nextElementSibling).toHaveTextContent(String(job?.id));
    expect(
      within(screen.getByRole('region', { name: "The job's card" })).getAllByRole('button').length,
    ).toBeGreaterThan(0);
  });

  it('an external job, an event and a deal detail render; an unknown id says not found', async () => {
    const external = mocks.mockStore.jobs.find((j) => j.is_external);
    let view = renderDemo(`/details/job/${external?.id}?isExternal=true`);
    expect(await screen.findByRole('heading', { level: 1, name: external?.job_title })).toBeInTheDocument();
    expect(screen.getByText(/^An external job/)).toBeInTheDocument();
    view.unmount();
    const event = mocks.mockStore.events[0];
    view = renderDemo(`/details/event/${event?.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: event?.event_name })).toBeInTheDocument();
    expect(screen.getByLabelText('Every field of this event')).toBeInTheDocument();
    view.unmount();
    const deal = mocks.mockStore.deals[0];
    view = renderDemo(`/details/deal/${deal?.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: deal?.deal_name })).toBeInTheDocument();
    view.unmount();
    renderDemo('/details/deal/999999');
    expect(await screen.findByRole('heading', { name: 'This deal was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All deals' })).toBeInTheDocument();
  });

  it('a record the schema refuses shows the error state with a retry', async () => {
    const deal = mocks.mockStore.deals[0] as unknown as Record<string, unknown>;
    deal.id = { broken: true };
    deal.id = 'bad-deal';
    (deal as { deal_name: unknown }).deal_name = { not: 'text' };
    renderDemo('/details/deal/bad-deal');
    expect(await screen.findByText("The server's answer for this deal could not be read.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });

  it('the employer dashboard shows the employer cards; edit and candidates pages name their job', async () => {
    window.localStorage.setItem('edupassport-demo:role', 'employer');
    const own = mocks.mockStore.jobs.filter((j) => j.user_id === mocks.MOCK_USER_IDS.employer);
    mocks.mockStore.jobs.splice(0, mocks.mockStore.jobs.length, ...own.slice(0, 3));
    let view = renderDemo('/dashboard/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'My jobs' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    view.unmount();
    const job = own[0];
    view = renderDemo(`/dashboard/jobs/editJob?jobId=${job?.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Edit job: ${job?.job_title}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not part of this kit yet' })).toBeInTheDocument();
    view.unmount();
    renderDemo(`/dashboard/jobs/myjobs/mycandidates?jobId=${job?.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Candidates: ${job?.job_title}` })).toBeInTheDocument();
  });

  it('an anonymous visitor on the dashboard is offered the employer view', async () => {
    window.localStorage.setItem('edupassport-demo:role', 'anonymous');
    renderDemo('/dashboard/jobs');
    expect(await screen.findByRole('heading', { name: 'Sign in as an employer' })).toBeInTheDocument();
  });

  it("the employer dashboard's menus: Edit and candidates, Publish a draft, Post Job from a template, Delete", async () => {
    const user = userEvent.setup({ delay: null });
    // A draft, a template and a posted job of the employer's seed.
    asEmployerWith([2001, 2002, 2003], []);
    renderDemo('/dashboard/jobs');
    const menuOf = async (title: string) => {
      await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
      return screen.findByRole('menu');
    };
    const items = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

    expect(items(await menuOf('Curriculum Developer'))).toEqual(['Edit', 'View candidates (7)', 'Delete']);
    await user.keyboard('{Escape}');

    expect(items(await menuOf('Primary Class Teacher'))).toEqual(['Publish', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Publish' }));
    const draft = await screen.findByRole('article', { name: /^Primary Class Teacher/ });
    expect(await within(draft).findByText('47 applicants')).toBeInTheDocument();
    expect(within(draft).queryByText('Draft')).not.toBeInTheDocument();
    expect(mocks.mockStore.jobs.find((j) => j.id === 2001)?.posting_type).toBe('jobs');

    expect(items(await menuOf('Early Years Educator'))).toEqual(['Post Job', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Post Job' }));
    expect(await screen.findByText('Job posted')).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: /^Early Years Educator/ })).toHaveLength(2);
    expect(mocks.mockStore.jobs.filter((j) => j.job_title === 'Early Years Educator').map((j) => j.posting_type)).toEqual([
      'jobs',
      'templates',
    ]);

    await menuOf('Curriculum Developer');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Job deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Curriculum Developer/ })).not.toBeInTheDocument();
    expect(mocks.mockStore.jobs.some((j) => j.id === 2003)).toBe(false);
  });

  it("an owned event's card boosts, opens its edit page, and deletes", async () => {
    const user = userEvent.setup({ delay: null });
    // Published and boosted, pending, published and not boosted.
    asEmployerWith([], [3000, 3002, 3004]);
    let view = renderDemo('/events');
    const card = async (name: string) => screen.findByRole('article', { name });

    expect(within(await card('STEM Teaching Fair')).getByRole('button', { name: 'Event Boosted' })).toBeDisabled();
    await user.click(within(await card('Early Years Conference')).getByRole('button', { name: 'Boost this Event' }));
    expect(await within(await card('Early Years Conference')).findByRole('button', { name: 'Event Boosted' })).toBeDisabled();
    expect(mocks.mockStore.events.find((e) => e.id === 3004)?.boosted).toBe(true);

    await user.click(within(await card('Early Years Conference')).getByRole('button', { name: 'Delete Early Years Conference' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Early Years Conference' })).not.toBeInTheDocument();
    expect(mocks.mockStore.events.map((e) => e.id)).toEqual([3000, 3002]);

    await user.click(within(await card('Inclusive Classrooms Summit')).getByRole('button', { name: 'Edit Listing' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit event: Inclusive Classrooms Summit' }),
    ).toBeInTheDocument();
    view.unmount();

    // The detail page's card has the same actions.
    view = renderDemo('/details/event/3002');
    expect(await within(await card('Inclusive Classrooms Summit')).findByRole('button', { name: 'Edit Listing' })).toBeInTheDocument();
  });
});
