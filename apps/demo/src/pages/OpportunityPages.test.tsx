import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mocks, renderDemo, setupDemoServer } from '../test/renderDemo';

setupDemoServer();

/** Keeps the lists short: styled cards are slow to query in jsdom. */
function trimStore() {
  mocks.mockStore.jobs.splice(4);
  mocks.mockStore.events.splice(3);
  mocks.mockStore.deals.splice(3);
}

describe('the opportunities pages', { timeout: 60_000 }, () => {
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
});
