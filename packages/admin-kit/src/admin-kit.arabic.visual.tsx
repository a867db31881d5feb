import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, inArabic, preloadArabic } from '../../../.storybook/arabic';
import { runPage } from '../../../.storybook/visual';
import * as AdminSidebarMenuStories from './AdminSidebarMenu/AdminSidebarMenu.stories';

const Menu = inArabic(AdminSidebarMenuStories.JobsActive, AdminSidebarMenuStories.default);

beforeAll(preloadArabic);

describe('the admin menu in Arabic, right to left', () => {
  test.each([412, 1280])('admin-sidebar-menu-ar-%i', async (width) => {
    const root = await runPage(Menu, width);
    const menu = root.getByRole('navigation');
    await expect.element(menu).toBeVisible();
    expect(menu.element().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(root.element())).toEqual([]);
    await expect.element(menu).toMatchScreenshot(`admin-sidebar-menu-ar-${width}`);
  });
});
