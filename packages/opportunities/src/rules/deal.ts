/** The default promo code a deal without deal_code shows (the spec does not give its value). */
export const DEFAULT_DEAL_CODE = 'EDUPASSPORT';

/** The code the deal dialog shows: the deal's own (trimmed), else the default promo code. */
export function dealCodeOf(deal: { deal_code?: string | null }, fallback: string = DEFAULT_DEAL_CODE): string {
  return deal.deal_code?.trim() || fallback;
}

/**
 * The month and year of 'Use by {month year}' (spec 02: short month and year, e.g. 'Mar 2026'), read
 * in UTC so the server and the browser agree; '' for a missing or unreadable date.
 */
export function formatUseByDate(value: string | number | Date | null | undefined, locale = 'en-US'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
