import { eventMessages, type EventMessages } from '../messages/events';

export type EventStatus = 'published' | 'draft' | 'pending' | 'expired';

/**
 * The owner's status label: published 'Published'; draft and pending 'Approval Pending'; expired 'Expired';
 * anything else as is. `messages` default the package's own; a card passes the host's overrides.
 */
export function getEventStatusLabel(
  status: string,
  messages: Pick<EventMessages, 'eventStatusPublished' | 'eventStatusPending' | 'eventStatusExpired'> = eventMessages,
): string {
  switch (status) {
    case 'published':
      return messages.eventStatusPublished;
    case 'draft':
    case 'pending':
      return messages.eventStatusPending;
    case 'expired':
      return messages.eventStatusExpired;
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

/** The owner's main action: boost a published event (disabled once boosted), edit anything else; labels from `messages` (default the package's own). */
export function getEventOwnerAction(
  status: string,
  boosted: boolean,
  messages: Pick<EventMessages, 'eventBoost' | 'eventBoosted' | 'eventEditListing'> = eventMessages,
): EventOwnerAction {
  if (status !== 'published') return { label: messages.eventEditListing, action: 'edit', disabled: false };
  return boosted
    ? { label: messages.eventBoosted, action: 'boost', disabled: true }
    : { label: messages.eventBoost, action: 'boost', disabled: false };
}
