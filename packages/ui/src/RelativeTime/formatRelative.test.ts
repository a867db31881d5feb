import { formatDistanceStrict } from 'date-fns';
import { de, fr, ja } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { formatRelative } from './formatRelative';

const now = new Date('2025-03-14T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelative', () => {
  it('says how long ago a past moment was, rounding down to the whole unit', () => {
    expect(formatRelative(ago(3 * HOUR), now)).toBe('3 hours ago');
    expect(formatRelative(ago(3 * HOUR + 59 * MINUTE), now)).toBe('3 hours ago');
    expect(formatRelative(ago(MINUTE), now)).toBe('1 minute ago');
    expect(formatRelative(ago(2 * DAY), now)).toBe('2 days ago');
    expect(formatRelative(ago(400 * DAY), now)).toBe('1 year ago');
  });

  it('says how far ahead a future moment is', () => {
    expect(formatRelative(new Date(now.getTime() + 5 * DAY), now)).toBe('in 5 days');
  });

  it('reads anything under a minute either way as just now, or the given words', () => {
    expect(formatRelative(ago(59_000), now)).toBe('just now');
    expect(formatRelative(new Date(now.getTime() + 30_000), now)).toBe('just now');
    expect(formatRelative(now, now, { justNow: 'gerade eben' })).toBe('gerade eben');
  });

  it('accepts ISO strings and epoch milliseconds for both arguments', () => {
    expect(formatRelative('2025-03-14T10:00:00Z', now.getTime())).toBe('2 hours ago');
    expect(formatRelative(now.getTime() - 45 * MINUTE, '2025-03-14T12:00:00Z')).toBe('45 minutes ago');
  });

  it('returns null for a missing or invalid date instead of a wrong text', () => {
    expect(formatRelative('not a date', now)).toBeNull();
    expect(formatRelative(null, now)).toBeNull();
    expect(formatRelative(undefined, now)).toBeNull();
    expect(formatRelative(ago(HOUR), 'garbage')).toBeNull();
  });
});

describe('formatRelative against date-fns', () => {
  // Distances either side of every unit threshold: minutes, hours, days, months (30 days) and years (365 days).
  const DISTANCES = [
    MINUTE,
    61_000,
    2 * MINUTE - 1,
    45 * MINUTE,
    59 * MINUTE + 59_999,
    HOUR,
    HOUR + MINUTE,
    3 * HOUR + 59 * MINUTE,
    23 * HOUR + 59 * MINUTE,
    DAY,
    DAY + HOUR,
    2 * DAY - 1,
    6 * DAY,
    7 * DAY,
    29 * DAY + 23 * HOUR,
    30 * DAY,
    31 * DAY,
    59 * DAY,
    60 * DAY,
    200 * DAY,
    359 * DAY,
    360 * DAY,
    364 * DAY,
    365 * DAY,
    366 * DAY,
    729 * DAY,
    730 * DAY,
    10 * 365 * DAY + 3 * DAY,
  ];
  // Local noons and midnights, two of them just after a European or American daylight-saving change.
  const NOWS = [
    new Date(2025, 2, 14, 12),
    new Date(2025, 2, 31, 0, 30),
    new Date(2025, 10, 3, 12),
    new Date(2026, 0, 1),
  ];
  const table = (formatter: (date: Date, reference: Date) => string | null) =>
    NOWS.flatMap((reference) =>
      DISTANCES.flatMap((distance) =>
        [-distance, distance].map((signed) => {
          const date = new Date(reference.getTime() + signed);
          return `${reference.toISOString()} ${signed} → ${formatter(date, reference)}`;
        }),
      ),
    );

  it("says what formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' }) says", () => {
    expect(table((date, reference) => formatRelative(date, reference))).toEqual(
      table((date, reference) => formatDistanceStrict(date, reference, { addSuffix: true, roundingMethod: 'floor' })),
    );
  });

  it('uses the words of a date-fns locale', () => {
    for (const locale of [de, fr, ja]) {
      expect(table((date, reference) => formatRelative(date, reference, { locale }))).toEqual(
        table((date, reference) =>
          formatDistanceStrict(date, reference, { addSuffix: true, roundingMethod: 'floor', locale }),
        ),
      );
    }
    expect(formatRelative(ago(3 * HOUR), now, { locale: de })).toBe('vor 3 Stunden');
    expect(formatRelative(new Date(now.getTime() + 2 * DAY), now, { locale: de })).toBe('in 2 Tagen');
  });
});
