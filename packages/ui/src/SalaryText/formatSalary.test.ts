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
});
