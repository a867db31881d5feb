/** Strings of the admin's Delete Job button: the spec's, word for word. */
export const adminDeleteMessages = {
  adminRequired: 'Admin privileges required to delete jobs',
  jobDeleted: 'Job deleted successfully',
  jobDeleteFailed: 'Failed to delete job. Please try again.',
  deleteJob: 'Delete Job',
  deleteJobNamedLabel: (jobTitle: string) => `Delete Job: ${jobTitle}`,
};
