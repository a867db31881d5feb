import { parseISO } from 'date-fns';

/** What the date components accept: a Date, an ISO-like string from the API, or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

/**
 * The Date a value stands for, or null when it is missing or invalid. ISO strings (with `T` or a space before the
 * time, as the API sends them) are read by date-fns's `parseISO`: a date-only value means local midnight; anything
 * else goes through `new Date(value)`.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const parsed = parseISO(value);
    date = Number.isNaN(parsed.getTime()) ? new Date(value) : parsed;
  }
  return Number.isNaN(date.getTime()) ? null : date;
}
