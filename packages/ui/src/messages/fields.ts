/** Strings of the form fields. */
export const fieldMessages = {
  required: 'This field is required',
  characterCount: (count: number, max: number) => `${count}/${max}`,
  selectPlaceholder: 'Select…',
  month: 'Month',
  year: 'Year',
};
