/** The job report dialog. */
export const jobReportMessages = {
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
};

export type JobReportMessages = typeof jobReportMessages;
