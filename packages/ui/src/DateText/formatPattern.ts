import type { Day, Locale, Month } from 'date-fns';
import { DAYS, MONTHS, pad } from './englishNames';

// date-fns's own tokenizer, so that literals, quotes and token boundaries split exactly as in its `format`.
const TOKENS = /[yYQqMLwIdDecihHKkms]o|(\w)\1*|''|'(''|[^'])+('|$)|./g;
const SUPPORTED = /^(?:yy?|yyyy|M{1,4}|dd?|do|E{1,4}|HH?|hh?|mm?|ss?|a)$/;

/** The pattern tokens `formatPattern` understands, for error messages and docs. */
export const SUPPORTED_FORMAT_TOKENS = 'y yy yyyy M MM MMM MMMM d dd do E EE EEE EEEE H HH h hh m mm s ss a';


type Width = 'abbreviated' | 'wide';

interface Names {
  month(month: number, width: Width): string;
  day(day: number, width: Width): string;
  dayPeriod(period: 'am' | 'pm'): string;
  ordinal(day: number): string;
}

const english: Names = {
  month: (month, width) => (width === 'wide' ? MONTHS[month]! : MONTHS[month]!.slice(0, 3)),
  day: (day, width) => (width === 'wide' ? DAYS[day]! : DAYS[day]!.slice(0, 3)),
  dayPeriod: (period) => period.toUpperCase(),
  // date-fns's en-US rule: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st.
  ordinal: (n) => {
    const rem100 = n % 100;
    const suffix = rem100 > 20 || rem100 < 10 ? ['th', 'st', 'nd', 'rd'][rem100 % 10] : undefined;
    return n + (suffix ?? 'th');
  },
};

// The same localize calls, with the same options, that date-fns's `format` makes.
function localeNames({ localize }: Locale): Names {
  return {
    month: (month, width) => localize.month(month as Month, { width, context: 'formatting' }),
    day: (day, width) => localize.day(day as Day, { width, context: 'formatting' }),
    dayPeriod: (period) => localize.dayPeriod(period, { width: 'abbreviated', context: 'formatting' }),
    ordinal: (n) => localize.ordinalNumber(n, { unit: 'date' }),
  };
}

function formatToken(date: Date, token: string, names: Names): string {
  const letter = token[0];
  const hours = date.getHours();
  switch (letter) {
    case 'y': {
      const signed = date.getFullYear();
      // Year 0 is 1 BC, as in date-fns.
      const year = signed > 0 ? signed : 1 - signed;
      return token === 'yy' ? pad(year % 100, 2) : pad(year, token.length);
    }
    case 'M':
      return token.length > 2
        ? names.month(date.getMonth(), token.length === 4 ? 'wide' : 'abbreviated')
        : pad(date.getMonth() + 1, token.length);
    case 'd':
      return token === 'do' ? names.ordinal(date.getDate()) : pad(date.getDate(), token.length);
    case 'E':
      return names.day(date.getDay(), token.length === 4 ? 'wide' : 'abbreviated');
    case 'a':
      return names.dayPeriod(hours >= 12 ? 'pm' : 'am');
    case 'H':
      return pad(hours, token.length);
    case 'h':
      return pad(hours % 12 || 12, token.length);
    case 'm':
      return pad(date.getMinutes(), token.length);
    default:
      return pad(date.getSeconds(), token.length);
  }
}

/**
 * `date` in a date-fns-style pattern, with output identical to date-fns's `format` for the tokens in
 * SUPPORTED_FORMAT_TOKENS and quoted literals ('at', '' for a quote). English (en-US) names unless a
 * date-fns `locale` is given. Any other pattern letter throws a RangeError naming it, as date-fns does
 * for letters it does not know; an invalid date throws 'Invalid time value'.
 */
export function formatPattern(date: Date, pattern: string, locale?: Locale): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  let parts = (pattern.match(TOKENS) ?? []).map((part) => {
    if (part === "''") return { isToken: false, value: "'" };
    if (part[0] === "'") return { isToken: false, value: part.replace(/^'|'$/g, '').replace(/''/g, "'") };
    if (SUPPORTED.test(part)) return { isToken: true, value: part };
    if (/[a-z]/i.test(part[0]!)) {
      throw new RangeError(`Format string contains the unsupported token \`${part}\` (supported: ${SUPPORTED_FORMAT_TOKENS})`);
    }
    return { isToken: false, value: part };
  });
  // French turns 'do' into 'd' next to a long month name ('1er août' but '29 août').
  if (locale?.localize.preprocessor) parts = locale.localize.preprocessor(date, parts);
  const names = locale ? localeNames(locale) : english;
  return parts.map((part) => (part.isToken ? formatToken(date, part.value, names) : part.value)).join('');
}
