import { forwardRef, type HTMLAttributes, type Ref } from 'react';
import type { Locale } from 'date-fns';
import { useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { formatPattern } from './formatPattern';
import { toDate, type DateInput } from './toDate';

export interface DateTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The date: a Date, an ISO string or epoch milliseconds; required. */
  value: DateInput;
  /**
   * A date-fns-style pattern; default `d MMM yyyy` (14 Mar 2025). Tokens: y yy yyyy M MM MMM MMMM d dd do
   * E EE EEE EEEE H HH h hh m mm s ss a, and 'quoted' literals ('' for a quote); any other letter throws a RangeError.
   */
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
  const messages = useMessages('ui', displayMessages);
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
      {formatPattern(date, format, locale)}
    </time>
  );
});
