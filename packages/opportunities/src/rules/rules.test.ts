import { describe, expect, it } from 'vitest';
import { eventMessages } from '../messages/events';
import { getEventOwnerAction, getEventStatusLabel } from './eventRules';
import { DAY_MS, HOUR_MS, freshnessBandLabel, getFreshnessBand, getFreshnessLabel, nextFreshnessChange } from './freshness';

describe('event rules', () => {
  it.each([
    ['published', 'Published'],
    ['draft', 'Approval Pending'],
    ['pending', 'Approval Pending'],
    ['expired', 'Expired'],
    ['archived', 'archived'],
    ['cancelled', 'cancelled'],
  ])('labels status %s as %s', (status, label) => {
    expect(getEventStatusLabel(status)).toBe(label);
  });

  it("reads the labels from the messages it is given (the host's overrides)", () => {
    const messages = { ...eventMessages, eventStatusPublished: 'Live', eventStatusPending: 'Awaiting approval', eventBoost: 'Promote', eventEditListing: 'Edit event' };
    expect(getEventStatusLabel('published', messages)).toBe('Live');
    expect(getEventStatusLabel('draft', messages)).toBe('Awaiting approval');
    expect(getEventStatusLabel('cancelled', messages)).toBe('cancelled');
    expect(getEventOwnerAction('published', false, messages).label).toBe('Promote');
    expect(getEventOwnerAction('expired', false, messages).label).toBe('Edit event');
  });

  it('offers boost, a disabled boosted state, or edit', () => {
    expect(getEventOwnerAction('published', false)).toEqual({ label: 'Boost this Event', action: 'boost', disabled: false });
    expect(getEventOwnerAction('published', true)).toEqual({ label: 'Event Boosted', action: 'boost', disabled: true });
    expect(getEventOwnerAction('draft', false)).toEqual({ label: 'Edit Listing', action: 'edit', disabled: false });
  });

  it.each(['draft', 'pending', 'expired', 'cancelled'])('offers Edit Listing for a %s event, boosted or not', (status) => {
    expect(getEventOwnerAction(status, true)).toEqual({ label: 'Edit Listing', action: 'edit', disabled: false });
    expect(getEventOwnerAction(status, false)).toEqual({ label: 'Edit Listing', action: 'edit', disabled: false });
  });
});

describe('job freshness', () => {
  const now = new Date(Date.UTC(2026, 10, 20, 12));
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it.each([
    ['a future deadline (10 days ahead)', -10 * DAY_MS, 'New'],
    ['a deadline one millisecond ahead', -1, 'New'],
    ['exactly now', 0, 'New'],
    ['just under 24 hours', DAY_MS - 1, 'New'],
    ['at 24 hours', DAY_MS, 'Fresh'],
    ['just under 3 days', 3 * DAY_MS - 1, 'Fresh'],
    ['at 3 days', 3 * DAY_MS, 'Fresh'],
    ['just past 3 days', 3 * DAY_MS + 1, '1 Week'],
    ['just under 7 days', 7 * DAY_MS - 1, '1 Week'],
    ['at 7 days', 7 * DAY_MS, '1 Week'],
    ['just past 7 days', 7 * DAY_MS + 1, '1 Month'],
    ['just under 30 days', 30 * DAY_MS - 1, '1 Month'],
    ['at 30 days', 30 * DAY_MS, '1 Month'],
    ['just past 30 days', 30 * DAY_MS + 1, 'Expiring Soon'],
    ['a year old', 365 * DAY_MS, 'Expiring Soon'],
  ])('%s reads %s', (_, age, label) => {
    expect(getFreshnessLabel(ago(age as number), now)).toBe(label);
  });

  it('accepts a Date, epoch milliseconds or a string, and now as a Date or a number', () => {
    const deadline = now.getTime() - 2 * DAY_MS;
    expect(getFreshnessLabel(new Date(deadline), now)).toBe('Fresh');
    expect(getFreshnessLabel(deadline, now.getTime())).toBe('Fresh');
    expect(getFreshnessBand(new Date(deadline).toISOString(), now)).toBe('fresh');
  });

  it('defaults now to the current time', () => {
    expect(getFreshnessLabel(new Date(Date.now() - 5 * DAY_MS))).toBe('1 Week');
  });

  it.each([['not a date'], [''], [null], [undefined]])('treats %j as New', (value) => {
    expect(getFreshnessLabel(value, now)).toBe('New');
    expect(nextFreshnessChange(value, now)).toBeNull();
  });

  it('knows when the band changes next', () => {
    const deadline = now.getTime() - 2 * HOUR_MS;
    expect(nextFreshnessChange(deadline, now)).toBe(deadline + DAY_MS);
    expect(nextFreshnessChange(deadline, deadline + DAY_MS)).toBe(deadline + 3 * DAY_MS + 1);
    expect(getFreshnessBand(deadline, deadline + 3 * DAY_MS + 1)).toBe('week');
    expect(nextFreshnessChange(deadline, deadline + 29 * DAY_MS)).toBe(deadline + 30 * DAY_MS + 1);
    expect(nextFreshnessChange(deadline, deadline + 31 * DAY_MS)).toBeNull();
  });

  it('labels a band from overridden messages', () => {
    expect(freshnessBandLabel('expiring', { freshnessNew: 'Neu', freshnessFresh: 'Frisch', freshnessWeek: '1 Woche', freshnessMonth: '1 Monat', freshnessExpiring: 'Läuft bald ab' })).toBe('Läuft bald ab');
  });
});
