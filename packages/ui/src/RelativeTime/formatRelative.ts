import type { FormatDistanceToken, Locale } from 'date-fns';
import { displayMessages } from '../messages/display';
import { toDate, type DateInput } from '../DateText/toDate';

export interface FormatRelativeOptions {
  /** A date-fns locale; default English (en-US). */
  locale?: Locale;
  /** What to say for less than a minute either way; default the `justNow` message ('just now'). */
  justNow?: string;
}

const MINUTE = 60_000;
const DAY = 1440;
const MONTH = 43_200;
const YEAR = 525_600;

// The minutes to add to UTC to get local time at that moment, as date-fns's getTimezoneOffsetInMilliseconds.
function zoneOffset(date: Date): number {
  const utc = new Date(
    Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

// date-fns's en-US wording of the units formatRelative uses.
function english(token: FormatDistanceToken, count: number, comparison: number): string {
  const unit = token.slice(1, -1).toLowerCase();
  const distance = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return comparison > 0 ? `in ${distance}` : `${distance} ago`;
}

/**
 * How long ago (or how far ahead) `value` is from `now`: '3 hours ago', 'in 2 days', 'just now'.
 * The same words as date-fns's `formatDistanceStrict(value, now, { addSuffix: true, roundingMethod: 'floor' })`.
 * Returns null for a missing or invalid date, so callers choose their own fallback.
 */
export function formatRelative(value: DateInput, now: DateInput, options: FormatRelativeOptions = {}): string | null {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return null;
  const comparison = Math.sign(date.getTime() - reference.getTime()) as -1 | 0 | 1;
  const [earlier, later] = comparison > 0 ? [reference, date] : [date, reference];
  const milliseconds = later.getTime() - earlier.getTime();
  // Seconds tick by faster than the display refreshes: under a minute reads as 'just now'.
  if (milliseconds < MINUTE) return options.justNow ?? displayMessages.justNow;
  const minutes = milliseconds / MINUTE;
  // Days, months and years count calendar time across a daylight-saving change; hours and minutes count elapsed time.
  const calendarMinutes = (milliseconds - (zoneOffset(later) - zoneOffset(earlier))) / MINUTE;
  let token: FormatDistanceToken;
  let count: number;
  if (minutes < 60) [token, count] = ['xMinutes', minutes];
  else if (minutes < DAY) [token, count] = ['xHours', minutes / 60];
  else if (calendarMinutes < MONTH) [token, count] = ['xDays', calendarMinutes / DAY];
  else if (calendarMinutes < YEAR) {
    [token, count] = ['xMonths', calendarMinutes / MONTH];
    // 12 floored months read as a year, as in date-fns.
    if (Math.floor(count) === 12) [token, count] = ['xYears', 1];
  } else [token, count] = ['xYears', calendarMinutes / YEAR];
  count = Math.floor(count) || 0;
  return options.locale
    ? options.locale.formatDistance(token, count, { addSuffix: true, comparison })
    : english(token, count, comparison);
}
