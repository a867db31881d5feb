import { expect as pw } from 'playwright/test';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
// The seed itself (the e2e project resolves no workspace aliases): the store the build rendered from.
import { MOCK_USER_IDS } from '../../../packages/api-client/src/mocks/fixtures';
import { mockStore } from '../../../packages/api-client/src/mocks/store';
import { appPath, demoBrowser, goTo, type MockMode } from './support';

const demo = demoBrowser();
const { open } = demo;

/** Where the demo is deployed ('/kit/'): the app's links carry it. */
const base = () => new URL(inject('demoUrl')).pathname;

const ROLE_KEY = 'edupassport-demo:role';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const viewAs = (page: Page) => page.getByRole('combobox', { name: 'View as' });
const storedRole = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), ROLE_KEY);

/**
 * The seeded user the page's mock server takes the caller for, as it answers "the current user" (the status when it
 * refuses). The mock server lives in the page: this is its own view, not the header's.
 */
function serverCaller(page: Page): Promise<number | string> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/users/get-user-by-id');
    return answer.ok ? ((await answer.json()) as { data: { id: number } }).data.id : `refused ${answer.status}`;
  });
}

/**
 * The mode the page's mock server answers in, asked of the server: Delete Job without an admin token is refused for
 * the missing token (401) by the realistic server, and for the caller's role (403) by the lenient one. The caller is
 * never the admin here and the job does not exist: nothing is deleted.
 */
async function serverMode(page: Page): Promise<MockMode | string> {
  const status = await page.evaluate(async () => (await fetch('/api/admin/jobs/999999', { method: 'DELETE' })).status);
  return status === 401 ? 'realistic' : status === 403 ? 'lenient' : `answered ${status}`;
}

