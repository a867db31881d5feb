import { toDate, type DateInput } from '../DateText/toDate';
import { englishGrouping, keptFormatters } from '../i18n/keptFormatters';

/**
 * The kit's named date formats. With no locale they read as the kit's English (`date`: 14 Mar 2025, `dateTime`:
 * 14 Mar 2025, 09:05, `weekdayDate`: Fri, 14 Mar 2025, `weekdayDateTime`: Fri, 14 Mar 2025 · 9:05 AM, `longDate`:
 * March 14, 2025, `longWeekdayDateTime`: Friday, March 14, 2025 · 9:05 AM, `monthYear`: Mar 2025, `month`: March);
 * with a locale, in that locale's own order and words.
 */
export type DateFormat =
  | 'date'
  | 'dateTime'
  | 'weekdayDate'
  | 'weekdayDateTime'
  | 'longDate'
  | 'longWeekdayDateTime'
  | 'monthYear'
  | 'month';

/** Where and how dates are read: a BCP 47 locale and an IANA time zone; null or absent for the defaults. */
export interface DateSettings {
  /** e.g. `de-DE`; default the kit's English. */
  locale?: string | null | undefined;
  /** e.g. `Europe/Berlin`; default the runtime's own zone (set it so a server and a browser agree), UTC for `monthYear` and `month`. */
  timeZone?: string | null | undefined;
}

const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const time12 = { hour: 'numeric', minute: '2-digit', hour12: true } as const;

const OPTIONS: Record<DateFormat, Intl.DateTimeFormatOptions> = {
  date: day,
  dateTime: { ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekdayDate: { ...day, weekday: 'short' },
  weekdayDateTime: { ...day, weekday: 'short', ...time12 },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  longWeekdayDateTime: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...time12 },
  monthYear: { month: 'short', year: 'numeric' },
  month: { month: 'long' },
};

// In a locale the time takes that locale's own clock (15:00 in French, 3:00 م in Arabic): only the kit's English
// forces its 12- or 24-hour reading.
const LOCALE_OPTIONS = Object.fromEntries(
  Object.entries(OPTIONS).map(([name, { hour12: _hour12, hourCycle: _hourCycle, ...rest }]) => [name, rest]),
) as Record<DateFormat, Intl.DateTimeFormatOptions>;

const CALENDAR_IN_TAG = /-u(?:-[a-z0-9]{2,8})*?-ca-/i;

/**
 * The options of a locale's formatter: the Gregorian calendar unless the tag asks for another (`ar-SA-u-ca-islamic`),
 * so a server and a browser whose ICU default calendars differ print the same day. Digits stay the locale's own
 * (`ar-SA` Arabic-Indic, `ar-AE` Latin; a `-u-nu-` in the tag pins them).
 */
