import { expect as pw } from 'playwright/test';
import { describe, it } from 'vitest';
import { demoBrowser, pressKeys, tabTo } from './support';

const { open } = demoBrowser();

// Only the keyboard: Tab to each control, type with key presses, Enter and Space to act.
describe('keyboard-only journeys', () => {
  it('create a poll without the mouse', async () => {
    const page = await open('/feed');
    await pw(page.getByRole('article').first()).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Create post' }));
    await page.keyboard.press('Enter');
    const poll = page.getByRole('menuitem', { name: 'Poll' });
    await pw(page.getByRole('menu', { name: 'Choose a post type' })).toBeVisible();
    for (let i = 0; i < 4 && !(await poll.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Poll' });
    await pw(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox', { name: /Question/ }));
    await pressKeys(page, 'Best time for the staff book club?');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Choice 1' }));
    await pressKeys(page, 'Monday lunch');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Choice 2' }));
    await pressKeys(page, 'Friday after school');
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await pw(dialog.getByRole('heading', { name: 'Preview' })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await pw(dialog).toBeHidden();
    const top = page.getByRole('article').first();
    await pw(top.getByRole('heading', { name: 'Best time for the staff book club?' })).toBeVisible();
    await pw(top.getByRole('button', { name: 'Vote for Friday after school' })).toBeVisible();
  });

  it('report a job without the mouse', async () => {
    const page = await open('/details/job/2000');
    await pw(page.getByRole('heading', { level: 1, name: 'Physics Tutor' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Report Physics Tutor' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report Job' });
    await pw(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('checkbox', { name: 'Inappropriate' }));
    await page.keyboard.press('Space');
    await pw(dialog.getByRole('checkbox', { name: 'Inappropriate' })).toBeChecked();
    await tabTo(page, dialog.getByRole('textbox', { name: 'Details' }));
    await pressKeys(page, 'The advert asks for a photo and age.');
    await tabTo(page, dialog.getByRole('button', { name: 'Submit Report' }));
    await page.keyboard.press('Enter');
    await pw(page.getByRole('dialog', { name: 'Report submitted' })).toBeVisible();
  });
});
