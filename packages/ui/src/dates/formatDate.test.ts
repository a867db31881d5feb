import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countIntl } from '../../../../test-support/countIntl';
import { formatDate, formatRelative, type DateFormat } from './formatDate';

const FORMATS: DateFormat[] = ['date', 'dateTime', 'weekdayDate', 'weekdayDateTime', 'longDate', 'longWeekdayDateTime', 'monthYear', 'month'];
// A moment between 1900 and 2200, to the minute.
const moments = fc.integer({ min: Date.UTC(1900, 0, 1) / 60_000, max: Date.UTC(2200, 0, 1) / 60_000 }).map((minutes) => minutes * 60_000);

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

  it("writes the kit's English in the runtime's zone and in UTC exactly as Intl does, without making a formatter", () => {
    // Intl's own reading of the same zones: 'Etc/UTC', and the runtime's zone by name.
    const ownZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const viaIntl = ownZone === 'UTC' ? 'Etc/UTC' : ownZone;
    fc.assert(
      fc.property(moments, fc.constantFrom(...FORMATS), (moment, name) => {
        // monthYear and month read in UTC when no zone is set.
        const month = name === 'monthYear' || name === 'month';
        expect(formatDate(moment, name)).toBe(formatDate(moment, name, { timeZone: month ? 'Etc/UTC' : viaIntl }));
        expect(formatDate(moment, name, utc)).toBe(formatDate(moment, name, { timeZone: 'Etc/UTC' }));
      }),
      { numRuns: 400 },
    );
    const dateTimeFormat = countIntl('DateTimeFormat');
    try {
      for (const name of FORMATS) {
        formatDate(at, name);
        formatDate(at, name, utc);
      }
      // A zone by name still goes through Intl.
      formatDate(at, 'dateTime', { timeZone: 'Pacific/Chatham' });
    } finally {
      dateTimeFormat.restore();
    }
    expect(dateTimeFormat.made).toBe(1);
  });

  it("writes the kit's English in a runtime zone off the hour as Intl does (India, Newfoundland)", () => {
    const before = process.env.TZ;
    const offsetBefore = new Date(Date.UTC(2025, 0, 1)).getTimezoneOffset();
    try {
      for (const zone of ['Asia/Kolkata', 'America/St_Johns']) {
        process.env.TZ = zone;
        // The runtime reads the zone from TZ: midnight UTC is no longer midnight here.
        expect(new Date(Date.UTC(2025, 0, 1)).getHours()).not.toBe(0);
        fc.assert(
          fc.property(moments, fc.constantFrom(...FORMATS), (moment, name) => {
            if (name === 'monthYear' || name === 'month') return;
            expect(formatDate(moment, name)).toBe(formatDate(moment, name, { timeZone: zone }));
          }),
          { numRuns: 200 },
        );
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
    // The other tests run in the zone they started in.
    expect(new Date(Date.UTC(2025, 0, 1)).getTimezoneOffset()).toBe(offsetBefore);
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

  it("says the kit's English exactly as Intl's 'en' does, without making a formatter", () => {
    const now = Date.UTC(2025, 8, 5, 12, 0);
    // From a minute to about 2,000 years either way, so the counts reach the thousands.
    const offsets = fc.integer({ min: 1, max: 1_000_000_000 }).chain((minutes) => fc.constantFrom(minutes, -minutes));
    fc.assert(
      fc.property(offsets, (minutes) => {
        const moment = now + minutes * 60_000;
        const relativeTimeFormat = countIntl('RelativeTimeFormat');
        let plain: string | null;
        try {
          plain = formatRelative(moment, now);
        } finally {
          relativeTimeFormat.restore();
        }
        expect(relativeTimeFormat.made).toBe(0);
        expect(plain).toBe(formatRelative(moment, now, { locale: 'en' }));
      }),
      { numRuns: 400 },
    );
    expect(formatRelative(now - 1_000 * 525_600 * 60_000, now)).toBe('1,000 years ago');
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