function localeDateOptions(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  return CALENDAR_IN_TAG.test(locale) ? options : { calendar: 'gregory', ...options };
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

// The kit's English: en-US words ('Sep', not the 'Sept' of newer en-GB data) in the order the kit always showed.
const ENGLISH: Record<DateFormat, (p: Parts) => string> = {
  date: (p) => `${p.day} ${p.month} ${p.year}`,
  dateTime: (p) => `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`,
  weekdayDate: (p) => `${p.weekday}, ${p.day} ${p.month} ${p.year}`,
  weekdayDateTime: (p) => `${p.weekday}, ${p.day} ${p.month} ${p.year} · ${p.hour}:${p.minute} ${p.dayPeriod}`,
  longDate: (p) => `${p.month} ${p.day}, ${p.year}`,
  longWeekdayDateTime: (p) => `${p.weekday}, ${p.month} ${p.day}, ${p.year} · ${p.hour}:${p.minute} ${p.dayPeriod}`,
  monthYear: (p) => `${p.month} ${p.year}`,
  month: (p) => `${p.month}`,
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The kit's English parts read from the Date itself, in the runtime's own zone or UTC (null for another zone, or a
 * year Intl would write with an era). The first Intl formatter a page makes starts ICU: about 40 ms on a desktop
 * and 400 ms at 8x CPU (a budget phone), inside the hydration of every page that shows a date; the kit's English
 * needs no locale data, so it costs nothing. Locales and other zones go through Intl.
 */
function englishParts(date: Date, zone: string | undefined, name: DateFormat): Parts | null {
  if (zone !== undefined && zone !== 'UTC') return null;
  const utc = zone === 'UTC';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (year < 1 || year > 9999) return null;
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const hours = utc ? date.getUTCHours() : date.getHours();
  const options = OPTIONS[name];
  const monthName = MONTHS[month]!;
  const weekday = WEEKDAYS[utc ? date.getUTCDay() : date.getDay()]!;
  return {
    year: String(year),
    month: options.month === 'short' ? monthName.slice(0, 3) : monthName,
    day: String(utc ? date.getUTCDate() : date.getDate()),
    weekday: options.weekday === 'short' ? weekday.slice(0, 3) : weekday,
    hour: options.hour12 ? String(hours % 12 || 12) : twoDigits(hours),
    minute: twoDigits(utc ? date.getUTCMinutes() : date.getMinutes()),
    dayPeriod: hours < 12 ? 'AM' : 'PM',
  };
}

// One per locale, zone and format.
const dateFormatters = keptFormatters<Intl.DateTimeFormat>();

function formatter(locale: string | null, timeZone: string | undefined, name: DateFormat): Intl.DateTimeFormat {
  return dateFormatters(`${locale ?? ''}|${timeZone ?? ''}|${name}`, () =>
    locale
      ? new Intl.DateTimeFormat(locale, localeDateOptions(locale, { ...LOCALE_OPTIONS[name], timeZone }))
      : new Intl.DateTimeFormat('en-US', { ...OPTIONS[name], calendar: 'gregory', timeZone }),
  );
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day ('2025-03-14': a deadline, a birthday) names the same day everywhere: it is read and shown in UTC,
 * never shifted by a zone. Anything with a time is a moment, shown in the settings' zone.
 */
function moment(value: DateInput, timeZone: string | null | undefined): { date: Date; zone: string | undefined } | null {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
      const date = new Date(Date.UTC(year, month, dayOfMonth));
      // 30 February does not roll over into March: it is not a date.
      return date.getUTCMonth() === month && date.getUTCDate() === dayOfMonth ? { date, zone: 'UTC' } : null;
    }
  }
  const date = toDate(value);
  return date ? { date, zone: timeZone ?? undefined } : null;
}

/**
 * Formats that name a month, not a day or a time (a deal's 'Use by Mar 2026'): with no zone set they are read in UTC,
 * since the runtime's own zone would name another month on a server and in a browser near a month's end.
 */
const MONTH_FORMATS: ReadonlySet<DateFormat> = new Set(['monthYear', 'month']);

/** `value` in a named format, or null for a missing or invalid date (callers choose their fallback). */
export function formatDate(value: DateInput, name: DateFormat = 'date', settings: DateSettings = {}): string | null {
  const found = moment(value, settings.timeZone ?? (MONTH_FORMATS.has(name) ? 'UTC' : undefined));
  if (!found) return null;
  if (settings.locale) return formatter(settings.locale, found.zone, name).format(found.date);
  let parts = englishParts(found.date, found.zone, name);
  if (!parts) {
    parts = {};
    for (const part of formatter(null, found.zone, name).formatToParts(found.date)) parts[part.type] = part.value;
  }
  return ENGLISH[name](parts);
}

const MINUTE = 60_000;
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 525_600],
  ['month', 43_200],
  ['day', 1_440],
  ['hour', 60],
  ['minute', 1],
];

const relativeFormatters = keptFormatters<Intl.RelativeTimeFormat>();

export interface FormatRelativeOptions {
  /** A BCP 47 locale; default the kit's English. */
  locale?: string | null | undefined;
  /** What to say for less than a minute either way; default 'just now'. */
  justNow?: string | undefined;
}

/**
 * How long ago (or how far ahead) `value` is from `now`: '3 hours ago', 'in 2 days', 'just now'. Counted in elapsed
 * time, floored (59 minutes is '59 minutes ago'; 30 days a month, 12 months a year), so a server and a browser in
 * different zones say the same. Null for a missing or invalid date.
 */
export function formatRelative(value: DateInput, now: DateInput, options: FormatRelativeOptions = {}): string | null {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return null;
  const difference = date.getTime() - reference.getTime();
  const minutes = Math.abs(difference) / MINUTE;
  if (minutes < 1) return options.justNow ?? 'just now';
  let [unit, size] = UNITS.find(([, length]) => minutes >= length) ?? UNITS[UNITS.length - 1]!;
  let count = Math.floor(minutes / size);
  // Twelve whole months read as a year.
  if (unit === 'month' && count >= 12) [unit, size, count] = ['year', 525_600, 1];
  // The kit's English without Intl, as Intl's 'en' says it (see englishParts: no ICU start-up on a page's first date).
  if (!options.locale) {
    const amount = `${englishGrouping(String(count))} ${unit}${count === 1 ? '' : 's'}`;
    return difference < 0 ? `${amount} ago` : `in ${amount}`;
  }
  const { locale } = options;
  const rtf = relativeFormatters(locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  return rtf.format(difference < 0 ? -count : count, unit);
}
