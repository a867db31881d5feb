import { freshnessMessages, type FreshnessMessages } from '../messages/freshness';

export type FreshnessBand = 'new' | 'fresh' | 'week' | 'month' | 'expiring';
export type FreshnessLabel = 'New' | 'Fresh' | '1 Week' | '1 Month' | 'Expiring Soon';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The upper edge (inclusive, in ms of age) of each band but the last; New ends just before 24 hours. */
const BAND_EDGES: ReadonlyArray<readonly [FreshnessBand, number]> = [
  ['fresh', 3 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['month', 30 * DAY_MS],
];

type DateLike = string | number | Date | null | undefined;

function timeOf(value: DateLike): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * The job freshness band from the age of the application deadline value (now minus the date), as
 * the spec states: negative or under 24 hours New; up to 3 days Fresh; up to 7 days 1 Week;
 * up to 30 days 1 Month; older Expiring Soon. A missing or unreadable date counts as New, the least
 * alarming reading.
 */
export function getFreshnessBand(deadline: DateLike, now: Date | number = Date.now()): FreshnessBand {
  const time = timeOf(deadline);
  if (Number.isNaN(time)) return 'new';
  const age = timeOf(now) - time;
  if (age < DAY_MS) return 'new';
  for (const [band, edge] of BAND_EDGES) if (age <= edge) return band;
  return 'expiring';
}

/**
 * When the band of this deadline next changes, in epoch ms, or null when it never will again
 * (Expiring Soon, or an unreadable date). A hook waits exactly this long before looking again.
 */
export function nextFreshnessChange(deadline: DateLike, now: Date | number = Date.now()): number | null {
  const time = timeOf(deadline);
  if (Number.isNaN(time)) return null;
  const age = timeOf(now) - time;
  if (age < DAY_MS) return time + DAY_MS;
  for (const [, edge] of BAND_EDGES) if (age <= edge) return time + edge + 1;
  return null;
}

const bandKeys = {
  new: 'freshnessNew',
  fresh: 'freshnessFresh',
  week: 'freshnessWeek',
  month: 'freshnessMonth',
  expiring: 'freshnessExpiring',
} as const satisfies Record<FreshnessBand, keyof FreshnessMessages>;

/** The badge text of a band, from the given messages (default the spec's words). */
export function freshnessBandLabel(band: FreshnessBand, messages: Pick<FreshnessMessages, (typeof bandKeys)[FreshnessBand]> = freshnessMessages): string {
  return messages[bandKeys[band]];
}

/**
 * The freshness badge text of an application deadline: 'New' | 'Fresh' | '1 Week' | '1 Month' |
 * 'Expiring Soon' (see getFreshnessBand for the thresholds).
 */
export function getFreshnessLabel(applicationDeadline: DateLike, now: Date | number = new Date()): FreshnessLabel {
  return freshnessBandLabel(getFreshnessBand(applicationDeadline, now)) as FreshnessLabel;
}
