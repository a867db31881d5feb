import { describe, expect, it } from 'vitest';
import { getEventOwnerAction, getEventStatusLabel } from './eventRules';
import { getFreshnessBand, getFreshnessLabel } from './freshness';

describe('event rules', () => {
  it.each([
    ['published', 'Published'],
    ['draft', 'Approval Pending'],
    ['pending', 'Approval Pending'],
    ['expired', 'Expired'],
    ['archived', 'archived'],
  ])('labels status %s as %s', (status, label) => {
    expect(getEventStatusLabel(status)).toBe(label);
  });

  it('offers boost, a disabled boosted state, or edit', () => {
    expect(getEventOwnerAction('published', false)).toEqual({ label: 'Boost this Event', action: 'boost', disabled: false });
    expect(getEventOwnerAction('published', true)).toEqual({ label: 'Event Boosted', action: 'boost', disabled: true });
    expect(getEventOwnerAction('draft', false)).toEqual({ label: 'Edit Listing', action: 'edit', disabled: false });
  });
});

describe('job freshness', () => {
  const now = Date.UTC(2026, 10, 20, 12);
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

  it.each([
    [-5, 'New'],
    [23, 'New'],
    [24, 'Fresh'],
    [72, 'Fresh'],
    [73, '1 Week'],
    [168, '1 Week'],
    [169, '1 Month'],
    [720, '1 Month'],
    [721, 'Expiring Soon'],
  ])('a deadline %i hours old reads %s', (hours, label) => {
    expect(getFreshnessLabel(getFreshnessBand(hoursAgo(hours), now))).toBe(label);
  });

  it('treats an unreadable date as New', () => {
    expect(getFreshnessBand('not a date', now)).toBe('new');
  });
});
