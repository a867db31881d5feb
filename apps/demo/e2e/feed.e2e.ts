import { expect as pw } from 'playwright/test';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBrowser, mockModes, postAnnouncement } from './support';

const { open } = demoBrowser();

/** Leaves the feed for the home page and comes back through the header, so the feed loads again from the server. */
async function loadFeedAgain(page: Page) {
  await page.getByRole('link', { name: 'EDU Passport' }).click();
  await pw(page.getByRole('heading', { level: 1, name: 'Feed' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
  await pw(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await pw(page.getByRole('article').first()).toBeVisible();
}

// The journeys of a post's life run on both mock modes: as the mock answered until now, and like a real server
// (writes answered with 204 or `{"success": true}` without the entity, a malformed post in every page).
describe.each(mockModes)('feed journeys (%s server)', (mode) => {
  const realistic = mode === 'realistic';

  it('browse the feed, react, comment, and reply down to depth 3', async () => {
    const page = await open('/feed', { realistic });
    const post = page.getByRole('article').first();
    await pw(post).toBeVisible();
    // React: the picker's choice becomes the button and joins the summary.
    await post.getByRole('button', { name: 'React' }).click();
    await page.getByRole('menu', { name: 'Post reactions' }).getByRole('menuitemradio', { name: 'Clapping hands' }).click();
    await pw(post.getByRole('group', { name: 'Post actions' }).getByRole('button', { name: 'Clapping hands' })).toBeVisible();
    // Comment: the new comment comes first.
    await post.getByRole('button', { name: /Comments$/ }).click();
    const comments = post.getByRole('region', { name: 'Comments' });
    await comments.getByRole('textbox', { name: 'Write a comment' }).fill('We ran this with Year 4 and the reading logs doubled.');
    await comments.getByRole('button', { name: 'Send', exact: true }).click();
    const mine = comments.locator('li[data-depth="0"]').filter({ hasText: 'We ran this with Year 4' });
    await pw(mine).toBeVisible();
    // Three replies, each under the one before: depth 1, 2 and 3; depth 3 offers no Reply.
    const replies = ['Which texts did you start with?', 'Graded readers, then class novels.', 'Thanks, trying it next term.'];
    let parent = mine;
    for (const [depth, text] of replies.entries()) {
      await parent.getByRole('button', { name: 'Reply', exact: true }).first().click();
      await comments.getByRole('textbox', { name: /^Reply to / }).fill(text);
      await comments.getByRole('button', { name: 'Send reply' }).click();
      const reply = comments.locator(`li[data-depth="${depth + 1}"]`).filter({ hasText: text });
      await pw(reply).toBeVisible();
      parent = reply;
    }
    await pw(parent.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  });

  it('vote in an open poll', async () => {
    const page = await open('/feed', { realistic });
    await pw(page.getByRole('article').first()).toBeVisible();
    const vote = page.getByRole('button', { name: /^Vote for / }).first();
    // The open poll is further down: load pages until one shows.
    const feed = page.getByRole('feed');
    for (let i = 0; i < 6 && (await vote.count()) === 0; i += 1) {
      // Scrolling to Load more can fetch the next page by itself (infinite scroll), taking the button away.
      await page
        .getByRole('button', { name: 'Load more posts' })
        .click({ timeout: 5000 })
        .catch(() => undefined);
      await pw(feed).toHaveAttribute('aria-busy', 'false');
    }
    // The card is held by its place in the feed, not by its Vote buttons (they give way to the results) nor by its
    // question (a shared post quotes it).
    const firstOpen = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Vote for / }) }).first();
    const position = await firstOpen.getAttribute('aria-posinset');
    expect(position).toMatch(/^\d+$/);
    const poll = page.locator(`article[aria-posinset="${position}"]`);
    const target = poll.getByRole('button', { name: /^Vote for / }).first();
    const choice = (await target.getAttribute('aria-label'))?.replace(/^Vote for /, '') ?? '';
    const escaped = choice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const tally = poll.getByRole('group', { name: new RegExp(`^${escaped}: \\d+ votes?`) });
    const votes = async () => Number(/: (\d+) vote/.exec(await tally.ariaSnapshot())?.[1]);
    const before = await votes();
    await target.scrollIntoViewIfNeeded();
    await target.click();
    // The vote counts at once: the choice's tally grows by one.
    await pw(tally).toHaveAccessibleName(new RegExp(`^${escaped}: ${before + 1} votes?, \\d+%`));
    // The viewer's own choice is marked.
    await pw(poll.getByText('Your vote')).toBeVisible();
  });

  it('create an announcement and a poll; each lands at the top of the feed', async () => {
    const page = await open('/feed', { realistic });
    await pw(page.getByRole('article').first()).toBeVisible();

    await postAnnouncement(page, 'Open evening on Thursday 12 March', 'Families are welcome from 5pm: meet the teachers and tour the new science labs.');
    await pw(page.getByRole('article').first().getByRole('heading', { name: 'Open evening on Thursday 12 March' })).toBeVisible();

    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByRole('menuitem', { name: 'Poll' }).click();
    const p = page.getByRole('dialog', { name: 'Create Poll' });
    await p.getByRole('textbox', { name: /Question/ }).fill('Which day suits the parents’ workshop?');
    await p.getByRole('textbox', { name: 'Choice 1' }).fill('Tuesday 6pm');
    await p.getByRole('textbox', { name: 'Choice 2' }).fill('Wednesday 6pm');
    await p.getByRole('spinbutton', { name: /Days/ }).fill('2');
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.getByRole('button', { name: 'Save' }).click();
    await pw(p).toBeHidden();
    const top = page.getByRole('article').first();
    await pw(top.getByRole('heading', { name: 'Which day suits the parents’ workshop?' })).toBeVisible();
    await pw(top.getByRole('button', { name: 'Vote for Tuesday 6pm' })).toBeVisible();
  });

  it('favourite a post; it is still a favourite when the feed loads again', async () => {
    const page = await open('/feed', { realistic });
    const post = page.getByRole('article').first();
    const favourite = post.getByRole('group', { name: 'Post actions' }).getByRole('button', { name: 'Favourite this post' });
    await pw(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await pw(favourite).toHaveAttribute('aria-pressed', 'true');
    await loadFeedAgain(page);
    await pw(favourite).toHaveAttribute('aria-pressed', 'true');
  });

  it('the author edits a post: the new title shows on the card, and again when the feed loads again', async () => {
    const page = await open('/feed', { as: 'postAuthor', realistic });
    const post = page.getByRole('article').first();
    await post.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit post' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Announcement' });
    await edit.getByRole('textbox', { name: 'Title' }).fill('Reading intervention workshop: now on Friday');
    await edit.getByRole('button', { name: 'Continue' }).click();
    await edit.getByRole('button', { name: /^(Update|Save)$/ }).click();
    await pw(edit).toBeHidden();
    const edited = page.getByRole('article').first().getByRole('heading', { name: 'Reading intervention workshop: now on Friday' });
    await pw(edited).toBeVisible();
    await loadFeedAgain(page);
    await pw(edited).toBeVisible();
  });

  it('the author deletes a post: it leaves the feed, and stays gone when the feed loads again', async () => {
    const page = await open('/feed', { as: 'postAuthor', realistic });
    const post = page.getByRole('article').first();
    const title = (await post.getByRole('heading', { level: 3 }).first().innerText()).trim();
    const named = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    const before = await named.count();
    await post.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Post' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await pw(page.getByText('Post deleted successfully')).toBeVisible();
    await pw(confirm).toBeHidden();
    await pw(named).toHaveCount(before - 1);
    await loadFeedAgain(page);
    await pw(named).toHaveCount(before - 1);
  });
});

describe('feed journeys', () => {
  it('report a post', async () => {
    const page = await open('/feed');
    const post = page.getByRole('article').nth(1);
    await post.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Post' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('textbox', { name: /Details/ }).fill('This looks like an advert for a paid course, not a community post.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await pw(dialog).toBeHidden();
  });
});
