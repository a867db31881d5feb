import { expect as pw } from 'playwright/test';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBrowser } from './support';

const { open } = demoBrowser();

/**
 * What a screen reader meets, kept as a file: the accessibility tree of `locator` (Playwright's aria snapshot YAML)
 * must equal __aria__/<name>.aria.yml, and a change shows as a line diff. `-u` rewrites the file after a change
 * that was meant. The demo's mock clock is the seed's, so relative times ("4 hours ago") read the same every run.
 */
async function expectAriaTree(locator: Locator, name: string): Promise<void> {
  // Soft: a test goes on to its later snapshots, so one run shows every tree a change touched.
  await expect.soft(`${await locator.ariaSnapshot()}\n`).toMatchFileSnapshot(`./__aria__/${name}.aria.yml`);
}

/**
 * The feed card at `position` (1 is the newest). The feed renders only the cards near the viewport and loads the
 * next page as the reader nears its end: scroll the way a reader does until the card is there.
 */
async function feedCard(page: Page, position: number): Promise<Locator> {
  const feed = page.getByRole('feed', { name: 'Feed' });
  await pw(feed.getByRole('article').first()).toBeVisible();
  const card = feed.locator(`article[aria-posinset="${position}"]`);
  for (let i = 0; i < 60 && (await card.count()) === 0; i += 1) {
    const shown = await feed.locator('article[aria-posinset]').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('aria-posinset'))));
    await page.mouse.wheel(0, Math.min(...shown) > position ? -400 : 400);
    await pw(feed).toHaveAttribute('aria-busy', 'false');
  }
  await card.scrollIntoViewIfNeeded();
  await pw(card).toBeVisible();
  return card;
}

