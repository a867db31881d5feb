import { forwardRef, type HTMLAttributes, type Ref } from 'react';
import { useEdu, useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { formatDate, type DateFormat } from '../dates/formatDate';
import { toDate, type DateInput } from './toDate';
import { uiCatalogs } from '../messages/catalogs';

export interface DateTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The date: a Date, an ISO string or epoch milliseconds; required. A date without a time ('2025-03-14') is that calendar day in every zone. */
  value: DateInput;
  /** A named format: `date` (14 Mar 2025), `dateTime`, `weekdayDate`, `weekdayDateTime`, `longDate`, `monthYear`...; default `date`. */
  format?: DateFormat | undefined;
  /** A BCP 47 locale; default the EduProvider's (the kit's English). */
  locale?: string | undefined;
  /** An IANA time zone; default the EduProvider's (the runtime's own). */
  timeZone?: string | undefined;
  /** Shown instead of a missing or invalid date; default the `noDate` message (—). */
  fallback?: string | undefined;
}

/**
 * A formatted date in a `<time dateTime>` element. A missing or unparseable value renders the
 * fallback in a `<span data-invalid>`, never 'Invalid Date'.
 */
export const DateText = forwardRef<HTMLElement, DateTextProps>(function DateText(
  { value, format = 'date', locale, timeZone, fallback, ...rest },
  ref,
) {
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const edu = useEdu();
  const date = toDate(value);
  const text = formatDate(value, format, { locale: locale ?? edu.locale, timeZone: timeZone ?? edu.timeZone });
  if (!date || !text) {
    return (
      <span ref={ref} data-invalid="" {...rest}>
        {fallback ?? messages.noDate}
      </span>
    );
  }
  // The forwarded ref also serves the fallback span, hence HTMLElement.
  return (
    <time ref={ref as Ref<HTMLTimeElement>} dateTime={date.toISOString()} {...rest}>
      {text}
    </time>
  );
});
