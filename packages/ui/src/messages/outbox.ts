/**
 * Strings of the waiting-changes status (none in the spec): toggles a person made offline, kept until the kit runs
 * online again when the host persists writes (`EduProvider persistWrites`).
 */
export const outboxMessages = {
  /** The status control's name. */
  changesStatus: 'Changes waiting',
  changesWaiting: (count: number) => (count === 1 ? '1 change is waiting to be sent.' : `${count} changes are waiting to be sent.`),
  changesSending: 'Sending your changes…',
  changesSent: (count: number) => (count === 1 ? 'Your change that waited was sent.' : `Your ${count} changes that waited were sent.`),
  changesFailed: (count: number) => (count === 1 ? '1 change could not be sent.' : `${count} changes could not be sent.`),
  undoChanges: 'Undo changes',
};