describe('what a screen reader meets on the key flows', () => {
  // The seed's newest posts, one of each kind (every post type in turn, every 8th a share of an earlier post).
  const kinds = [
    { position: 1, kind: 'announcement', check: (card: Locator) => pw(card.getByRole('heading', { level: 3, name: 'Workshop on reading intervention' })).toBeVisible() },
    { position: 2, kind: 'multimedia', check: (card: Locator) => pw(card.getByRole('list', { name: '1 media item' })).toBeVisible() },
    { position: 3, kind: 'poll-closed', check: (card: Locator) => pw(card.getByText('Time left: 0d 0h 0m')).toBeVisible() },
    { position: 4, kind: 'microblog', check: (card: Locator) => pw(card.getByRole('link', { name: 'Read Full' })).toBeVisible() },
    { position: 5, kind: 'text', check: (card: Locator) => pw(card.getByRole('button', { name: '2 Comments' })).toBeVisible() },
    { position: 8, kind: 'shared', check: (card: Locator) => pw(card.getByRole('figure', { name: 'Original post' })).toBeVisible() },
  ];

  it('a feed post of each kind: an article in the feed, named by its author, with its place in the feed', async () => {
    const page = await open('/feed');
    for (const { position, kind, check } of kinds) {
      const card = await feedCard(page, position);
      await pw(card).toHaveAccessibleName(/^Post (shared )?by /);
      await pw(card).toHaveAttribute('aria-setsize', /^(-1|\d+)$/);
      await check(card);
      await expectAriaTree(card, `feed-post-${kind}`);
    }
  });

  it('an open poll before and after a vote: the choice becomes its tally and the count grows by one', async () => {
    const page = await open('/feed');
    // The seed's open poll is the 13th post.
    const poll = await feedCard(page, 13);
    await expectAriaTree(poll, 'poll-before-vote');
    const vote = poll.getByRole('button', { name: /^Vote for / }).first();
    const choice = ((await vote.getAttribute('aria-label')) ?? '').replace(/^Vote for /, '');
    // The poll's total, a paragraph of its own (each option's tally is a span saying 'N votes' too).
    const total = async () => Number(/^(\d+) votes?$/.exec((await poll.locator('p', { hasText: /^\d+ votes?$/ }).innerText()).trim())?.[1]);
    const before = await total();
    await vote.click();
    await pw(poll.getByRole('group', { name: new RegExp(`^${choice}: \\d+ votes?, \\d+%`) })).toBeVisible();
    await pw(poll.getByRole('button', { name: /^Vote for / })).toHaveCount(0);
    expect(await total()).toBe(before + 1);
    await expectAriaTree(poll, 'poll-after-vote');
  });

  it('a comment thread with its replies, and the reply box open under a reply', async () => {
    const page = await open('/feed');
    const post = await feedCard(page, 1);
    const toggle = post.getByRole('button', { name: /Comments$/ });
    await toggle.click();
    const comments = post.getByRole('region', { name: 'Comments' });
    await pw(comments.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
    // The seeded reply chain: a comment, its replies as a named list inside it, down to depth 3.
    const deepest = comments.locator('li[data-depth="3"]').first();
    await pw(deepest).toBeVisible();
    await pw(deepest.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
    const reply = comments.locator('li[data-depth="1"]').first().getByRole('button', { name: 'Reply', exact: true }).first();
    await reply.click();
    await pw(reply).toHaveAttribute('aria-expanded', 'true');
    await pw(comments.getByRole('textbox', { name: /^Reply to / })).toBeFocused();
    await expectAriaTree(comments, 'comment-thread');
  });

  it('the create post menu, then the poll composer dialog it opens', async () => {
    const page = await open('/feed');
    await feedCard(page, 1);
    const create = page.getByRole('button', { name: 'Create post' });
    await create.click();
    const menu = page.getByRole('menu', { name: 'Choose a post type' });
    await pw(create).toHaveAttribute('aria-expanded', 'true');
    await pw(menu.getByRole('menuitem').first()).toBeFocused();
    await expectAriaTree(menu, 'create-post-menu');
    await menu.getByRole('menuitem', { name: 'Poll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Poll' });
    await pw(dialog).toBeVisible();
    await pw(dialog).toHaveAttribute('aria-modal', 'true');
    await pw(menu).toBeHidden();
    // The focus is inside the dialog.
    expect(await dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement))).toBe(true);
    await expectAriaTree(dialog, 'poll-composer-dialog');
  });

  it('the Key Details dialog of the educator profile, with its Nationality list open', async () => {
    const page = await open('/profiles/educator');
    await page.getByRole('region', { name: 'Key Details' }).getByRole('button', { name: 'Edit Key Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Key Details' });
    await pw(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement))).toBe(true);
    const nationality = dialog.getByRole('combobox', { name: /Nationality/ });
    await nationality.click();
    await pw(nationality).toHaveAttribute('aria-expanded', 'true');
    // The list opens inside the dialog's modal subtree, so it is part of what the dialog holds.
    await pw(dialog.getByRole('listbox')).toBeVisible();
    // The Bio editor downloads on demand: the tree is the dialog once it is there, not its "Loading editor…".
    await pw(dialog.getByRole('textbox', { name: 'Bio' })).toBeVisible();
    await expectAriaTree(dialog, 'profile-key-details-dialog');
  });

  it('a job card, and the report dialog opened from it', async () => {
    const page = await open('/jobs');
    const jobs = page.getByRole('list', { name: 'Published jobs' });
    const card = jobs.getByRole('article').first();
    await pw(card).toBeVisible();
    await pw(card.getByRole('link', { name: /^Physics Tutor/ })).toHaveAttribute('target', '_blank');
    await expectAriaTree(card, 'job-card');
    const report = card.getByRole('button', { name: 'Report Physics Tutor' });
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Report Job' });
    await pw(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement))).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Inappropriate' }).check();
    await pw(dialog.getByRole('checkbox', { name: 'Inappropriate' })).toBeChecked();
    await expectAriaTree(dialog, 'job-report-dialog');
  });

  it('the admin sidebar menu: the current group open, another group opened by its button', async () => {
    const page = await open('/admin/dashboard/opportunities/jobs', { as: 'admin' });
    const nav = page.getByRole('navigation', { name: 'Admin', exact: true });
    await pw(nav.getByRole('link', { name: 'Jobs', exact: true })).toHaveAttribute('aria-current', 'page');
    const events = nav.getByRole('button', { name: 'Events', exact: true });
    await pw(events).toHaveAttribute('aria-expanded', 'false');
    await events.click();
    await pw(events).toHaveAttribute('aria-expanded', 'true');
    await expectAriaTree(nav, 'admin-sidebar-menu');
  });
});
