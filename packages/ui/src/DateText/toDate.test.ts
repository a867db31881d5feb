import { isValid, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { toDate } from './toDate';

// The API's shapes, each read as date-fns's parseISO reads it.
const ISO_STRINGS = [
  '2025-03-14',
  '2025-01-01',
  '2024-02-29',
  '1999-12-31',
  '2025-03-30',
  '2025-10-26',
  '0099-06-01',
  '2025-03-14T08:15',
  '2025-03-14T08:15:30',
  '2025-03-14T08:15:30.5',
  '2025-03-14T08:15:30.123',
  '2025-03-14T08:15:30.123456',
  '2025-03-14T08:15:30,25',
  '2025-03-14 08:15:00',
  '2025-03-14T00:00:00',
  '2025-03-14T12:00:00',
  '2025-03-14T23:59:59.999',
  '2025-12-31T24:00:00',
  '2025-03-30T02:30:00',
  '2025-03-09T02:30:00',
  '2025-10-26T02:30:00',
  '2025-03-14T08:15:00Z',
  '2025-03-14T08:15Z',
  '2025-03-14T08:15:00.000Z',
  '2025-03-14 08:15:00Z',
  '2025-03-14T08:15:00+01:00',
  '2025-03-14T08:15:00-05:30',
  '2025-03-14T08:15:00+0530',
  '2025-03-14T08:15:00+09',
  '2025-12-31T23:30:00-02:00',
];

// The implementation before date-fns left the card path, for the strings outside the ISO shapes.
function previousToDate(value: string): number | undefined {
  const parsed = parseISO(value);
  const date = isValid(parsed) ? parsed : new Date(value);
  return isValid(date) ? date.getTime() : undefined;
}

const OTHER_STRINGS = [
  'TBC',
  'soon',
  '31/31/2025',
  '2025-13-01',
  '2025-02-30',
  '2025-02-30T10:00',
  '2025-03-14T25:00',
  '2025-03-14T10:60',
  '2025-03-14T24:30',
  'Thu, 18 Sep 2025 09:30:00 GMT',
  'September 18, 2025',
  '2025/09/18',
];

describe('toDate', () => {
  it('reads ISO dates and date-times exactly as parseISO does', () => {
    expect(ISO_STRINGS.map((value) => `${value} → ${toDate(value)?.getTime()}`)).toEqual(
      ISO_STRINGS.map((value) => `${value} → ${parseISO(value).getTime()}`),
    );
  });

  it('reads any other string as the previous parseISO-then-new-Date implementation did', () => {
    expect(OTHER_STRINGS.map((value) => `${value} → ${toDate(value)?.getTime()}`)).toEqual(
      OTHER_STRINGS.map((value) => `${value} → ${previousToDate(value)}`),
    );
  });

  it('reads a date-only value as local midnight and a zoneless time as local time', () => {
    expect(toDate('2026-01-05')).toEqual(new Date(2026, 0, 5));
    expect(toDate('2025-09-18T09:30:00')).toEqual(new Date(2025, 8, 18, 9, 30));
    expect(toDate('2025-09-18 09:30')).toEqual(new Date(2025, 8, 18, 9, 30));
    expect(toDate('2025-09-18T09:30:00Z')?.toISOString()).toBe('2025-09-18T09:30:00.000Z');
    expect(toDate('2025-09-18T09:30:00+02:00')?.toISOString()).toBe('2025-09-18T07:30:00.000Z');
  });

  it('passes other strings to new Date, and takes Dates and epoch numbers as they are', () => {
    expect(toDate('Thu, 18 Sep 2025 09:30:00 GMT')?.toISOString()).toBe('2025-09-18T09:30:00.000Z');
    const date = new Date(2025, 2, 14);
    expect(toDate(date)).toBe(date);
    expect(toDate(0)?.getTime()).toBe(0);
    expect(toDate(1_757_000_000_000)?.getTime()).toBe(1_757_000_000_000);
  });

  it('returns null for missing, impossible and unparseable values', () => {
    for (const value of [
      null,
      undefined,
      '',
      'TBC',
      'soon',
      '31/31/2025',
      '2025-13-01',
      '2025-03-14T25:00',
      '2025-03-14T10:00+01:75',
      NaN,
      new Date('nope'),
    ]) {
      expect(toDate(value), String(value)).toBeNull();
    }
  });
});
