import { readFile } from 'node:fs/promises';
import { expect as pw } from 'playwright/test';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
// The seed itself (the e2e project resolves no workspace aliases): the store the build rendered from.
import { mockStore } from '../../../packages/api-client/src/mocks/store';
import { demoBrowser, mockModes } from './support';

const { open } = demoBrowser();

// The seeded internal job the home page links to (mock store: id 2000, Greenfield Academy).
const JOB = { id: 2000, title: 'Physics Tutor' };

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('opportunity journeys', () => {
  it('report a job', async () => {
    const page = await open(`/details/job/${JOB.id}`);
    await page.getByRole('button', { name: `Report ${JOB.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Job' });
    await dialog.getByRole('checkbox', { name: 'Misleading' }).check();
    await dialog.getByRole('textbox', { name: 'Details' }).fill('The salary in the advert is not the one offered at interview.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await pw(page.getByRole('dialog', { name: 'Report submitted' })).toBeVisible();
  });

  it('share a job and download its poster: a 1712x3704 PNG', async () => {
    const page = await open(`/details/job/${JOB.id}`, { acceptDownloads: true });
    await page.getByRole('button', { name: `Share ${JOB.title}` }).click();
    const share = page.getByRole('dialog', { name: 'Be Awesome, Share this EDU Job!' });
    await pw(share.getByText(JOB.title)).toBeVisible();
    await share.getByRole('button', { name: 'Share to Instagram' }).click();
    const poster = page.getByRole('dialog', { name: 'Share to Instagram' });
    const link = poster.getByRole('link', { name: 'Download' });
    await pw(link).toHaveAttribute('href', /^blob:/, { timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const file = await download.path();
    expect(pngSize(await readFile(file))).toEqual({ width: 1712, height: 3704 });
  });

  it('open a deal and copy its code', async () => {
    // The page shows the code only in the dialog, as a visitor meets it: the seed says what it is.
    const expected = String(mockStore.deals.find((deal) => deal.id === 4000)?.deal_code);
    expect(expected).toMatch(/^EDU\d+$/);
    const page = await open('/details/deal/4000', { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.getByRole('button', { name: 'View Deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Half-price CPD course' });
    await pw(dialog.getByRole('status', { name: 'Your Code' })).toHaveText(expected);
    await dialog.getByRole('button', { name: 'Copy Code' }).click();
    await pw(page.getByText('Code copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });
});

// Delete Job runs on both mock modes; the realistic one checks the admin token as a real server does.
describe.each(mockModes)('the admin job delete (%s server)', (mode) => {
  const realistic = mode === 'realistic';

  it('the admin deletes a job with the admin token; a member is refused without a request', async () => {
    const deletes: Request[] = [];
    const page = await open('/admin/dashboard/opportunities/jobs', { as: 'admin', realistic });
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && new URL(request.url()).pathname.startsWith('/api/admin/jobs/')) deletes.push(request);
    });
    await pw(page.getByText(/Signed in as/)).toContainText('Signed in as Ada Admin (admin)');
    // Every published job gets its Delete Job. Each card's button arrives with the on-demand admin code, so the
    // count is the page's own figure, awaited, not how many buttons a first look happens to find.
    const buttons = page.getByRole('button', { name: /^Delete Job: / });
    const published = page.getByText(/^\d+ published jobs\./);
    const before = Number(/^\d+/.exec(await published.innerText())?.[0]);
    expect(before).toBeGreaterThan(1);
    await pw(buttons).toHaveCount(before);
    await buttons.first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Job' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await pw(page.getByText('Job deleted successfully')).toBeVisible();
    await pw(buttons).toHaveCount(before - 1);
    expect(deletes).toHaveLength(1);
    // The kit sent the admin session's token.
    expect((await deletes[0]?.allHeaders())?.authorization).toMatch(/^Bearer \S+$/);

    if (realistic) {
      // The server checks that token: the same call for another listed job without it is refused.
      const href = await page.getByRole('list', { name: 'Published jobs' }).getByRole('link').first().getAttribute('href');
      const id = /\/details\/job\/(\d+)/.exec(href ?? '')?.[1];
      expect(id).toBeTruthy();
      const status = await page.evaluate(async (jobId) => (await fetch(`/api/admin/jobs/${jobId}`, { method: 'DELETE' })).status, id);
      expect(status).toBe(401);
      expect(deletes).toHaveLength(2);
      expect((await deletes[1]?.allHeaders())?.authorization).toBeUndefined();
    }

    // The member in the same area: the page's one Delete Job refuses, and nothing is sent. The page reads the
    // jobs again for the member: only the admin's delete took one away.
    const sent = deletes.length;
    await page.getByRole('navigation', { name: 'View the admin area as' }).getByRole('link', { name: /Member/ }).click();
    await pw(page.getByText(/Signed in as/)).toContainText('(not an admin)');
    await pw(published).toHaveText(new RegExp(`^${before - 1} published jobs\\.`));
    await pw(buttons).toHaveCount(1);
    await buttons.first().click();
    await pw(page.getByText('Admin privileges required to delete jobs')).toBeVisible();
    await pw(page.getByRole('alertdialog')).toHaveCount(0);
    expect(deletes).toHaveLength(sent);
  });
});
