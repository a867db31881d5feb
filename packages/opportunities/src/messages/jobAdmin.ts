/** The admin's job delete; admin-kit's AdminDeleteJobButton shows its own copies of these. */
export const jobAdminMessages = {
  adminRequired: 'Admin privileges required to delete jobs',
  jobDeleted: 'Job deleted successfully',
  jobDeleteFailed: 'Failed to delete job. Please try again.',
  jobDeleteAction: 'Delete Job',
};

export type JobAdminMessages = typeof jobAdminMessages;
