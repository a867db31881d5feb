import { describe, expect, it } from 'vitest';
import { formatPattern } from '../DateText/formatPattern';
import { defaultTitle, DEFAULT_TITLE_FORMAT } from './defaultTitle';

describe('defaultTitle', () => {
  it('says what formatPattern says for the default pattern, over every month, hour and edge year', () => {
    const dates: Date[] = [];
    for (let month = 0; month < 12; month += 1) {
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [9, 9, 5],
        [28, 13, 30],
        [31, 23, 59],
      ] as const) {
        dates.push(new Date(2026, month, day, hour, minute));
      }
    }
    const early = new Date(2026, 0, 1);
    early.setFullYear(7);
    const bc = new Date(2026, 5, 15, 8, 0);
    bc.setFullYear(0);
    dates.push(early, bc, new Date(9999, 11, 31, 23, 59));
    for (const date of dates) expect(defaultTitle(date)).toBe(formatPattern(date, DEFAULT_TITLE_FORMAT));
    expect(defaultTitle(new Date(2025, 8, 18, 9, 0))).toBe('18 Sep 2025, 09:00');
  });
});
