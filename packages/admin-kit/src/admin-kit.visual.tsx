import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { runStory } from '../../../.storybook/visual';
import * as AdminDeleteJobButtonStories from './AdminDeleteJobButton/AdminDeleteJobButton.stories';
import * as AdminSidebarMenuStories from './AdminSidebarMenu/AdminSidebarMenu.stories';

const AdminSidebarMenu = composeStories(AdminSidebarMenuStories);
const AdminDeleteJobButton = composeStories(AdminDeleteJobButtonStories);

describe('Admin', () => {
  test.each([
    ['admin-sidebar-menu-dashboard', AdminSidebarMenu.DashboardActive],
    ['admin-sidebar-menu-jobs', AdminSidebarMenu.JobsActive],
    ['admin-sidebar-menu-collapsed', AdminSidebarMenu.Collapsed],
  ])('%s', async (name, Story) => {
    const root = await runStory(Story);
    const menu = root.getByRole('navigation', { name: 'Admin' });
    await expect.element(menu).toBeVisible();
    await expect.element(menu).toMatchScreenshot(name);
  });

  test('admin-delete-job-button-row', async () => {
    // A member's click only raises a toast, which leaves the row itself untouched.
    const root = await runStory(AdminDeleteJobButton.DeniedForNonAdmin);
    const row = root.getByRole('article');
    await expect.element(row.getByRole('button', { name: /^Delete Job: / })).toBeVisible();
    await expect.element(row).toMatchScreenshot('admin-delete-job-button-row');
  });

  test('admin-delete-job-button-failure', async () => {
    await runStory(AdminDeleteJobButton.Failure);
    const dialog = page.getByRole('alertdialog', { name: 'Delete Job' });
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to delete job. Please try again.');
    await expect.element(dialog).toMatchScreenshot('admin-delete-job-button-failure');
  });
});
