import { MONTHS, pad } from '../DateText/englishNames';

/** RelativeTime's default title pattern (DateText's tokens). */
export const DEFAULT_TITLE_FORMAT = 'd MMM yyyy, HH:mm';

/**
 * `formatPattern(date, DEFAULT_TITLE_FORMAT)` in English, without the general formatter: the title of every
 * post's time, so a card need not carry the pattern parser (the test compares both over many dates).
 */
export function defaultTitle(date: Date): string {
  const year = date.getFullYear();
  // Year 0 is 1 BC, as in date-fns.
  return `${date.getDate()} ${MONTHS[date.getMonth()]!.slice(0, 3)} ${pad(year > 0 ? year : 1 - year, 4)}, ${pad(date.getHours(), 2)}:${pad(date.getMinutes(), 2)}`;
}
