import { describe, expect, it } from 'vitest';
import { demoBrowser } from './support';

const demo = demoBrowser();

/** Arabic letters or Arabic-Indic digits. */
const ARABIC = /[\u0600-\u06ff]/;

describe("the demo's language switch", () => {
  it('switches the prerendered feed to Arabic, right to left, and keeps it across a reload without a hydration error', async () => {
    const page = await demo.open('/feed');
    const html = page.locator('html');
    await expect(await html.getAttribute('lang')).toBe('en');
    const language = page.getByRole('combobox', { name: 'Language' });
    // Each language is named in its own words and marked with its own lang.
    await expect(await language.locator('option[lang="ar"]').textContent()).toBe('العربية');

    await language.selectOption({ label: 'العربية' });
    await page.locator('html[lang="ar"][dir="rtl"]').waitFor();

    await page.reload();
    await page.getByRole('combobox', { name: 'View as', disabled: false }).waitFor();
    // The page hydrates in English as it was built, then takes the stored language.
    await page.locator('html[lang="ar"][dir="rtl"]').waitFor();
    await expect(await language.inputValue()).toBe('ar');
    // A kit date on the first card is written in Arabic.
    const date = page.locator('article time').first();
    await page.waitForFunction(() => /[\u0600-\u06ff]/.test(document.querySelector('article time')?.textContent ?? ''));
    await expect(await date.textContent()).toMatch(ARABIC);
    await expect(demo.consoleErrors).toEqual([]);
    await expect(demo.errors).toEqual([]);
  });

  it('goes back to English, left to right', async () => {
    const page = await demo.open('/feed');
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOption({ label: 'العربية' });
    await page.locator('html[lang="ar"][dir="rtl"]').waitFor();
    await language.selectOption({ label: 'English' });
    await page.locator('html[lang="en"][dir="ltr"]').waitFor();
    await expect(await page.locator('article time').first().textContent()).not.toMatch(ARABIC);
  });
});
