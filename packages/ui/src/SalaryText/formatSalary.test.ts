import { describe, expect, it } from 'vitest';
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

  it('returns null when there is no salary', () => {
    expect(formatSalary({ salary: null })).toBeNull();
    expect(formatSalary({ salary: '' })).toBeNull();
  });
});