describe('the demo shell', () => {
  it('home page links to every route group, with real ids', async () => {
    const page = await open('/');
    await pw(heading(page, 'EDU Passport UI kit')).toBeVisible();
    const main = page.getByRole('main');
    const job = mockStore.jobs.find((j) => j.posting_type === 'jobs' && !j.is_external);
    expect(job).toBeDefined();
    await pw(main.getByRole('link', { name: `Job: ${job?.job_title}`, exact: true })).toHaveAttribute('href', `${base()}details/job/${job?.id}`);
    for (const name of ['The feed', 'Jobs', 'Events', 'Deals', 'Coming soon', 'Policies', 'Media approval policy', 'Notifications', 'Admin area'])
      await pw(main.getByRole('link', { name, exact: true })).toBeVisible();
    await pw(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it("the nav's Admin opens the admin jobs beside the admin menu, and stays current in the admin area", async () => {
    const page = await open('/');
    await pw(heading(page, 'EDU Passport UI kit')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const admin = nav.getByRole('link', { name: 'Admin', exact: true });
    await admin.click();
    await pw(heading(page, 'Jobs')).toBeVisible();
    await pw(page.getByRole('heading', { name: 'Not part of this kit yet' })).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Admin', exact: true });
    const current = menu.locator('a[aria-current="page"]');
    await pw(current).toHaveCount(1);
    await pw(current).toHaveAccessibleName('Jobs');
    await pw(admin).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
    // Once the menu says the dashboard is open, the nav's Admin is still the current item.
    await pw(current).toHaveAccessibleName('Dashboard');
    await pw(admin).toHaveAttribute('aria-current', 'page');
  });

  it("each page's title names it after its heading, and the first Tab stop skips to the page", async () => {
    const page = await open('/policies');
    await pw(heading(page, 'Policies')).toBeVisible();
    await pw(page).toHaveTitle('Policies · EDU Passport UI kit demo');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await pw(skip).toBeFocused();
    await pw(skip).toHaveAttribute('href', '#main');
    await pw(page.getByRole('main')).toHaveAttribute('id', 'main');
    // The title follows the page the reader moves to, heading included.
    await page.getByRole('main').getByRole('link', { name: 'Media approval policy' }).click();
    await pw(heading(page, 'Media approval policy')).toBeVisible();
    await pw(page).toHaveTitle('Media approval policy · EDU Passport UI kit demo');
  });

  it('role switcher: the post author gets edit controls on their post', async () => {
    const page = await open('/feed');
    await pw(heading(page, 'Feed')).toBeVisible();
    await pw(viewAs(page)).toHaveValue('member');
    // The newest post is the post author's: the member may report it, not edit it.
    const more = page.getByRole('article').first().getByRole('button', { name: 'More actions' });
    await more.click();
    await pw(page.getByRole('menuitem', { name: 'Report post' })).toBeVisible();
    await pw(page.getByRole('menuitem', { name: 'Edit post' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await pw(page.getByRole('menuitem', { name: 'Report post' })).toHaveCount(0);

    await viewAs(page).selectOption('postAuthor');
    await pw(viewAs(page)).toHaveValue('postAuthor');
    expect(await storedRole(page)).toBe('postAuthor');
    expect(await serverCaller(page)).toBe(MOCK_USER_IDS.postAuthor);
    const author = mockStore.users.find((u) => u.id === MOCK_USER_IDS.postAuthor)?.full_name;
    expect(author).toBeTruthy();
    await pw(page.getByText(/as .+ sees them/)).toContainText(String(author));
    await more.click();
    await pw(page.getByRole('menuitem', { name: 'Edit post' })).toBeVisible();
  });

  it('role switcher: the role chosen before a reload comes back from storage', async () => {
    // A light page: the stored role is the header's, whatever the page.
    const page = await open('/policies');
    await viewAs(page).selectOption('postAuthor');
    await pw(viewAs(page)).toHaveValue('postAuthor');
    // The demo opened again at the same page, without ?as=: the stored choice is all it has.
    await goTo(page, '/policies');
    expect(new URL(page.url()).searchParams.has('as')).toBe(false);
    await pw(viewAs(page)).toHaveValue('postAuthor');
    expect(await serverCaller(page)).toBe(MOCK_USER_IDS.postAuthor);
  });

  it('Reset demo data reseeds the store and keeps the role', async () => {
    // The admin, whose Delete Job the mock server takes: every seeded job goes, through the API.
    const page = await open('/jobs', { as: 'admin' });
    await pw(heading(page, 'Jobs')).toBeVisible();
    const ids = mockStore.jobs.map((job) => job.id);
    expect(ids.length).toBeGreaterThan(0);
    const statuses = await page.evaluate(
      (jobIds) => Promise.all(jobIds.map(async (id) => (await fetch(`/api/admin/jobs/${id}`, { method: 'DELETE' })).status)),
      ids,
    );
    expect(statuses).toEqual(ids.map(() => 200));
    await viewAs(page).selectOption('employer');
    // The switch remounts the page, which reads the (now empty) store again.
    await pw(page.getByText('No jobs to show')).toBeVisible();
    await pw(page.getByRole('article')).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await pw(page.getByRole('article').first()).toBeVisible();
    await pw(page.getByText('No jobs to show')).toHaveCount(0);
    await pw(viewAs(page)).toHaveValue('employer');
    expect(await storedRole(page)).toBe('employer');
    expect(await serverCaller(page)).toBe(MOCK_USER_IDS.employer);
  });

  it("Realistic server: ?realistic=1 turns the mock backend's realistic mode on, kept across pages, reloads and Reset; the checkbox turns it off", async () => {
    const page = await open('/coming-soon', { realistic: true });
    await pw(heading(page, 'Coming soon')).toBeVisible();
    const box = page.getByRole('checkbox', { name: 'Realistic server' });
    await pw(box).toBeChecked();
    expect(await serverMode(page)).toBe('realistic');
    // Another page, without the query: the mode stays.
    await page.getByRole('link', { name: 'EDU Passport', exact: true }).click();
    await pw(heading(page, 'EDU Passport UI kit')).toBeVisible();
    expect(new URL(page.url()).searchParams.has('realistic')).toBe(false);
    await pw(box).toBeChecked();
    expect(await serverMode(page)).toBe('realistic');
    // Reset turns every knob of the mock backend off: the demo applies the mode again.
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await pw(box).toBeChecked();
    expect(await serverMode(page)).toBe('realistic');

    // A reload without the query (the page's mock backend starts afresh): the mode comes back from storage.
    await goTo(page, '/coming-soon');
    await pw(heading(page, 'Coming soon')).toBeVisible();
    await pw(box).toBeChecked();
    expect(await serverMode(page)).toBe('realistic');
    await box.click();
    await pw(box).not.toBeChecked();
    expect(await serverMode(page)).toBe('lenient');
  });

  it('/login signs in as the member and returns to where the visitor came from', async () => {
    const page = await open('/login?returnTo=%2Fpolicies', { as: 'anonymous' });
    await pw(heading(page, 'Sign in')).toBeVisible();
    await pw(viewAs(page)).toHaveValue('anonymous');
    // Signing in asks nothing to recall, transcribe or solve: no field and no puzzle, one button.
    const main = page.getByRole('main');
    await pw(main.getByRole('textbox')).toHaveCount(0);
    await pw(main.locator('input, textarea, iframe')).toHaveCount(0);
    await main.getByRole('button', { name: 'Sign in as a member' }).click();
    await pw(heading(page, 'Policies')).toBeVisible();
    expect(appPath(page)).toBe('/policies');
    await pw(viewAs(page)).toHaveValue('member');
    expect(await serverCaller(page)).toBe(MOCK_USER_IDS.member);
  });

  it('the feed and a post page load from the mock backend', async () => {
    const post = mockStore.posts[0];
    expect(post).toBeDefined();
    const page = await open(`/feed/${post?.id}`);
    await pw(heading(page, 'Post')).toBeVisible();
    await pw(page.getByRole('button', { name: 'More actions' })).toBeVisible();
    await pw(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(1);
  });

  it('the simple pages and the not-found page render their title and links back', async () => {
    const page = await open('/coming-soon');
    for (const [path, title] of [
      ['/coming-soon', 'Coming soon'],
      ['/policies', 'Policies'],
      ['/policies/media-approval', 'Media approval policy'],
      ['/external-jobs', 'External jobs'],
      ['/inbox?section=notifications&filter=all', 'Inbox'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      await goTo(page, path);
      await pw(heading(page, title), path).toBeVisible();
      await pw(page.getByRole('main').getByRole('link', { name: /home page|Home/ }).first(), path).toBeVisible();
    }
    expect(demo.errors).toEqual([]);
  });

  it('the inbox opens the chat room the address names', async () => {
    const page = await open('/inbox?section=chats&chatRoom=room-7');
    await pw(page.getByRole('heading', { level: 2, name: 'Chat room-7', exact: true })).toBeVisible();
    await pw(page.getByRole('link', { name: 'Chats', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
