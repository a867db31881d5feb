/** Strings of the delete confirmation (the spec defaults). */
export const deleteMessages = {
  deleteTitle: 'Delete Job',
  deleteText: 'Are you sure you want to delete this job? This action cannot be undone.',
  deleteConfirm: 'Delete',
  deleteBusy: 'Deleting...',
};
