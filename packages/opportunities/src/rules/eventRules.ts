import { eventMessages as m } from '../messages/events';

export type EventStatus = 'published' | 'draft' | 'pending' | 'expired';

/** The owner's status label: published 'Published'; draft and pending 'Approval Pending'; expired 'Expired'; anything else as is. */
export function getEventStatusLabel(status: string): string {
  switch (status) {
    case 'published':
      return m.eventStatusPublished;
    case 'draft':
    case 'pending':
      return m.eventStatusPending;
    case 'expired':
      return m.eventStatusExpired;
    default:
      return status;
  }
}

export interface EventOwnerAction {
  label: string;
  /** Which action the button performs. */
  action: 'boost' | 'edit';
  disabled: boolean;
}

/** The owner's main action: boost a published event (disabled once boosted), edit anything else. */
export function getEventOwnerAction(status: string, boosted: boolean): EventOwnerAction {
  if (status !== 'published') return { label: m.eventEditListing, action: 'edit', disabled: false };
  return boosted
    ? { label: m.eventBoosted, action: 'boost', disabled: true }
    : { label: m.eventBoost, action: 'boost', disabled: false };
}
