import { format } from 'date-fns';
import { de, enUS, fr, ja, ru } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { formatPattern, SUPPORTED_FORMAT_TOKENS } from './formatPattern';

const at = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) => {
  const date = new Date(2000, 0, 1, hours, minutes, seconds);
  // setFullYear, not the constructor: the constructor reads years 0–99 as 1900–1999.
  date.setFullYear(year, month, day);
  return date;
};

const ORDINAL_DAYS = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31];

const DATES: Date[] = [
  // Every month, on days whose ordinals differ (1st, 2nd, 3rd, 4th, 11th–13th, 21st–23rd, 31st), both halves of the day.
  ...Array.from({ length: 36 }, (_, i) => {
    const [month, day] = [i % 12, ORDINAL_DAYS[i % 11]!];
    return [at(2025, month, day, i % 12, day % 60, (i * 7) % 60), at(2025, month, day, 12 + (i % 12), 59 - day, day)];
  }).flat(),
  at(2025, 0, 31, 23, 59, 59),
  at(2024, 1, 29, 7, 5, 9),
  // Midnight and noon, and the minutes around them.
  at(2025, 5, 15, 0, 0, 0),
  at(2025, 5, 15, 0, 1, 0),
  at(2025, 5, 15, 11, 59, 59),
  at(2025, 5, 15, 12, 0, 0),
  at(2025, 5, 15, 12, 30, 0),
  // Year boundaries.
  at(1999, 11, 31, 23, 59, 59),
  at(2000, 0, 1, 0, 0, 0),
  at(2025, 11, 31, 23, 0, 0),
  at(2026, 0, 1, 1, 2, 3),
  // Around the European and American daylight-saving changes.
  at(2025, 2, 30, 1, 30),
  at(2025, 2, 30, 3, 30),
  at(2025, 2, 9, 3, 15),
  at(2025, 9, 26, 2, 30),
  at(2025, 10, 2, 1, 30),
  // Short, long and BC years.
  at(5, 6, 7, 8, 9, 10),
  at(99, 0, 1),
  at(0, 0, 1),
  at(12345, 4, 6, 18, 45),
];

const PATTERNS = [
  ...SUPPORTED_FORMAT_TOKENS.split(' '),
  'd MMM yyyy',
  'd MMM yyyy, HH:mm',
  "EEEE d MMMM yyyy 'at' HH:mm",
  'EEEE, MMMM d',
  'E, EE, EEE, EEEE',
  'h:mm a',
  'hh:mm:ss a',
  'do MMMM yyyy',
  'MMMM do',
  'dd/MM/yy H:m:s',
  'yyyy-MM-dd HH:mm:ss',
  "'it''s' h a",
  "''",
  "h 'o''clock'",
  "HH'h'mm",
  "d MMM 'unterminated",
  '[d] (M) — y, 12:00',
  'MMM. d_y',
];

// Every date in every pattern, one line each, so that a mismatch shows the pattern and both outputs.
const table = (formatter: (date: Date, pattern: string) => string) =>
  DATES.flatMap((date) => PATTERNS.map((pattern) => `${date.getTime()} ${pattern} → ${formatter(date, pattern)}`));

describe('formatPattern', () => {
  it('matches date-fns format in English for every supported token and common patterns', () => {
    expect(table((date, pattern) => formatPattern(date, pattern))).toEqual(table((date, pattern) => format(date, pattern)));
  }, 30_000);

  it('uses the names of a date-fns locale the way date-fns does', () => {
    // de: other names; ru: formatting-context month names; fr: its 'do' preprocessor; ja: other day periods.
    for (const locale of [enUS, de, fr, ru, ja]) {
      expect(table((date, pattern) => `${locale.code} ${formatPattern(date, pattern, locale)}`)).toEqual(
        table((date, pattern) => `${locale.code} ${format(date, pattern, { locale })}`),
      );
    }
    // Thousands of dates in five locales on a shared machine.
  }, 30_000);

  it('writes German names and French ordinals', () => {
    const date = at(2025, 2, 1, 15, 4);
    expect(formatPattern(date, "EEEE, d. MMMM yyyy 'um' HH:mm", de)).toBe('Samstag, 1. März 2025 um 15:04');
    expect(formatPattern(date, 'do MMMM', fr)).toBe('1er mars');
    expect(formatPattern(at(2025, 2, 29), 'do MMMM', fr)).toBe('29 mars');
  });

  it('throws a RangeError naming a token it does not support', () => {
    const date = at(2025, 2, 14);
    expect(() => formatPattern(date, 'Q yyyy')).toThrow(RangeError);
    expect(() => formatPattern(date, 'Q yyyy')).toThrow(/`Q`/);
    expect(() => formatPattern(date, 'MMMMM')).toThrow(/`MMMMM`/);
    expect(() => formatPattern(date, 'Mo')).toThrow(/`Mo`/);
    expect(() => formatPattern(date, 'd MMM, P')).toThrow(/`P`/);
    expect(() => formatPattern(date, 'dd at HH')).toThrow(/`t`/);
    // A letter date-fns itself does not know throws there too.
    expect(() => formatPattern(date, 'd n')).toThrow(/`n`/);
    expect(() => format(date, 'd n')).toThrow(RangeError);
  });

  it('returns an empty string for an empty pattern, where date-fns fails', () => {
    expect(formatPattern(at(2025, 2, 14), '')).toBe('');
  });

  it('throws for an invalid date, as date-fns does', () => {
    expect(() => formatPattern(new Date(NaN), 'd MMM yyyy')).toThrow(new RangeError('Invalid time value'));
  });
});
