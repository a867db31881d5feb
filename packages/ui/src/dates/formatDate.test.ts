import { describe, expect, it } from 'vitest';
import { formatDate, formatRelative } from './formatDate';

const at = Date.UTC(2025, 8, 5, 21, 7); // Fri 5 Sep 2025, 21:07 UTC
const utc = { timeZone: 'UTC' };

describe('formatDate', () => {
  it("writes the kit's English by default, with 'Sep', never 'Sept'", () => {
    expect(formatDate(at, 'date', utc)).toBe('5 Sep 2025');
    expect(formatDate(at, 'dateTime', utc)).toBe('5 Sep 2025, 21:07');
    expect(formatDate(at, 'weekdayDate', utc)).toBe('Fri, 5 Sep 2025');
    expect(formatDate(at, 'weekdayDateTime', utc)).toBe('Fri, 5 Sep 2025 · 9:07 PM');
    expect(formatDate(at, 'longDate', utc)).toBe('September 5, 2025');
    expect(formatDate(at, 'longWeekdayDateTime', utc)).toBe('Friday, September 5, 2025 · 9:07 PM');
    expect(formatDate(at, 'monthYear', utc)).toBe('Sep 2025');
    expect(formatDate(at, 'month', utc)).toBe('September');
  });

  it('writes midnight as 00:00 and noon as 12 PM', () => {
    expect(formatDate(Date.UTC(2025, 0, 1, 0, 0), 'dateTime', utc)).toBe('1 Jan 2025, 00:00');
    expect(formatDate(Date.UTC(2025, 0, 1, 12, 0), 'weekdayDateTime', utc)).toBe('Wed, 1 Jan 2025 · 12:00 PM');
  });

  it('shows a moment in the given zone, so a server and a browser that set it agree', () => {
    expect(formatDate(at, 'dateTime', { timeZone: 'Asia/Tokyo' })).toBe('6 Sep 2025, 06:07');
    expect(formatDate(at, 'dateTime', { timeZone: 'America/New_York' })).toBe('5 Sep 2025, 17:07');
  });

  it('keeps a date-only value on its calendar day in every zone', () => {
    for (const timeZone of ['Pacific/Honolulu', 'UTC', 'Pacific/Kiritimati']) {
      expect(formatDate('2025-03-14', 'date', { timeZone })).toBe('14 Mar 2025');
    }
  });

  it("uses a locale's own order and words", () => {
    expect(formatDate(at, 'date', { locale: 'de-DE', ...utc })).toBe('5. Sept. 2025');
    expect(formatDate(at, 'monthYear', { locale: 'fr-FR', ...utc })).toBe('sept. 2025');
  });

  it("takes a locale's own clock, never a forced 12-hour one", () => {
    const three = Date.UTC(2025, 8, 5, 15, 0);
    expect(formatDate(three, 'weekdayDateTime', { locale: 'fr', ...utc })).toBe('ven. 5 sept. 2025, 15:00');
    expect(formatDate(three, 'longWeekdayDateTime', { locale: 'fr-FR', ...utc })).toContain('15:00');
    expect(formatDate(three, 'weekdayDateTime', { locale: 'en-US', ...utc })).toContain('3:00 PM');
  });

  it('writes Saudi Arabic in Arabic-Indic digits and Emirati Arabic in Latin ones, on the Gregorian calendar', () => {
    expect(formatDate(at, 'date', { locale: 'ar-SA', ...utc })).toBe('٥ سبتمبر ٢٠٢٥');
    expect(formatDate(at, 'date', { locale: 'ar-AE', ...utc })).toBe('5 سبتمبر 2025');
    // A tag that asks for another calendar gets it.
    expect(formatDate(at, 'date', { locale: 'ar-SA-u-ca-islamic-umalqura', ...utc })).toBe('١٣ ربيع الأول ١٤٤٧ هـ');
  });

  it('returns null for what is not a date', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('soon')).toBeNull();
    expect(formatDate('2025-02-30')).toBeNull();
  });
});

describe('formatRelative', () => {
  const now = Date.UTC(2025, 2, 14, 12, 0);
  const ago = (minutes: number) => formatRelative(now - minutes * 60_000, now);

  it('says just now under a minute, either way', () => {
    expect(ago(0.5)).toBe('just now');
    expect(formatRelative(now + 30_000, now, { justNow: 'gerade eben' })).toBe('gerade eben');
  });

  it('floors to the largest whole unit', () => {
    expect(ago(1)).toBe('1 minute ago');
    expect(ago(59)).toBe('59 minutes ago');
    expect(ago(60)).toBe('1 hour ago');
    expect(ago(60 * 23.9)).toBe('23 hours ago');
    expect(ago(60 * 24 * 2)).toBe('2 days ago');
    expect(ago(60 * 24 * 45)).toBe('1 month ago');
    expect(ago(60 * 24 * 364)).toBe('1 year ago');
    expect(ago(60 * 24 * 800)).toBe('2 years ago');
    expect(formatRelative(now + 2 * 86_400_000, now)).toBe('in 2 days');
  });

  it("speaks a locale's words", () => {
    expect(formatRelative(now - 3 * 3_600_000, now, { locale: 'de-DE' })).toBe('vor 3 Stunden');
    expect(formatRelative(now - 3_600_000, now, { locale: 'ar' })).toBe('قبل ساعة واحدة');
    expect(formatRelative(now - 3 * 3_600_000, now, { locale: 'ar-SA' })).toBe('قبل ٣ ساعات');
    expect(formatRelative(now - 2 * 86_400_000, now, { locale: 'es-MX' })).toBe('hace 2 días');
  });

  it('returns null for what is not a date', () => {
    expect(formatRelative('soon', now)).toBeNull();
  });
});
