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

    // The header speaks Arabic too: its switches, buttons and the navigation.
    const arabicLanguage = page.getByRole('combobox', { name: 'اللغة' });
    await arabicLanguage.waitFor();
    await page.getByRole('combobox', { name: 'العرض بصفة' }).waitFor();
    await page.getByRole('button', { name: 'إعادة تعيين بيانات العرض' }).waitFor();
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'آخر المستجدات' }).waitFor();

    await page.reload();
    // The page hydrates in English as it was built, then takes the stored language once the backend runs.
    await page.getByRole('combobox', { name: 'العرض بصفة', disabled: false }).waitFor();
    await page.locator('html[lang="ar"][dir="rtl"]').waitFor();
    await expect(await arabicLanguage.inputValue()).toBe('ar');
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
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption({ label: 'English' });
    await page.locator('html[lang="en"][dir="ltr"]').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).waitFor();
    await expect(await page.locator('article time').first().textContent()).not.toMatch(ARABIC);
  });
});
