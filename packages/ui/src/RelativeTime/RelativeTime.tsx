import { forwardRef, useEffect, useState, type HTMLAttributes, type Ref } from 'react';
import { useEdu, useMessages } from '../EduProvider/context';
import { toDate, type DateInput } from '../DateText/toDate';
import { displayMessages } from '../messages/display';
import { formatDate, formatRelative, type DateFormat } from '../dates/formatDate';
import { uiCatalogs } from '../messages/catalogs';

export interface RelativeTimeProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The moment: a Date, an ISO string or epoch milliseconds; required. */
  value: DateInput;
  /** How often the text refreshes, in milliseconds; default 60000; 0 never refreshes. */
  updateIntervalMs?: number | undefined;
  /** The named format of the `title` tooltip with the full date; default `dateTime` (14 Mar 2025, 09:30). */
  titleFormat?: DateFormat | undefined;
  /** A BCP 47 locale; default the EduProvider's (the kit's English). */
  locale?: string | undefined;
  /** An IANA time zone for the title; default the EduProvider's (the runtime's own). */
  timeZone?: string | undefined;
  /** Shown instead of a missing or invalid date; default the `noDate` message (—). */
  fallback?: string | undefined;
}

/**
 * '3 hours ago', measured against the injected clock (`EduProvider clock`) so stories and tests can
 * freeze time, in a `<time dateTime title>` with the full date. Refreshes on an interval in the browser only.
 */
export const RelativeTime = forwardRef<HTMLElement, RelativeTimeProps>(function RelativeTime(
  { value, updateIntervalMs = 60_000, titleFormat = 'dateTime', locale, timeZone, fallback, title, ...rest },
  ref,
) {
  const edu = useEdu();
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  // Only a counter that forces a re-render: the time itself is always read from the clock.
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!updateIntervalMs || updateIntervalMs <= 0) return undefined;
    const id = setInterval(() => setTick((tick) => tick + 1), updateIntervalMs);
    return () => clearInterval(id);
  }, [updateIntervalMs]);

  const date = toDate(value);
  const settings = { locale: locale ?? edu.locale, timeZone: timeZone ?? edu.timeZone };
  const text = date ? formatRelative(date, edu.clock.now(), { locale: settings.locale, justNow: messages.justNow }) : null;
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
      title={title ?? formatDate(date, titleFormat, settings) ?? undefined}
      // The server's clock and the browser's differ by the time the page takes to arrive.
      suppressHydrationWarning
      {...rest}
    >
      {text}
    </time>
  );
});
