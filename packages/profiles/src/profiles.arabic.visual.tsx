import { beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { page } from 'vitest/browser';
import { arabicMessages, axeViolations, inArabic, preloadArabic } from '../../../.storybook/arabic';
import { runPage } from '../../../.storybook/visual';
import * as EducatorProfilePageStories from './EducatorProfilePage/EducatorProfilePage.stories';
import * as KeyDetailsSectionStories from './KeyDetailsSection/KeyDetailsSection.stories';
import { profilesCatalogs } from './messages/catalogs';

const ProfilePage = inArabic(EducatorProfilePageStories.Visitor, EducatorProfilePageStories.default);
const KeyDetails = inArabic(KeyDetailsSectionStories.Owner, KeyDetailsSectionStories.default);

beforeAll(preloadArabic);

/** Resolves once `element`'s box and the page's scroll have not moved for three frames in a row. */
async function settledBox(element: Element): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const where = () => {
    const box = element.getBoundingClientRect();
    return `${box.x},${box.y},${box.width},${box.height},${window.scrollY}`;
  };
  let last = where();
  for (let still = 0, frames = 0; still < 3 && frames < 120; frames += 1) {
    await frame();
    const now = where();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

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
    // The bio editor downloads on demand and is taller than its placeholder: opened before it arrives, the list box
    // would be placed for a shorter dialog (above the field at 412 px, below it once the editor is in).
    await expect.element(dialog.getByRole('textbox', { name: m.bio })).toBeVisible();
    await dialog.getByRole('combobox').first().click();
    await expect.element(page.getByRole('listbox').first()).toBeVisible();
    // The list box is placed by Floating UI, which may move it again as the dialog settles: wait until it stays put.
    await settledBox(page.getByRole('listbox').first().element());
    // The focused field's blinking caret would make no two pictures alike.
    const still = document.createElement('style');
    still.textContent = '* { caret-color: transparent !important; }';
    document.head.append(still);
    onTestFinished(() => still.remove());
    const layer = dialog.element().closest('[data-edu-dialog-layer]');
    if (!layer) throw new Error('The dialog is in no layer.');
    expect(layer.getAttribute('dir')).toBe('rtl');
    expect(layer.getAttribute('lang')).toBe('ar');
    expect(await axeViolations(layer)).toEqual([]);
    await expect.element(page.elementLocator(layer)).toMatchScreenshot(`key-details-dialog-list-ar-${width}`);
  });
});
