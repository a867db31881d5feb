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
  });

  it('returns null for what is not a date', () => {
    expect(formatRelative('soon', now)).toBeNull();
  });
});
