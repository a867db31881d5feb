/** The job, event and deal lists (chosen: the spec shows no list texts). */
export const listMessages = {
  jobListEmpty: 'No jobs to show',
  jobListEmptyText: 'New openings appear here as schools post them.',
  eventListEmpty: 'No events to show',
  eventListEmptyText: 'Upcoming events appear here as they are published.',
  dealListEmpty: 'No deals to show',
  dealListEmptyText: 'New offers for educators appear here.',
  jobListLabel: 'Jobs',
  eventListLabel: 'Events',
  dealListLabel: 'Deals',
  listFailed: 'Could not load this list.',
};

export type ListMessages = typeof listMessages;
