import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countIntl } from '../../../../test-support/countIntl';
import { formatSalary } from './formatSalary';

describe('formatSalary', () => {
  it.each([
    [{ salary: 45000, salaryType: 'yearly' }, '$45,000 / year'],
    [{ salary: '45,000', currency: 'EUR', salaryType: 'monthly' }, '€45,000 / month'],
    [{ salary: '40000-50000', currency: 'GBP', salaryType: 'Per Annum' }, '£40,000 – £50,000 / year'],
    [{ salary: 25.5, salaryType: 'hourly' }, '$25.50 / hour'],
    [{ salary: 3000, currency: 'aed' }, 'AED 3,000'],
    [{ salary: 3000, currency: 'XYZ1' }, 'XYZ1 3,000'],
    [{ salary: 'Negotiable', salaryType: 'per term' }, 'Negotiable / per term'],
  ])('formats %j as %s', (input, expected) => {
    expect(formatSalary(input)?.replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it("writes the amount in the locale's currency style and digits", () => {
    const amount = (currency: string, locale: string) => formatSalary({ salary: 45000, currency, locale })?.replace(/[\u00a0\u202f]/g, ' ');
    expect(amount('MXN', 'es-MX')).toBe('$45,000');
    expect(amount('USD', 'es-MX')).toBe('USD 45,000');
    expect(amount('EUR', 'fr')).toBe('45 000 €');
    expect(amount('SAR', 'ar-SA')).toBe('\u200f٤٥٬٠٠٠ ر.س.\u200f');
    expect(amount('AED', 'ar-AE')).toBe('\u200f45,000 د.إ.\u200f');
  });

  it('returns null when there is no salary', () => {
    expect(formatSalary({ salary: null })).toBeNull();
    expect(formatSalary({ salary: '' })).toBeNull();
  });

  it('makes one number formatter per locale, currency and decimals, however many salaries a page shows', () => {
    const numberFormat = countIntl('NumberFormat');
    try {
      const texts = Array.from({ length: 30 }, (_, index) =>
        formatSalary({ salary: `${40000 + index * 1000}-${50000 + index * 1000}`, currency: 'NZD', salaryType: 'yearly', locale: 'en-NZ' }),
      );
      expect(texts[0]?.replace(/\u00a0/g, ' ')).toBe('$40,000 – $50,000 / year');
      expect(numberFormat.made).toBe(1);
      expect(formatSalary({ salary: 12.5, currency: 'NZD', locale: 'en-NZ' })).toBe('$12.50');
      expect(numberFormat.made).toBe(2);
    } finally {
      numberFormat.restore();
    }
  });

  describe('in the kit English (en-US), without Intl', () => {
    const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'HKD', 'MXN', 'BRL', 'CNY', 'INR', 'PHP', 'JPY', 'KRW', 'VND',
      'AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP', 'JOD', 'LBP', 'MAD', 'TND', 'DZD', 'CHF', 'SGD', 'THB', 'MYR', 'ZAR',
      'TRY', 'NGN', 'KES', 'ARS', 'PEN', 'COP', 'CLP', 'PKR', 'IDR'];
    // Whole amounts, cents, halves that round (1.005, 2.675), and doubles of every size below 1e21.
    const amounts = fc.oneof(
      fc.integer({ min: -10_000_000, max: 10_000_000 }),
      fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((cents) => cents / 100),
      fc.integer({ min: 0, max: 100_000_000 }).map((n) => (n * 10 + 5) / 1000),
      fc.double({ min: -1e20, max: 1e20, noNaN: true }),
    );
    const intl = (amount: number, currency: string) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: amount % 1 === 0 ? 0 : 2 }).format(amount);

    it("writes every amount as Intl's en-US does, in each currency it knows", () => {
      fc.assert(
        fc.property(amounts, fc.constantFrom(...CURRENCIES), (amount, currency) => {
          expect(formatSalary({ salary: amount, currency })).toBe(intl(amount, currency));
        }),
        { numRuns: 5_000 },
      );
      for (const [amount, currency] of [[1.005, 'USD'], [2.675, 'GBP'], [9.995, 'AED'], [-0.004, 'EUR'], [-0, 'USD'], [1234.5, 'JPY'], [0.1, 'KRW'], [1e-7, 'USD'], [1e21, 'USD']] as const) {
        expect(formatSalary({ salary: amount, currency })).toBe(intl(amount, currency));
      }
    });

    it('makes no number formatter for the kit English, and goes through Intl for another currency or locale', () => {
      const isk = intl(3000, 'ISK');
      const numberFormat = countIntl('NumberFormat');
      try {
        expect(formatSalary({ salary: '40000-50000', currency: 'USD', salaryType: 'yearly' })).toBe('$40,000 – $50,000 / year');
        expect(formatSalary({ salary: 3000.5, currency: 'qar' })).toBe('QAR\u00a03,000.50');
        expect(numberFormat.made).toBe(0);
        expect(formatSalary({ salary: 3000, currency: 'ISK' })).toBe(isk);
        expect(formatSalary({ salary: 3000, currency: 'USD', locale: 'en-GB' })).toBe('US$3,000');
        expect(numberFormat.made).toBe(2);
      } finally {
        numberFormat.restore();
      }
    });
  });
});
