/**
 * Every user-visible string of the opportunities package. Spec strings are word for word; the rest
 * (marked "chosen") fill places where the spec says "not shown" and are listed in the README.
 * Override any key with `<EduProvider messages={{ opportunities: { … } }}>`.
 */
export const opportunitiesMessages = {
  // Events (spec 01 §2, §4)
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

  // Job freshness (spec 01 §4, §9)
  freshnessNew: 'New',
  freshnessFresh: 'Fresh',
  freshnessWeek: '1 Week',
  freshnessMonth: '1 Month',
  freshnessExpiring: 'Expiring Soon',

  // Job cards (spec 01 §2, §6, §8)
  adminRequired: 'Admin privileges required to delete jobs',
  jobDeleted: 'Job deleted successfully',
  jobDeleteFailed: 'Failed to delete job. Please try again.',
  jobDeleteAction: 'Delete Job',
  jobReport: 'Report',
  jobEdit: 'Edit',
  jobPublish: 'Publish',
  jobDelete: 'Delete',
  jobViewCandidates: (count: number) => `View candidates (${count})`,
  jobPostJob: 'Post Job',
  /** Chosen: the card's labels and accessible names. */
  jobFavourite: (title: string) => `Favourite ${title}`,
  jobShare: (title: string) => `Share ${title}`,
  jobReportAria: (title: string) => `Report ${title}`,
  jobMenu: (title: string) => `Actions for ${title}`,
  jobCompanyLogo: (company: string) => `${company} logo`,
  jobExperience: (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `${min} ${min === 1 ? 'year' : 'years'} experience`
        : `${min}–${max} years experience`
      : min !== undefined && min > 0
        ? `${min}+ years experience`
        : max !== undefined
          ? `Up to ${max} years experience`
          : '',
  jobPosted: 'Posted',
  jobDeadline: 'Apply by',
  jobApplicants: (count: number) => (count === 1 ? '1 applicant' : `${count} applicants`),
  jobUnreadInbox: (count: number) => (count === 1 ? '1 unread inbox notification' : `${count} unread inbox notifications`),
  jobStatusDraft: 'Draft',
  jobStatusTemplate: 'Template',

  // Job report (spec 01 §4, §5, §8)
  jobReportFailed: 'Failed to submit report. Please try again.',
  jobReportNoReason: 'Please select at least one reason for reporting',
  jobReportNoDetails: 'Please provide details about the issue',
  jobReasonSpam: 'Spam or scam',
  /** Chosen: the other reasons' labels, the dialog's texts and its success view. */
  jobReasonMisleading: 'Misleading',
  jobReasonInappropriate: 'Inappropriate',
  jobReasonDiscrimination: 'Discrimination',
  jobReasonOther: 'Other',
  jobReportTitle: 'Report Job',
  jobReportDescription: (title: string) => `Tell us what is wrong with “${title}”.`,
  jobReportReasons: 'Reasons',
  jobReportDetails: 'Details',
  jobReportDetailsHint: 'What did you notice? Our moderators read every report.',
  jobReportSubmit: 'Submit Report',
  jobReportSubmitting: 'Submitting...',
  jobReportCancel: 'Cancel',
  jobReportSuccessTitle: 'Report submitted',
  jobReportSuccessText: 'Thank you. We will review this job and let you know the outcome in your notifications.',
  jobReportGoToInbox: 'View notifications',
  jobReportDone: 'Done',

  // Deals (spec 02 §2, §8, §9)
  dealUseBy: (monthYear: string) => `Use by ${monthYear}`,
  dealViewDeal: 'View Deal',
  dealDescription: 'Description and Instruction',
  dealYourCode: 'Your Code',
  dealCopyCode: 'Copy Code',
  dealCodeCopied: 'Code copied to clipboard!',
  dealCodeCopyFailed: 'Failed to copy code',
  /** Chosen: the default promo code of a deal without one, and labels. */
  dealDefaultCode: 'EDUPASSPORT',
  dealShare: 'Share',
  dealShareAria: (name: string) => `Share ${name}`,
  dealFavourite: (name: string) => `Favourite ${name}`,
  dealPhotoAlt: (name: string) => `Picture of ${name}`,

  // Lists (chosen)
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

export type OpportunitiesMessages = typeof opportunitiesMessages;
