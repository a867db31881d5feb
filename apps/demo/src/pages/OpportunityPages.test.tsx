import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
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

// The first demo page a file renders puts the shell's and the cards' styles into jsdom's style sheet, about 150 rules
// one at a time, and jsdom parses the whole sheet again at each: 0.7 to 1.4 s alone, several times that on a loaded
// machine. Paid here, once; each test then renders its pages in well under a second and keeps the 5 s default.
beforeAll(() => {
  trimStore();
  for (const path of ['/jobs', '/events', '/deals']) renderDemo(path).unmount();
  mocks.resetMocks();
}, 120_000);

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

  /** What no detail page may show: raw timestamps, field names, flags, ids, picture paths or objects. */
  function expectNoRawFields() {
    const main = screen.getByRole('main');
    expect(within(main).queryByText(/T\d\d:\d\d:\d\d/)).toBeNull();
    for (const raw of [/created at/i, /is external/i, /user profile pic/i, /notifications/i, /posting type/i, /^id$/i])
      expect(within(main).queryByText(raw)).toBeNull();
    expect(main).not.toHaveTextContent(/\[object Object\]|\/pictures\/|\b(Yes|No)\b/);
  }

  /** The definition a labelled fact of the "About this …" list holds. */
  function fact(list: HTMLElement, label: string) {
    return within(list).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
  }

  it('a job detail reads as a product page: facts in words, formatted dates and salary, the poster, more jobs', async () => {
    // Greenfield Academy's open job: the seed has more of theirs.
    const job = mocks.mockStore.jobs.find((j) => j.id === 2000);
    renderDemo('/details/job/2000');
    expect(await screen.findByRole('heading', { level: 1, name: job?.job_title })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: "The job's card" })).getAllByRole('button').length,
    ).toBeGreaterThan(0);
    const about = screen.getByRole('region', { name: 'About this job' });
    const facts = within(about).getByLabelText('About this job', { selector: 'dl' });
    expect(fact(facts, 'Location')).toHaveTextContent(String(job?.location));
    expect(fact(facts, 'Salary')).toHaveTextContent(/^(\$|€|£|AED).*\d.*\/ (year|month)$/);
    // Dates in the kit's long format (March 14, 2025), never the ISO string.
    expect(fact(facts, 'Posted')).toHaveTextContent(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(fact(facts, 'Apply by')).toHaveTextContent(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const poster = screen.getByRole('region', { name: 'Posted by' });
    expect(within(poster).getByRole('link', { name: 'Greenfield Academy' })).toHaveAttribute(
      'href',
      `/profiles/business?id=${job?.user_id}&mode=preview`,
    );
    // Greenfield Academy has no other open job in the seed: the page offers anyone's, open ones only (the seed's
    // other deadlines have passed), each saying whose it is and until when.
    const more = screen.getByRole('region', { name: 'Other open jobs' });
    expect(within(more).getAllByRole('listitem').length).toBeGreaterThan(0);
    for (const item of within(more).getAllByRole('listitem')) {
      const href = within(item).getByRole('link').getAttribute('href');
      const other = mocks.mockStore.jobs.find((j) => `/details/job/${j.id}` === href);
      expect(Date.parse(String(other?.application_deadline))).toBeGreaterThan(mocks.mockStore.time());
      expect(item).toHaveTextContent(`${other?.business_name} · Apply by`);
    }
    expect(within(more).getByRole('link', { name: 'View all jobs' })).toHaveAttribute('href', '/jobs');
    expectNoRawFields();
  });

  it("a job's page lists the company's other open jobs", async () => {
    // Bright Minds School posted 2003 and 2027; 2027 still takes applications.
    const other = mocks.mockStore.jobs.find((j) => j.id === 2027);
    if (other) other.application_deadline = new Date(mocks.mockStore.time() + 86_400_000).toISOString();
    renderDemo('/details/job/2003');
    const more = await screen.findByRole('region', { name: 'More jobs from Bright Minds School' });
    expect(within(more).getByRole('link', { name: other?.job_title })).toHaveAttribute('href', '/details/job/2027');
    expect(within(more).getAllByRole('listitem')).toHaveLength(1);
  });

  it('an event and a deal detail show the description, the date in words and who offers them', async () => {
    const event = mocks.mockStore.events[0];
    let view = renderDemo(`/details/event/${event?.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: event?.event_name })).toBeInTheDocument();
    let about = screen.getByRole('region', { name: 'About this event' });
    expect(within(about).getByText('Talks, workshops and time to meet colleagues.')).toBeInTheDocument();
    expect(fact(within(about).getByLabelText('About this event', { selector: 'dl' }), 'Date')).toHaveTextContent(
      /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} · \d{1,2}:\d\d [AP]M$/,
    );
    expect(
      within(screen.getByRole('region', { name: 'Organised by' })).getByRole('link', { name: 'Bright Minds School' }),
    ).toBeInTheDocument();
    expectNoRawFields();
    view.unmount();

    const deal = mocks.mockStore.deals[0];
    view = renderDemo(`/details/deal/${deal?.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: deal?.deal_name })).toBeInTheDocument();
    about = screen.getByRole('region', { name: 'About this deal' });
    expect(within(about).getByText('Show the code at checkout. One use per educator.')).toBeInTheDocument();
    expect(fact(within(about).getByLabelText('About this deal', { selector: 'dl' }), 'Use by')).toHaveTextContent(
      /^[A-Z][a-z]{2} \d{4}$/,
    );
    expect(
      within(screen.getByRole('region', { name: 'Offered by' })).getByRole('link', { name: 'Greenfield Academy' }),
    ).toBeInTheDocument();
    expectNoRawFields();
    view.unmount();
  });

  it('an external job names its employer without a profile link; an unknown id says not found', async () => {
    const external = mocks.mockStore.jobs.find((j) => j.is_external);
    const view = renderDemo(`/details/job/${external?.id}?isExternal=true`);
    expect(await screen.findByRole('heading', { level: 1, name: external?.job_title })).toBeInTheDocument();
    expect(screen.getByText(/^An external job/)).toBeInTheDocument();
    const poster = screen.getByRole('region', { name: 'Posted by' });
    expect(poster).toHaveTextContent(String(external?.business_name));
    expect(within(poster).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'View all external jobs' })).toHaveAttribute('href', '/external-jobs');
    expectNoRawFields();
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

  /** The dashboard with the given jobs of the employer; opens a card's menu and gives its item texts. */
  async function dashboardMenu(jobIds: number[], title: string) {
    const user = userEvent.setup({ delay: null });
    asEmployerWith(jobIds, []);
    renderDemo('/dashboard/jobs');
    await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
    const menu = await screen.findByRole('menu');
    return { user, items: within(menu).getAllByRole('menuitem').map((item) => item.textContent) };
  }

  it("a posted job's menu on the dashboard: Edit, View candidates and Delete", async () => {
    const { items } = await dashboardMenu([2003], 'Curriculum Developer');
    expect(items).toEqual(['Edit', 'View candidates (7)', 'Delete']);
  });

  it("a draft's Publish on the dashboard makes it a posted job", async () => {
    const { user, items } = await dashboardMenu([2001], 'Primary Class Teacher');
    expect(items).toEqual(['Publish', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Publish' }));
    const card = await screen.findByRole('article', { name: /^Primary Class Teacher/ });
    expect(await within(card).findByText('47 applicants')).toBeInTheDocument();
    expect(within(card).queryByText('Draft')).not.toBeInTheDocument();
    expect(mocks.mockStore.jobs.find((j) => j.id === 2001)?.posting_type).toBe('jobs');
  });

  it("a template's Post Job on the dashboard posts a job from it, first in the list", async () => {
    const { user, items } = await dashboardMenu([2002], 'Early Years Educator');
    expect(items).toEqual(['Post Job', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Post Job' }));
    expect(await screen.findByText('Job posted')).toBeInTheDocument();
    const cards = screen.getAllByRole('article', { name: /^Early Years Educator/ });
    expect(cards.map((card) => card.getAttribute('data-posting-type'))).toEqual(['jobs', 'templates']);
    expect(mocks.mockStore.jobs.map((j) => j.posting_type)).toEqual(['jobs', 'templates']);
  });

  it("Delete on the dashboard asks, then the job's card leaves", async () => {
    const { user } = await dashboardMenu([2003], 'Curriculum Developer');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Job deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Curriculum Developer/ })).not.toBeInTheDocument();
    expect(mocks.mockStore.jobs).toHaveLength(0);
  });

  it("an owned published event's Boost this Event boosts it; a boosted one reads Event Boosted", async () => {
    const user = userEvent.setup({ delay: null });
    // Published and boosted; published and not boosted.
    asEmployerWith([], [3000, 3004]);
    renderDemo('/events');
    const boosted = await screen.findByRole('article', { name: 'STEM Teaching Fair' });
    expect(within(boosted).getByRole('button', { name: 'Event Boosted' })).toBeDisabled();
    const card = await screen.findByRole('article', { name: 'Early Years Conference' });
    await user.click(within(card).getByRole('button', { name: 'Boost this Event' }));
    expect(await within(card).findByRole('button', { name: 'Event Boosted' })).toBeDisabled();
    expect(mocks.mockStore.events.find((e) => e.id === 3004)?.boosted).toBe(true);
  });

  it("an owned event's delete asks, then its card leaves", async () => {
    const user = userEvent.setup({ delay: null });
    asEmployerWith([], [3004]);
    renderDemo('/events');
    await user.click(await screen.findByRole('button', { name: 'Delete Early Years Conference' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Early Years Conference' })).not.toBeInTheDocument();
    expect(mocks.mockStore.events).toHaveLength(0);
  });

  it("an owned pending event's Edit Listing, on its detail page, opens the event's edit page", async () => {
    const user = userEvent.setup({ delay: null });
    asEmployerWith([], [3002]);
    renderDemo('/details/event/3002');
    await user.click(await screen.findByRole('button', { name: 'Edit Listing' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit event: Inclusive Classrooms Summit' }),
    ).toBeInTheDocument();
  });

  it("an owned event's Boost this Event on its detail page disables the card's button at once", async () => {
    const user = userEvent.setup({ delay: null });
    asEmployerWith([], [3004]);
    renderDemo('/details/event/3004');
    const card = await screen.findByRole('article', { name: 'Early Years Conference' });
    await user.click(within(card).getByRole('button', { name: 'Boost this Event' }));
    expect(await within(card).findByRole('button', { name: 'Event Boosted' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Boost this Event' })).not.toBeInTheDocument();
  });

  it("the edit-job page's card has its menu: a draft's Publish makes it posted, then Delete leads back", async () => {
    const user = userEvent.setup({ delay: null });
    asEmployerWith([2001], []);
    renderDemo('/dashboard/jobs/editJob?jobId=2001');
    await user.click(await screen.findByRole('button', { name: 'Actions for Primary Class Teacher' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    const card = await screen.findByRole('article', { name: /^Primary Class Teacher/ });
    expect(await within(card).findByText('47 applicants')).toBeInTheDocument();
    expect(within(card).queryByText('Draft')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Actions for Primary Class Teacher' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete Job' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My jobs' })).toBeInTheDocument();
    expect(mocks.mockStore.jobs).toHaveLength(0);
  });

  it("the candidates page's card has its menu with Delete", async () => {
    const user = userEvent.setup({ delay: null });
    asEmployerWith([2003], []);
    renderDemo('/dashboard/jobs/myjobs/mycandidates?jobId=2003');
    await user.click(await screen.findByRole('button', { name: 'Actions for Curriculum Developer' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'View candidates (7)', 'Delete']);
  });

  it("the edit-event page's card boosts the event, and its delete leads back to the events", async () => {
    const user = userEvent.setup({ delay: null });
    asEmployerWith([], [3004]);
    renderDemo('/dashboard/events/editEvent?eventId=3004');
    const card = await screen.findByRole('article', { name: 'Early Years Conference' });
    await user.click(within(card).getByRole('button', { name: 'Boost this Event' }));
    expect(await within(card).findByRole('button', { name: 'Event Boosted' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Delete Early Years Conference' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete Event' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(mocks.mockStore.events).toHaveLength(0);
  });
});
