import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { runStory, settle } from '../../../.storybook/visual';
import * as BadgeStories from './Badge/Badge.stories';
import * as ButtonStories from './Button/Button.stories';
import * as CardStories from './Card/Card.stories';
import * as DialogStories from './Dialog/Dialog.stories';
import * as MenuStories from './Menu/Menu.stories';
import * as ShareDialogStories from './ShareDialog/ShareDialog.stories';

const Button = composeStories(ButtonStories);
const Card = composeStories(CardStories);
const Badge = composeStories(BadgeStories);
const Dialog = composeStories(DialogStories);
const Menu = composeStories(MenuStories);
const ShareDialog = composeStories(ShareDialogStories);

describe('UI', () => {
  test.each([
    ['button-secondary', Button.Secondary],
    ['button-outline', Button.Outline],
    ['button-ghost', Button.Ghost],
    ['button-danger', Button.Danger],
    ['button-sizes', Button.Sizes],
    ['button-disabled', Button.Disabled],
  ])('%s', async (name, Story) => {
    const root = await runStory(Story, { width: 360 });
    await expect.element(root.getByRole('button').first()).toBeVisible();
    await expect.element(root).toMatchScreenshot(name);
  });

  test('card-job', async () => {
    const root = await runStory(Card.JobCard, { width: 480 });
    await expect.element(root.getByRole('link', { name: 'Year 4 Class Teacher' })).toBeVisible();
    await expect.element(root).toMatchScreenshot('card-job');
  });

  test('card-event-with-media', async () => {
    const root = await runStory(Card.EventCardWithMedia, { width: 480 });
    await expect.element(root.getByText('Science Fair 2026')).toBeVisible();
    await expect.element(root).toMatchScreenshot('card-event-with-media');
  });

  test.each([
    ['badge-status-variants', Badge.StatusVariants],
    ['badge-freshness', Badge.Freshness],
    ['badge-dark-theme', Badge.DarkTheme],
  ])('%s', async (name, Story) => {
    const root = await runStory(Story, { width: 640 });
    await expect.element(root).toMatchScreenshot(name);
  });

  test('dialog-open', async () => {
    await runStory(Dialog.Small);
    const dialog = page.getByRole('dialog', { name: 'Contact details' });
    await expect.element(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('amelia.hart@northfield.edu');
    await expect.element(dialog).toMatchScreenshot('dialog-open');
  });

  test('menu-in-clipping-container', async () => {
    // The card clips its content; the open menu, in its portal, shows whole past the card's bottom edge.
    const root = await runStory(Menu.InsideClippingContainer, { width: 360 });
    await userEvent.click(root.getByRole('button', { name: 'Actions for Year 5 Mathematics Teacher' }));
    await expect.element(page.getByRole('menuitem', { name: 'Delete job' })).toBeVisible();
    await settle();
    // The story's own 480 px box around the card: the menu overflows the card but not that box.
    const card = root.getByTestId('clipping-card').element();
    await expect.element(page.elementLocator(card.parentElement as HTMLElement)).toMatchScreenshot('menu-in-clipping-container');
  });

  test('share-dialog-job', async () => {
    await runStory(ShareDialog.Job);
    const dialog = page.getByRole('dialog', { name: 'Be Awesome, Share this EDU Job!' });
    await expect.element(dialog.getByText('Physics Tutor')).toBeVisible();
    await expect.element(dialog).toMatchScreenshot('share-dialog-job');
  });
});
