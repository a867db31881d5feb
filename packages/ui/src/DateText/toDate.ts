/** What the date components accept: a Date, an ISO-like string from the API, or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

// 'YYYY-MM-DD', optionally 'T' or ' ' and 'HH:mm[:ss[.sss]]', optionally 'Z' or '±hh[[:]mm]'.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}(?:[.,]\d+)?))?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const daysIn = (year: number, month: number) =>
  month === 1 ? (year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0) ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month]!;

/** date-fns's `parseISO` for the shapes the API sends: NaN where it would return an Invalid Date. */
function parseIso(value: string): number {
  const match = ISO.exec(value);
  if (!match) return NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = match;
  const year = Number(y);
  const month = Number(mo) - 1;
  const day = Number(d);
  const hours = Number(h);
  const minutes = Number(mi);
  const seconds = parseFloat(s.replace(',', '.'));
  if (month > 11 || day < 1 || day > daysIn(year, month)) return NaN;
  if (hours > 24 || minutes > 59 || seconds >= 60 || (hours === 24 && (minutes || seconds))) return NaN;
  // The same arithmetic as parseISO, so fractions of a millisecond round the same way.
  const utc = new Date(0);
  utc.setUTCFullYear(year, month, day);
  const moment = utc.getTime() + hours * 3_600_000 + minutes * 60_000 + seconds * 1000;
  if (zone) {
    if (zone === 'Z') return new Date(moment).getTime();
    const zoneMinutes = Number(zone.slice(-2));
    if (zone.length > 3 && zoneMinutes > 59) return NaN;
    const offset = Number(zone.slice(1, 3)) * 60 + (zone.length > 3 ? zoneMinutes : 0);
    return new Date(moment - (zone[0] === '+' ? 1 : -1) * offset * 60_000).getTime();
  }
  // No zone: those wall-clock fields in local time.
  const wall = new Date(moment);
  const local = new Date(0);
  local.setFullYear(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  local.setHours(wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return local.getTime();
}

/**
 * The Date a value stands for, or null when it is missing or invalid. ISO strings are read as date-fns's
 * `parseISO` reads them, so that date-only values ('2025-03-14') mean local midnight rather than UTC
 * midnight; anything else goes through `new Date(value)`.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const time = parseIso(value);
    date = new Date(Number.isNaN(time) ? value : time);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}
