import { opportunitiesMessages as m } from '../messages';

export type FreshnessBand = 'new' | 'fresh' | 'week' | 'month' | 'expiring';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The job freshness band from the age of the application deadline value (now minus the date):
 * negative or under 24 hours New; up to 3 days Fresh; up to 7 days 1 Week; up to 30 days 1 Month; older Expiring Soon.
 * An unreadable date counts as New, the least alarming reading.
 */
export function getFreshnessBand(deadline: string | number | Date, now: number = Date.now()): FreshnessBand {
  const time = deadline instanceof Date ? deadline.getTime() : new Date(deadline).getTime();
  if (Number.isNaN(time)) return 'new';
  const age = now - time;
  if (age < DAY) return 'new';
  if (age <= 3 * DAY) return 'fresh';
  if (age <= 7 * DAY) return 'week';
  if (age <= 30 * DAY) return 'month';
  return 'expiring';
}

const labels: Record<FreshnessBand, string> = {
  new: m.freshnessNew,
  fresh: m.freshnessFresh,
  week: m.freshnessWeek,
  month: m.freshnessMonth,
  expiring: m.freshnessExpiring,
};

/** The badge text of a band, word for word from the spec. */
export function getFreshnessLabel(band: FreshnessBand): string {
  return labels[band];
}
