import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mocks, renderDemo, setupDemoServer } from './test/renderDemo';

setupDemoServer();

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

// Whole demo pages in jsdom (a feed of post cards, a list of job cards) cost 1.5-3.5 s of CPU per test here: more than
// the 5 s default allows on a machine twice as slow.
describe('the demo app', { timeout: 15_000 }, () => {
  it('home page links to every route group, with real ids', async () => {
    renderDemo('/');
    expect(await heading('EDU Passport UI kit')).toBeInTheDocument();
    const job = mocks.mockStore.jobs.find((j) => j.posting_type === 'jobs' && !j.is_external);
    expect(screen.getByRole('link', { name: `Job: ${job?.job_title}` })).toHaveAttribute(
      'href',
      `/details/job/${job?.id}`,
    );
    for (const name of [
      'The feed',
      'Jobs',
      'Events',
      'Deals',
      'Coming soon',
      'Policies',
      'Media approval policy',
      'Notifications',
      'Admin area',
    ])
      expect(within(screen.getByRole('main')).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("the nav's Admin opens the admin jobs beside the admin menu, and stays current in the admin area", async () => {
    const user = userEvent.setup({ delay: null });
    renderDemo('/');
    expect(await heading('EDU Passport UI kit')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Admin' }));
    expect(await heading('Jobs')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not part of this kit yet' })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(menu).getByRole('link', { current: 'page' })).toHaveAccessibleName('Jobs');
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  });

  it("each page's title names it after its heading, and the first Tab stop skips to the page", async () => {
    const user = userEvent.setup({ delay: null });
    renderDemo('/policies');
    expect(await heading('Policies')).toBeInTheDocument();
    expect(document.title).toBe('Policies · EDU Passport UI kit demo');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    // The title follows the page the reader moves to, heading included.
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Media approval policy' }));
    expect(await heading('Media approval policy')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Media approval policy · EDU Passport UI kit demo'));
  });

  it('role switcher: the post author gets edit controls on their post', async () => {
    const user = userEvent.setup({ delay: null });
    renderDemo('/feed');
    expect(await heading('Feed')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'View as' });
    expect(select).toHaveValue('member');
    // The newest post is the post author's: the member may report it, not edit it.
    await user.click((await screen.findAllByRole('button', { name: 'More actions' }))[0] as HTMLElement);
    expect(await screen.findByRole('menuitem', { name: 'Report post' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit post' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.selectOptions(select, 'postAuthor');
    expect(mocks.mockSession.role()).toBe('postAuthor');
    expect(window.localStorage.getItem('edupassport-demo:role')).toBe('postAuthor');
    expect(await screen.findByText(/as Priya|as .+ sees them/)).toHaveTextContent(
      String(mocks.mockStore.users.find((u) => u.id === mocks.MOCK_USER_IDS.postAuthor)?.full_name),
    );
    await user.click((await screen.findAllByRole('button', { name: 'More actions' }))[0] as HTMLElement);
    expect(await screen.findByRole('menuitem', { name: 'Edit post' })).toBeInTheDocument();
  });

  it('role switcher: the role chosen before a reload comes back from storage', async () => {
    window.localStorage.setItem('edupassport-demo:role', 'postAuthor');
    renderDemo('/feed');
    expect(screen.getByRole('combobox', { name: 'View as' })).toHaveValue('postAuthor');
    expect(mocks.mockSession.role()).toBe('postAuthor');
  });

  it('Reset demo data reseeds the store and keeps the role', async () => {
    const user = userEvent.setup({ delay: null });
    renderDemo('/jobs');
    await heading('Jobs');
    mocks.mockStore.jobs.length = 0;
    await user.selectOptions(screen.getByRole('combobox', { name: 'View as' }), 'employer');
    // The switch remounts the page, which reads the (now empty) store again.
    expect(await screen.findByText('No jobs to show')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(mocks.mockStore.jobs.length).toBeGreaterThan(0);
    expect(mocks.mockSession.role()).toBe('employer');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('Realistic server: ?realistic=1 turns the mock backend\'s realistic mode on, kept across pages, reloads and Reset; the checkbox turns it off', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderDemo('/coming-soon?realistic=1');
    expect(await heading('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Realistic server' })).toBeChecked();
    expect(mocks.mockControls.realistic()).toBe(true);
    // Another page, without the query: the mode stays.
    await user.click(screen.getByRole('link', { name: 'EDU Passport' }));
    expect(await heading('EDU Passport UI kit')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Realistic server' })).toBeChecked();
    expect(mocks.mockControls.realistic()).toBe(true);
    // Reset turns every knob of the mock backend off: the demo applies the mode again.
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(mocks.mockControls.realistic()).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Realistic server' })).toBeChecked();
    view.unmount();

    // A reload (the page's mock backend starts afresh): the mode comes back from storage.
    mocks.mockControls.reset();
    renderDemo('/coming-soon');
    expect(await heading('Coming soon')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Realistic server' });
    expect(box).toBeChecked();
    expect(mocks.mockControls.realistic()).toBe(true);
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(mocks.mockControls.realistic()).toBe(false);
  });

  it('/login signs in as the member and returns to where the visitor came from', async () => {
    const user = userEvent.setup({ delay: null });
    window.localStorage.setItem('edupassport-demo:role', 'anonymous');
    renderDemo('/login?returnTo=%2Fpolicies');
    expect(await heading('Sign in')).toBeInTheDocument();
    // Signing in asks nothing to recall, transcribe or solve: no field and no puzzle, one button.
    const main = within(screen.getByRole('main'));
    expect(main.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByRole('main').querySelector('input, textarea, iframe')).toBeNull();
    await user.click(main.getByRole('button', { name: 'Sign in as a member' }));
    expect(await heading('Policies')).toBeInTheDocument();
    expect(mocks.mockSession.role()).toBe('member');
    expect(screen.getByRole('combobox', { name: 'View as' })).toHaveValue('member');
  });

  it('the feed and a post page load from the mock backend', async () => {
    const post = mocks.mockStore.posts[0];
    renderDemo(`/feed/${post?.id}`);
    expect(await heading('Post')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'More actions' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Share' })).toHaveLength(1);
  });

  it('the simple pages and the not-found page render their title and links back', async () => {
    for (const [path, title] of [
      ['/coming-soon', 'Coming soon'],
      ['/policies', 'Policies'],
      ['/policies/media-approval', 'Media approval policy'],
      ['/external-jobs', 'External jobs'],
      ['/inbox?section=notifications&filter=all', 'Inbox'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      const view = renderDemo(path);
      expect(await heading(title)).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: /home page|Home/ }).length).toBeGreaterThan(0);
      view.unmount();
    }
    renderDemo('/inbox?section=chats&chatRoom=room-7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Chat room-7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chats' })).toHaveAttribute('aria-current', 'page');
  });
});
