/** Strings of the overlay primitives (Dialog, StepDialog, Menu, Popover, Tooltip, Toast). */
export const overlayMessages = {
  close: 'Close',
  back: 'Back',
  continue: 'Continue',
  cancel: 'Cancel',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  save: 'Save',
  saving: 'Saving',
  submitFailed: 'Something went wrong. Please try again.',
};
