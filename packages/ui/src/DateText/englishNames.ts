// en-US names, as date-fns's en-US locale has them; the abbreviated ones are the first three letters of these.
export const MONTHS = 'January February March April May June July August September October November December'.split(' ');
export const DAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

/** A number with leading zeros to `length` digits. */
export const pad = (value: number, length: number) => String(value).padStart(length, '0');
