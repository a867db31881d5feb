import { expect as pw } from 'playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBrowser, mockModes, reload } from './support';

const { open, errors } = demoBrowser();

/** The feed's posts by their place, with the buttons the journeys press. */
function post(page: Page, index: number) {
  const article = page.getByRole('article').nth(index);
  const actions = article.getByRole('group', { name: 'Post actions' });
  return { article, actions, favourite: actions.getByRole('button', { name: 'Favourite this post' }) };
}

/** The writes of a toggle the context's pages sent to the API (favourites and reactions), from now on. */
function toggleWrites(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && /\/api\/users\/(posts\/[^/]+\/favorite|react-to-post\/)/.test(pathname)) sent.push(pathname);
  });
  return sent;
}

/** Closes the page and opens the demo again in a new one of the same browser (its storage kept), online, on the same server. */
async function reopen(page: Page, realistic: boolean): Promise<Page> {
  const context = page.context();
  const url = page.url();
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto(url);
  await next.getByRole('combobox', { name: 'View as', disabled: false }).waitFor();
  await next.getByRole('checkbox', { name: 'Realistic server', checked: realistic, disabled: false }).waitFor();
  return next;
}

describe.each(mockModes)('writes made offline outlast the page (%s server)', (mode) => {
  const realistic = mode === 'realistic';

  it('a favourite and a reaction made offline are sent once when the demo next opens online, and the person is told', async () => {
    const page = await open('/feed', { realistic });
    await pw(post(page, 1).article).toBeVisible();
    const sent = toggleWrites(page.context());
    await page.context().setOffline(true);

    await post(page, 0).favourite.click();
    await pw(post(page, 0).favourite).toHaveAttribute('aria-pressed', 'true');
    await post(page, 1).actions.getByRole('button', { name: 'React' }).click();
    await page.getByRole('menu', { name: 'Post reactions' }).getByRole('menuitemradio', { name: 'Clapping hands' }).click();
    await pw(post(page, 1).actions.getByRole('button', { name: 'Clapping hands' })).toBeVisible();
    await pw(page.getByText('2 changes are waiting to be sent.')).toBeVisible();
    expect(sent).toEqual([]);

    const again = await reopen(page, realistic);
    await pw(again.getByText('Your 2 changes that waited were sent.')).toBeVisible();
    await pw(post(again, 0).favourite).toHaveAttribute('aria-pressed', 'true');
    await pw(post(again, 1).actions.getByRole('button', { name: 'Clapping hands' })).toBeVisible();
    await pw(again.getByText(/changes? (is|are) waiting to be sent/)).toHaveCount(0);
    expect(sent.filter((path) => path.includes('/favorite'))).toHaveLength(1);
    expect(sent.filter((path) => path.includes('/react-to-post/'))).toHaveLength(1);

    // What the server holds: a reload reads it back once the backend runs (the prerendered page shows the seed's
    // world until then: over 5 s on a loaded machine), and nothing is sent again.
    await reload(again);
    await pw(post(again, 0).favourite).toHaveAttribute('aria-pressed', 'true');
    await pw(post(again, 1).actions.getByRole('button', { name: 'Clapping hands' })).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('favourite then unfavourite offline: nothing waits and nothing is sent', async () => {
    const page = await open('/feed', { realistic });
    const first = post(page, 0);
    await pw(first.favourite).toHaveAttribute('aria-pressed', 'false');
    const sent = toggleWrites(page.context());
    await page.context().setOffline(true);
    await first.favourite.click();
    await pw(first.favourite).toHaveAttribute('aria-pressed', 'true');
    await first.favourite.click();
    await pw(first.favourite).toHaveAttribute('aria-pressed', 'false');
    await pw(page.getByText(/changes? (is|are) waiting to be sent/)).toHaveCount(0);

    const again = await reopen(page, realistic);
    await pw(post(again, 0).favourite).toHaveAttribute('aria-pressed', 'false');
    await pw(post(again, 1).article).toBeVisible();
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });
});
