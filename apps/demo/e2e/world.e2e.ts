import { expect as pw } from 'playwright/test';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBrowser, mockModes, postAnnouncement, reload } from './support';

const { open, errors } = demoBrowser();

/** The feed's newest post, and its favourite button. */
function firstPost(page: Page) {
  const post = page.getByRole('article').first();
  return { post, favourite: post.getByRole('group', { name: 'Post actions' }).getByRole('button', { name: 'Favourite this post' }) };
}

/** The keys the kit wrote to the page's storage (composer drafts). */
function kitKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('edupassport.')));
}

describe.each(mockModes)('the demo keeps its world across reloads (%s server)', (mode) => {
  const realistic = mode === 'realistic';

  it('a favourite and a new post survive a reload; Reset demo data brings the seed back', async () => {
    const page = await open('/feed', { realistic });
    const seeded = firstPost(page);
    const seededTitle = (await seeded.post.getByRole('heading', { level: 3 }).first().innerText()).trim();
    const seededPost = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: seededTitle, exact: true }) }).first();
    const seededFavourite = seededPost.getByRole('group', { name: 'Post actions' }).getByRole('button', { name: 'Favourite this post' });
    await pw(seeded.favourite).toHaveAttribute('aria-pressed', 'false');
    await seeded.favourite.click();
    await pw(seeded.favourite).toHaveAttribute('aria-pressed', 'true');

    await postAnnouncement(page, 'Science fair on Friday', 'Every class shows one experiment in the hall from 2pm.');
    const written = page.getByRole('article').first().getByRole('heading', { name: 'Science fair on Friday' });
    await pw(written).toBeVisible();

    await reload(page);
    await pw(written).toBeVisible();
    await pw(seededFavourite).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await pw(page.getByRole('heading', { name: 'Science fair on Friday' })).toHaveCount(0);
    await pw(seeded.favourite).toHaveAttribute('aria-pressed', 'false');
    // ...and the stored world went with it: a reload starts from the seed too.
    await reload(page);
    await pw(seeded.post.getByRole('heading', { level: 3, name: seededTitle, exact: true })).toBeVisible();
    await pw(seeded.favourite).toHaveAttribute('aria-pressed', 'false');
    await pw(page.getByRole('heading', { name: 'Science fair on Friday' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  it('Someone else posts: another member publishes on the server, and a reload shows the post', async () => {
    const page = await open('/feed', { realistic });
    const { post } = firstPost(page);
    await pw(post).toBeVisible();
    const before = (await post.innerText()).trim();
    await page.getByRole('button', { name: 'Someone else posts' }).click();
    // The header says who posted; the post itself is on the server.
    const status = page.getByRole('status').filter({ hasText: / posted\.$/ });
    await pw(status).toBeVisible();
    const author = (await status.innerText()).replace(/ posted\.$/, '');
    await reload(page);
    await pw(post).not.toHaveText(before);
    await pw(post.getByText(author, { exact: true }).first()).toBeVisible();
    // Someone else's: the viewer (the member) is offered no Edit post on it.
    await post.getByRole('button', { name: 'More actions' }).click();
    await pw(page.getByRole('menuitem', { name: 'Report post' })).toBeVisible();
    await pw(page.getByRole('menuitem', { name: 'Edit post' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

describe('switching the role signs the previous user out', () => {
  it('after a composer draft: nothing of the previous user remains, in this tab or a second one', async () => {
    const page = await open('/feed');
    await pw(firstPost(page).post).toBeVisible();
    // A draft: the composer keeps what was typed when it closes by accident (here, a reload).
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByRole('menuitem', { name: 'Announcement' }).click();
    const dialog = page.getByRole('dialog', { name: /Announcement/ });
    await dialog.getByRole('textbox', { name: /Title/ }).fill('Half-written notice');
    await pw.poll(() => kitKeys(page)).toHaveLength(1);
    await reload(page);

    // A second tab of the same browser, as the same member.
    const second = await page.context().newPage();
    await second.goto(page.url().replace(/\?.*$/, ''));
    await second.getByRole('combobox', { name: 'View as', disabled: false }).waitFor();
    await pw(second.getByRole('combobox', { name: 'View as' })).toHaveValue('member');
    await pw(firstPost(second).post).toBeVisible();

    await page.getByRole('combobox', { name: 'View as' }).selectOption({ label: 'Post author' });
    // The draft is gone (the kit's sign-out clears its storage)...
    expect(await kitKeys(page)).toEqual([]);
    // ...the second tab follows: the post author's own newest post offers Edit post there.
    await pw(second.getByRole('combobox', { name: 'View as' })).toHaveValue('postAuthor');
    await firstPost(second).post.getByRole('button', { name: 'More actions' }).click();
    await pw(second.getByRole('menuitem', { name: 'Edit post' })).toBeVisible();
    await second.keyboard.press('Escape');

    // Back as the member: the composer offers no draft of before.
    await page.getByRole('combobox', { name: 'View as' }).selectOption({ label: 'Member (educator)' });
    await pw(firstPost(page).post).toBeVisible();
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByRole('menuitem', { name: 'Announcement' }).click();
    await pw(dialog.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    await pw(dialog.getByText('You have an unsaved draft.')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
