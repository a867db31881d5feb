import { formatDistanceStrict, type Locale } from 'date-fns';
import { displayMessages } from '../messages/display';
import { toDate, type DateInput } from '../DateText/toDate';

export interface FormatRelativeOptions {
  /** A date-fns locale; default English (en-US). */
  locale?: Locale;
  /** What to say for less than a minute either way; default the `justNow` message ('just now'). */
  justNow?: string;
}

/**
 * How long ago (or how far ahead) `value` is from `now`: '3 hours ago', 'in 2 days', 'just now'.
 * Returns null for a missing or invalid date, so callers choose their own fallback.
 */
export function formatRelative(value: DateInput, now: DateInput, options: FormatRelativeOptions = {}): string | null {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return null;
  // Seconds tick by faster than the display refreshes: under a minute reads as 'just now'.
  if (Math.abs(date.getTime() - reference.getTime()) < 60_000) return options.justNow ?? displayMessages.justNow;
  return formatDistanceStrict(date, reference, {
    addSuffix: true,
    roundingMethod: 'floor',
    ...(options.locale ? { locale: options.locale } : {}),
  });
}
