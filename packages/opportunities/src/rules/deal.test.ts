import { describe, expect, it } from 'vitest';
import { dealCodeOf, DEFAULT_DEAL_CODE, formatUseByDate } from './deal';

describe('deal rules', () => {
  it.each([
    ['2026-03-14T09:00:00Z', 'Mar 2026'],
    ['2025-12-31T23:30:00Z', 'Dec 2025'],
    [Date.UTC(2027, 0, 1), 'Jan 2027'],
    [new Date(Date.UTC(2026, 6, 4)), 'Jul 2026'],
  ])('formats %j as %s in UTC', (value, text) => {
    expect(formatUseByDate(value, { timeZone: 'UTC' })).toBe(text);
  });

  it.each([
    ['Pacific/Auckland', '2025-12-31T23:30:00Z', 'Jan 2026'],
    ['America/Los_Angeles', '2026-04-01T03:00:00Z', 'Mar 2026'],
  ])('reads the month in the given zone (%s: %s is %s)', (timeZone, value, text) => {
    expect(formatUseByDate(value, { timeZone })).toBe(text);
  });

  it.each([[null], [undefined], [''], ['soon']])('gives nothing for %j', (value) => {
    expect(formatUseByDate(value)).toBe('');
  });

  it('shows the deal code, else the default promo code', () => {
    expect(dealCodeOf({ deal_code: ' EDU4821 ' })).toBe('EDU4821');
    expect(dealCodeOf({ deal_code: null })).toBe(DEFAULT_DEAL_CODE);
    expect(dealCodeOf({ deal_code: '  ' })).toBe('EDUPASSPORT');
    expect(dealCodeOf({}, 'WELCOME10')).toBe('WELCOME10');
  });
});
