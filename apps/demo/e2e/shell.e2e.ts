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

describe('the header on a phone', () => {
  it('at 412 px every link of the navigation shows whole, with nothing to scroll to', async () => {
    const page = await demo.open('/jobs');
    await page.setViewportSize({ width: 412, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = await nav.getByRole('link').all();
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      // Whole inside the window, and not under the edge of a scrolling row (the link is what paints at its centre).
      const shown = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const inside = box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
        return inside && hit !== null && (hit === element || element.contains(hit));
      });
      expect(shown, `${await link.textContent()} shows whole at 412 px`).toBe(true);
    }
    // Nothing in the navigation hides links past its edge.
    const row = nav.getByRole('list');
    expect(await row.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(demo.errors).toEqual([]);
  });
});
