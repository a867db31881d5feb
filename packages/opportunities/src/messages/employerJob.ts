/** The employer's job card: its menu, badges and applicants. */
export const employerJobMessages = {
  jobEdit: 'Edit',
  jobPublish: 'Publish',
  jobDelete: 'Delete',
  jobViewCandidates: (count: number) => `View candidates (${count})`,
  jobPostJob: 'Post Job',
  /** Chosen: the menu's accessible name, the counts and the posting type badges. */
  jobMenu: (title: string) => `Actions for ${title}`,
  jobApplicants: (count: number) => (count === 1 ? '1 applicant' : `${count} applicants`),
  jobUnreadInbox: (count: number) => (count === 1 ? '1 unread inbox notification' : `${count} unread inbox notifications`),
  jobStatusDraft: 'Draft',
  jobStatusTemplate: 'Template',
};

export type EmployerJobMessages = typeof employerJobMessages;
