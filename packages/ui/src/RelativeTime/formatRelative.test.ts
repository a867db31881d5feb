import { describe, expect, it } from 'vitest';
import { formatRelative } from './formatRelative';

const now = new Date('2025-03-14T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelative', () => {
  it('says how long ago a past moment was, rounding down to the whole unit', () => {
    expect(formatRelative(ago(3 * HOUR), now)).toBe('3 hours ago');
    expect(formatRelative(ago(3 * HOUR + 59 * MINUTE), now)).toBe('3 hours ago');
    expect(formatRelative(ago(MINUTE), now)).toBe('1 minute ago');
    expect(formatRelative(ago(2 * DAY), now)).toBe('2 days ago');
    expect(formatRelative(ago(400 * DAY), now)).toBe('1 year ago');
  });

  it('says how far ahead a future moment is', () => {
    expect(formatRelative(new Date(now.getTime() + 5 * DAY), now)).toBe('in 5 days');
  });

  it('reads anything under a minute either way as just now, or the given words', () => {
    expect(formatRelative(ago(59_000), now)).toBe('just now');
    expect(formatRelative(new Date(now.getTime() + 30_000), now)).toBe('just now');
    expect(formatRelative(now, now, { justNow: 'gerade eben' })).toBe('gerade eben');
  });

  it('accepts ISO strings and epoch milliseconds for both arguments', () => {
    expect(formatRelative('2025-03-14T10:00:00Z', now.getTime())).toBe('2 hours ago');
    expect(formatRelative(now.getTime() - 45 * MINUTE, '2025-03-14T12:00:00Z')).toBe('45 minutes ago');
  });

  it('returns null for a missing or invalid date instead of a wrong text', () => {
    expect(formatRelative('not a date', now)).toBeNull();
    expect(formatRelative(null, now)).toBeNull();
    expect(formatRelative(undefined, now)).toBeNull();
    expect(formatRelative(ago(HOUR), 'garbage')).toBeNull();
  });
});
