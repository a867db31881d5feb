import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, afterEach } from 'vitest';
import { mocks, renderDemo, setupDemoServer } from '../test/renderDemo';

const server = setupDemoServer();
const adminCalls: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/api/admin/'))
      adminCalls.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization') ?? '-'}`);
  });
});
afterEach(() => {
  adminCalls.length = 0;
});

function renderAdmin(path: string) {
  // Three published jobs keep the page small: role queries over fourteen styled cards take seconds in jsdom.
  const published = mocks.mockStore.jobs.filter((job) => job.posting_type === 'jobs').slice(0, 3);
  mocks.mockStore.jobs.splice(0, mocks.mockStore.jobs.length, ...published);
  return renderDemo(path);
}

// The admin's delete end to end (token, card and record gone) is an e2e journey in a real browser
// (e2e/opportunities.e2e.ts, on both mock modes); here, what the area shows to each role. The first test renders the
// whole admin area with its job cards in jsdom, about 3 s of CPU: more than the 5 s default allows on a slow machine.
describe('the demo admin area', { timeout: 15_000 }, () => {
  it('refuses a member: no Delete Job on the cards, and the one on the page toasts without a request', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/dashboard/opportunities/jobs?as=member');
    await waitFor(() =>
      expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Amara Okafor (not an admin)'),
    );
    const button = await screen.findByRole('button', { name: /^Delete Job: / });
    expect(screen.getAllByRole('button', { name: /^Delete Job: / })).toHaveLength(1);
    const count = mocks.mockStore.jobs.length;
    await user.click(button);
    expect(await screen.findByText('Admin privileges required to delete jobs')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(adminCalls).toEqual([]);
    expect(mocks.mockStore.jobs).toHaveLength(count);
    // ?as= set the demo's role: the header's switcher shows it, and keeps it without the query.
    expect(screen.getByRole('combobox', { name: 'View as' })).toHaveValue('member');
    expect(window.localStorage.getItem('edupassport-demo:role')).toBe('member');
  });

  it('shows the other admin pages with their title and a plain "not part of this kit yet"', async () => {
    renderAdmin('/admin/dashboard/email-hub/newsletter');
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not part of this kit yet' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(menu).getByRole('link', { current: 'page' })).toHaveAccessibleName('Newsletter');
    expect(within(menu).getByRole('button', { name: 'Email Hub' })).toHaveAttribute('aria-expanded', 'true');
  });
});
