import { expect as pw } from 'playwright/test';
import { describe, it } from 'vitest';
import { demoBrowser } from './support';

const { open } = demoBrowser();

/** A small PNG-typed file for the mock media host (it answers any upload). */
// A PNG's signature first: the pickers read a picture's first bytes (a text file named .png is refused).
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from(PNG_SIGNATURE), Buffer.alloc(180_000 - PNG_SIGNATURE.length)]) });

describe('the other two composers', () => {
  it('create a multimedia post with a photo; it lands at the top', async () => {
    const page = await open('/feed');
    await pw(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByRole('menuitem', { name: 'Multimedia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Multimedia Post' });
    await dialog.getByRole('textbox', { name: 'Content' }).fill('Sports day in pictures: thank you to every family who came to cheer.');
    await dialog.locator('input[type="file"][data-kind="photo"]').setInputFiles(image('sports-day.png'));
    await pw(dialog.getByRole('list', { name: '1 chosen file' })).toContainText('sports-day.png');
    await pw(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /^(Post|Save)$/ }).click();
    await pw(dialog).toBeHidden();
    await pw(page.getByRole('article').first()).toContainText('Sports day in pictures');
  });

  it('create a microblog (cover, headline, a page); it lands at the top; then edit it', async () => {
    const page = await open('/feed');
    await pw(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByRole('menuitem', { name: 'Microblog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Microblog' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await pw(dialog.getByRole('heading', { name: 'Build your learn path' })).toBeVisible();
    await dialog.locator('input[type="file"][data-kind="cover"]').setInputFiles(image('phonics-cover.png'));
    await pw(dialog.getByRole('button', { name: 'Replace cover image' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Headline' }).fill('Phonics in Reception: our first term');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await pw(dialog.getByRole('heading', { name: 'Choose a layout' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: 'Page 1 text' }).fill('Week 1: we start with s, a, t, p and blend them into words.');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await pw(dialog.getByRole('region', { name: 'Preview' })).toContainText('Phonics in Reception: our first term');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await pw(dialog).toBeHidden();
    const top = page.getByRole('article').first();
    await pw(top.getByRole('heading', { name: 'Phonics in Reception: our first term' })).toBeVisible();

    // Its author edits it: the composer opens on the post, the new headline replaces the old on the card.
    await top.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit post' }).click();
    const edit = page.getByRole('dialog', { name: /Edit Microblog/ });
    await pw(edit).toBeVisible();
    const headline = edit.getByRole('textbox', { name: 'Headline' });
    for (let i = 0; i < 3 && (await headline.count()) === 0; i += 1) await edit.getByRole('button', { name: 'Continue' }).click();
    await headline.fill('Phonics in Reception: our first term, week by week');
    for (let i = 0; i < 4 && (await edit.getByRole('region', { name: 'Preview' }).count()) === 0; i += 1) await edit.getByRole('button', { name: 'Continue' }).click();
    await edit.getByRole('button', { name: /^(Update|Save|Post)$/ }).click();
    await pw(edit).toBeHidden();
    await pw(top.getByRole('heading', { name: 'Phonics in Reception: our first term, week by week' })).toBeVisible();
  });
});
