import { keptFormatters } from '../i18n/keptFormatters';
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

function formatAmount(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, currency, amount % 1 === 0 ? 0 : 2).format(amount);
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
