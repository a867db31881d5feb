import { expect as pw } from 'playwright/test';
import { describe, expect, it } from 'vitest';
import { demoBrowser } from './support';

const demo = demoBrowser();

// The admin's delete end to end (token, card and record gone, a member refused after it) is in opportunities.e2e.ts,
// on both mock modes; here, what the area shows a member who opens it, and the pages the kit does not fill.
describe('the demo admin area', () => {
  it('refuses a member: no Delete Job on the cards, and the one on the page toasts without a request', async () => {
    const page = await demo.open('/admin/dashboard/opportunities/jobs', { as: 'member' });
    await pw(page.getByText(/Signed in as/)).toHaveText('Signed in as Amara Okafor (not an admin)');
    const buttons = page.getByRole('button', { name: /^Delete Job: / });
    await pw(buttons).toHaveCount(1);
    const published = page.getByText(/^\d+ published jobs\./);
    const before = (await published.innerText()).trim();
    await buttons.click();
    await pw(page.getByText('Admin privileges required to delete jobs')).toBeVisible();
    await pw(page.getByRole('alertdialog')).toHaveCount(0);
    expect(demo.apiRequests.filter((request) => request.includes('/api/admin/'))).toEqual([]);
    await pw(published).toHaveText(before);
    // ?as= set the demo's role: the header's switcher shows it, and keeps it without the query.
    await pw(page.getByRole('combobox', { name: 'View as' })).toHaveValue('member');
    expect(await page.evaluate(() => window.localStorage.getItem('edupassport-demo:role'))).toBe('member');
  });

  it('shows the other admin pages with their title and a plain "not part of this kit yet"', async () => {
    const page = await demo.open('/admin/dashboard/email-hub/newsletter');
    await pw(page.getByRole('heading', { level: 1, name: 'Newsletter', exact: true })).toBeVisible();
    await pw(page.getByRole('heading', { name: 'Not part of this kit yet' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Admin', exact: true });
    const current = menu.locator('a[aria-current="page"]');
    await pw(current).toHaveCount(1);
    await pw(current).toHaveAccessibleName('Newsletter');
    await pw(menu.getByRole('button', { name: 'Email Hub', exact: true })).toHaveAttribute('aria-expanded', 'true');
  });
});
