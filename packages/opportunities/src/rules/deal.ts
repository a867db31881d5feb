import { formatDate, type DateSettings } from '@edupassport/ui/server';

/** The default promo code a deal without deal_code shows (the spec does not give its value). */
export const DEFAULT_DEAL_CODE = 'EDUPASSPORT';

/** The code the deal dialog shows: the deal's own (trimmed), else the default promo code. */
export function dealCodeOf(
  deal: { deal_code?: string | null | undefined },
  fallback: string = DEFAULT_DEAL_CODE,
): string {
  return deal.deal_code?.trim() || fallback;
}

/**
 * The month and year of 'Use by {month year}' (short month and year, e.g. 'Mar 2026'), read in
 * `settings.timeZone` (pass EduProvider's `locale` and `timeZone`, as the card does, so the card and the share
 * preview name the same month; default UTC, so a server and a browser agree); '' for a missing or unreadable date.
 */
export function formatUseByDate(value: string | number | Date | null | undefined, settings: DateSettings = {}): string {
  return formatDate(value, 'monthYear', settings) ?? '';
}
