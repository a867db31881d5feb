/** The event card's strings and the owner's status labels and actions. */
export const eventMessages = {
  eventStatusPublished: 'Published',
  eventStatusPending: 'Approval Pending',
  eventStatusExpired: 'Expired',
  eventBoost: 'Boost this Event',
  eventBoosted: 'Event Boosted',
  eventEditListing: 'Edit Listing',
  eventReserveSpot: 'Reserve Spot',
  eventPreview: 'Preview',
  /** Chosen: accessible names and the delete confirmation of an event. */
  eventShare: (name: string) => `Share ${name}`,
  eventFavourite: (name: string) => `Favourite ${name}`,
  eventDelete: (name: string) => `Delete ${name}`,
  eventDeleteTitle: 'Delete Event',
  eventDeleteText: 'Are you sure you want to delete this event? This action cannot be undone.',
  eventCoverAlt: (name: string) => `Cover image of ${name}`,
  eventDate: 'Date',
  eventFormat: 'Format',
  eventVenue: 'Venue',
  eventCategory: 'Category',
  eventLink: 'Event link',
  eventStatus: 'Status',
  /** A fact's hidden label with its separator, read before the value ("Date: "). */
  eventFactLabel: (label: string) => `${label}: `,
};

export type EventMessages = typeof eventMessages;
