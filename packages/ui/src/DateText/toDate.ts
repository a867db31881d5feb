import { isValid, parseISO } from 'date-fns';

/** What the date components accept: a Date, an ISO-like string from the API, or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

/**
 * The Date a value stands for, or null when it is missing or invalid. Strings go through `parseISO`
 * first so that date-only values ('2025-03-14') mean local midnight rather than UTC midnight.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    date = parseISO(value);
    if (!isValid(date)) date = new Date(value);
  }
  return isValid(date) ? date : null;
}
