import { describe, expect, it } from 'vitest';
import { toDate } from './toDate';

describe('toDate', () => {
  it('reads the shapes the API sends', () => {
    expect(toDate('2025-03-14')?.getTime()).toBe(new Date(2025, 2, 14).getTime());
    expect(toDate('2025-03-14 08:15:00')?.getTime()).toBe(new Date(2025, 2, 14, 8, 15).getTime());
    expect(toDate('2025-03-14T08:15:00Z')?.getTime()).toBe(Date.UTC(2025, 2, 14, 8, 15));
    expect(toDate('2025-03-14T08:15:00+02:00')?.getTime()).toBe(Date.UTC(2025, 2, 14, 6, 15));
  });

  it('takes epoch numbers and Dates, and rejects what is not a date', () => {
    expect(toDate(0)?.getTime()).toBe(0);
    expect(toDate(new Date(5))?.getTime()).toBe(5);
    expect(toDate(new Date('nope'))).toBeNull();
    expect(toDate('31/31/2025')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate(null)).toBeNull();
  });
});
