import { forwardRef, useEffect, useState, type HTMLAttributes, type Ref } from 'react';
import type { Locale } from 'date-fns';
import { useEdu, useMessages } from '../EduProvider/context';
import { preloadable } from '../utils/lazyComponent';
import { defaultTitle, DEFAULT_TITLE_FORMAT } from './defaultTitle';
import { toDate, type DateInput } from '../DateText/toDate';
import { displayMessages } from '../messages/display';
import { formatRelative } from './formatRelative';

export interface RelativeTimeProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The moment: a Date, an ISO string or epoch milliseconds; required. */
  value: DateInput;
  /** How often the text refreshes, in milliseconds; default 60000; 0 never refreshes. */
  updateIntervalMs?: number;
  /** The pattern of the `title` tooltip with the full date, with DateText's `format` tokens; default `d MMM yyyy, HH:mm`. Another pattern, or a `locale`, loads the general formatter on first use (the title then follows). */
  titleFormat?: string;
  /** A date-fns locale; default English (en-US). */
  locale?: Locale;
  /** Shown instead of a missing or invalid date; default the `noDate` message (—). */
  fallback?: string;
}

// The general pattern formatter, for titles other than the default English one: most pages never need it.
const patternFormatter = preloadable(() => import('../DateText/formatPattern'));

/** The title's full date: at once for the default pattern, else once the general formatter is here. */
function useFullDate(date: Date | null, pattern: string, locale: Locale | undefined): string | undefined {
  const general = pattern !== DEFAULT_TITLE_FORMAT || locale !== undefined;
  const formatter = patternFormatter.loaded();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!general || formatter) return undefined;
    let live = true;
    patternFormatter.load().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [general, formatter]);
  if (!date) return undefined;
  if (!general) return defaultTitle(date);
  return formatter?.formatPattern(date, pattern, locale);
}

/**
 * '3 hours ago', measured against the injected clock (`EduProvider clock`) so stories and tests can
 * freeze time, in a `<time dateTime title>` with the full date. Refreshes on an interval in the browser only.
 */
export const RelativeTime = forwardRef<HTMLElement, RelativeTimeProps>(function RelativeTime(
  { value, updateIntervalMs = 60_000, titleFormat = DEFAULT_TITLE_FORMAT, locale, fallback, title, ...rest },
  ref,
) {
  const { clock } = useEdu();
  const messages = useMessages('ui', displayMessages);
  // Only a counter that forces a re-render: the time itself is always read from the clock.
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!updateIntervalMs || updateIntervalMs <= 0) return undefined;
    const id = setInterval(() => setTick((tick) => tick + 1), updateIntervalMs);
    return () => clearInterval(id);
  }, [updateIntervalMs]);

  const date = toDate(value);
  const fullDate = useFullDate(date, titleFormat, locale);
  const text = date ? formatRelative(date, clock.now(), { locale, justNow: messages.justNow }) : null;
  if (!date || !text) {
    return (
      <span ref={ref} data-invalid="" title={title} {...rest}>
        {fallback ?? messages.noDate}
      </span>
    );
  }
  return (
    <time
      // The same forwarded ref serves the fallback span: both are HTMLElements.
      ref={ref as Ref<HTMLTimeElement>}
      dateTime={date.toISOString()}
      title={title ?? fullDate}
      // The server's clock and the browser's differ by the time the page takes to arrive.
      suppressHydrationWarning
      {...rest}
    >
      {text}
    </time>
  );
});
