import { englishGrouping, keptFormatters } from '../i18n/keptFormatters';
import { labelOf } from '../i18n/valueLabels';

export interface SalaryInput {
  /** A number, a numeric string ('45000', '45,000'), or a range ('40000-50000'). */
  salary: number | string | null | undefined;
  /** ISO 4217 code; default USD. An unknown code falls back to the code written before the amount. */
  currency?: string | null | undefined;
  /** The pay period as the server sends it ('yearly', 'monthly', 'hourly', 'Per Annum', …). */
  salaryType?: string | null | undefined;
  /** BCP 47 locale for the number format; default 'en-US'. */
  locale?: string | undefined;
  /** The period words in the reader's language, by the kit's word ('year' → 'an'); default the English words. */
  periodLabels?: Readonly<Record<string, string>> | undefined;
}

const periods: Array<[RegExp, string]> = [
  [/^(hour|hourly|per hour|\/hr|hr)$/i, 'hour'],
  [/^(day|daily|per day)$/i, 'day'],
  [/^(week|weekly|per week)$/i, 'week'],
  [/^(month|monthly|per month|pm)$/i, 'month'],
  [/^(year|yearly|annual|annually|per annum|per year|pa)$/i, 'year'],
];

/** The period word after the slash: known spellings normalised, anything else shown as sent. */
export function salaryPeriod(salaryType: string | null | undefined): string | null {
  const value = salaryType?.trim();
  if (!value) return null;
  for (const [pattern, word] of periods) if (pattern.test(value)) return word;
  return value;
}

function toNumber(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '').replace(/[^\d.]/g, '');
  if (!cleaned) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

// One per locale, currency and number of decimals (a jobs page shows dozens of salaries).
const numberFormats = keptFormatters<Intl.NumberFormat>();

function numberFormat(locale: string, currency: string | null, fraction: 0 | 2): Intl.NumberFormat {
  return numberFormats(`${locale}|${currency ?? ''}|${fraction}`, () =>
    currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: fraction })
      : new Intl.NumberFormat(locale, { maximumFractionDigits: fraction }),
  );
}

// The kit's English (en-US) money without Intl: the first Intl object a page makes starts ICU (about 40 ms on a
// desktop, 400 ms at 8x CPU, inside a jobs page's hydration). The currencies schools pay in, as en-US writes them:
// a symbol before the amount, else the code and a no-break space. Any other code goes through Intl.
const SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$', EUR: '€', GBP: '£', CAD: 'CA$', AUD: 'A$', NZD: 'NZ$', HKD: 'HK$', MXN: 'MX$', BRL: 'R$', CNY: 'CN¥',
  INR: '₹', PHP: '₱', JPY: '¥', KRW: '₩', VND: '₫',
};
const CODES = new Set(
  'AED SAR QAR KWD BHD OMR EGP JOD LBP MAD TND DZD CHF SGD THB MYR ZAR TRY NGN KES ARS PEN COP CLP PKR IDR'.split(' '),
);
// No minor unit: a fraction shows only its digits that are not zero ('¥1,234.5').
const WHOLE_UNITS = new Set(['JPY', 'KRW', 'VND', 'LBP', 'COP', 'CLP', 'PKR', 'IDR']);

/** `amount` as en-US writes it in `currency` with at most `fraction` decimals (rounded half away from zero), or null. */
function englishAmount(amount: number, currency: string, fraction: 0 | 2): string | null {
  const prefix = SYMBOLS[currency] ?? (CODES.has(currency) ? `${currency}\u00a0` : null);
  const shortest = String(Math.abs(amount));
  if (prefix === null || shortest.includes('e')) return null;
  // Rounds the shortest decimal that reads back as `amount`, as Intl does ('1.005' is 1.01, not toFixed's 1.00).
  const [whole = '', decimals = ''] = shortest.split('.');
  const kept = BigInt(whole + decimals.slice(0, fraction).padEnd(fraction, '0')) + ((decimals[fraction] ?? '0') >= '5' ? 1n : 0n);
  const digits = String(kept).padStart(fraction + 1, '0');
  let text = englishGrouping(digits.slice(0, digits.length - fraction));
  let cents = digits.slice(digits.length - fraction);
  if (WHOLE_UNITS.has(currency)) cents = cents.replace(/0+$/, '');
  if (cents) text += `.${cents}`;
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${prefix}${text}`;
}

function formatAmount(amount: number, currency: string, locale: string): string {
  const fraction = amount % 1 === 0 ? 0 : 2;
  const english = locale === 'en-US' ? englishAmount(amount, currency, fraction) : null;
  if (english !== null) return english;
  try {
    return numberFormat(locale, currency, fraction).format(amount);
  } catch {
    // An unknown currency code: the number with the code in front, as people write it.
    return `${currency} ${numberFormat(locale, null, 2).format(amount)}`;
  }
}

/**
 * Formats a salary as '$45,000 / year', a range as '$40,000 – $50,000 / month', with the currency
 * (default USD) through Intl.NumberFormat. Unreadable amounts are shown as sent; nothing → null.
 */
export function formatSalary({ salary, currency, salaryType, locale = 'en-US', periodLabels }: SalaryInput): string | null {
  if (salary === null || salary === undefined || salary === '') return null;
  const code = (currency?.trim() || 'USD').toUpperCase();
  const sent = salaryPeriod(salaryType);
  // A period the kit does not know (the server's own word) shows as sent.
  const period = sent && periodLabels ? labelOf(periodLabels, sent) : sent;
  let text: string;
  if (typeof salary === 'number') {
    text = Number.isFinite(salary) ? formatAmount(salary, code, locale) : String(salary);
  } else {
    const parts = salary.split(/\s*(?:-|–|to)\s*/i).filter(Boolean);
    const numbers = parts.map(toNumber);
    if (parts.length === 2 && numbers.every((n) => n !== null)) {
      text = `${formatAmount(numbers[0] as number, code, locale)} – ${formatAmount(numbers[1] as number, code, locale)}`;
    } else if (parts.length === 1 && numbers[0] !== null) {
      text = formatAmount(numbers[0] as number, code, locale);
    } else {
      text = salary.trim();
    }
  }
  return period ? `${text} / ${period}` : text;
}
