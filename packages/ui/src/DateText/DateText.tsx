import { forwardRef, type HTMLAttributes, type Ref } from 'react';
import { format as formatDate, type Locale } from 'date-fns';
import { useUiMessages } from '../messages/useUiMessages';
import { toDate, type DateInput } from './toDate';

export interface DateTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The date: a Date, an ISO string or epoch milliseconds; required. */
  value: DateInput;
  /** A date-fns format pattern; default `d MMM yyyy` (14 Mar 2025). */
  format?: string;
  /** A date-fns locale for month and day names; default English (en-US). */
  locale?: Locale;
  /** Shown instead of a missing or invalid date; default the `noDate` message (—). */
  fallback?: string;
}

/**
 * A formatted date in a `<time dateTime>` element. A missing or unparseable value renders the
 * fallback in a `<span data-invalid>`, never 'Invalid Date'.
 */
export const DateText = forwardRef<HTMLElement, DateTextProps>(function DateText(
  { value, format = 'd MMM yyyy', locale, fallback, ...rest },
  ref,
) {
  const messages = useUiMessages();
  const date = toDate(value);
  if (!date) {
    return (
      <span ref={ref} data-invalid="" {...rest}>
        {fallback ?? messages.noDate}
      </span>
    );
  }
  // The forwarded ref also serves the fallback span, hence HTMLElement.
  return (
    <time ref={ref as Ref<HTMLTimeElement>} dateTime={date.toISOString()} {...rest}>
      {formatDate(date, format, locale ? { locale } : undefined)}
    </time>
  );
});
