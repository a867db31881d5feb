import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { arabicMessages, axeViolations, inArabic, preloadArabic } from '../../../.storybook/arabic';
import { runPage } from '../../../.storybook/visual';
import * as EducatorProfilePageStories from './EducatorProfilePage/EducatorProfilePage.stories';
import * as KeyDetailsSectionStories from './KeyDetailsSection/KeyDetailsSection.stories';
import { profilesCatalogs } from './messages/catalogs';

const ProfilePage = inArabic(EducatorProfilePageStories.Visitor, EducatorProfilePageStories.default);
const KeyDetails = inArabic(KeyDetailsSectionStories.Owner, KeyDetailsSectionStories.default);

beforeAll(preloadArabic);

describe('profiles in Arabic, right to left', () => {
  test.each([412, 1280])('educator-profile-page-ar-%i', async (width) => {
    const m = await arabicMessages(profilesCatalogs);
    const root = await runPage(ProfilePage, width);
    await expect.element(root.getByRole('heading', { name: m.endorsements })).toBeVisible();
    expect(root.element().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(root.element())).toEqual([]);
    await expect.element(root).toMatchScreenshot(`educator-profile-page-ar-${width}`);
  });

  // A dialog with a list open: the key details dialog, its first list box open over it.
  test.each([412, 1280])('key-details-dialog-list-ar-%i', async (width) => {
    const m = await arabicMessages(profilesCatalogs);
    const root = await runPage(KeyDetails, width);
    await root.getByRole('button', { name: m.editKeyDetails }).click();
    const dialog = page.getByRole('dialog', { name: m.editKeyDetails });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('combobox').first().click();
    await expect.element(page.getByRole('listbox').first()).toBeVisible();
    const layer = dialog.element().closest('[data-edu-dialog-layer]');
    if (!layer) throw new Error('The dialog is in no layer.');
    expect(layer.getAttribute('dir')).toBe('rtl');
    expect(layer.getAttribute('lang')).toBe('ar');
    expect(await axeViolations(layer)).toEqual([]);
    await expect.element(page.elementLocator(layer)).toMatchScreenshot(`key-details-dialog-list-ar-${width}`);
  });
});
