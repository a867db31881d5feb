/** Strings of the form fields, comboboxes included. */
export const fieldMessages = {
  required: 'This field is required',
  characterCount: (count: number, max: number) => `${count}/${max}`,
  selectPlaceholder: 'Select…',
  month: 'Month',
  year: 'Year',
  /** Announced (politely) when a counted text field comes near its limit. */
  charactersLeft: (left: number) => (left === 1 ? '1 character left' : `${left} characters left`),
  /** Announced (politely) when a counted text field goes over its limit. */
  charactersOver: (over: number) => (over === 1 ? '1 character over the limit' : `${over} characters over the limit`),
  /** Accessible name of a number field's + button; `label` is the field's label when it is plain text. */
  increaseValue: (label?: string) => (label ? `Increase ${label}` : 'Increase'),
  /** Accessible name of a number field's − button. */
  decreaseValue: (label?: string) => (label ? `Decrease ${label}` : 'Decrease'),
  /** A combobox's empty list (skills, locations). */
  noMatches: 'No matches',
  /** Accessible name of a combobox's list toggle. */
  showOptions: 'Show options',
};
