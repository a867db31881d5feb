import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('with no host time zone', () => {
    const runtimeZone = process.env.TZ;
    afterEach(() => {
      if (runtimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = runtimeZone;
    });

    /** The Use-by text a fresh runtime in `zone` renders (a server in one zone, a browser in another). */
    async function useByIn(zone: string, value: string) {
      process.env.TZ = zone;
      vi.resetModules();
      const fresh = await import('./deal');
      return fresh.formatUseByDate(value);
    }

    it.each(['2026-03-31T23:30:00Z', '2026-04-01T00:30:00Z', '2025-12-31T23:30:00Z'])(
      'reads %s as the same month on a server and in a browser in other zones',
      async (value) => {
        const texts = [await useByIn('America/Los_Angeles', value), await useByIn('Asia/Tokyo', value), await useByIn('UTC', value)];
        expect(new Set(texts).size).toBe(1);
        expect(texts[0]).toBe(formatUseByDate(value, { timeZone: 'UTC' }));
      },
    );
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
