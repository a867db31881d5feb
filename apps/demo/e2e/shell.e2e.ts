import { expect as pw } from 'playwright/test';
import { describe, expect, it } from 'vitest';
import { demoBrowser } from './support';

const demo = demoBrowser();

// The jobs, events and deals pages are one chunk of their own (vite.config.ts), downloaded on the first visit to one.
const OPPORTUNITY_PAGES = /\/assets\/opportunities-[^/]*\.js$/;

describe('the shell when a page cannot be downloaded', () => {
  it('a page whose chunk fails shows the shell with Try again, and Try again loads it', async () => {
    const page = await demo.open('/');
    // On the context: the mock backend's service worker fetches the page's requests, out of a page route's reach.
    await page.context().route(OPPORTUNITY_PAGES, (route) => route.abort('internetdisconnected'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Jobs', exact: true }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded. Check your connection.' });
    await pw(alert).toBeVisible();
    await pw(nav.getByRole('link', { name: 'Feed', exact: true })).toBeVisible();
    await pw(page.getByRole('combobox', { name: 'View as' })).toBeVisible();

    await page.context().unroute(OPPORTUNITY_PAGES);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await pw(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await pw(alert).toBeHidden();
    // The header's links still work after the failure: another page of the same chunk opens.
    await nav.getByRole('link', { name: 'Events', exact: true }).click();
    await pw(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    expect(demo.errors).toEqual([]);
  });
});
