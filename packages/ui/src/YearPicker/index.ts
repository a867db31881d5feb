export { YearPicker } from './YearPicker';
export { yearOptions, useCurrentYear, DEFAULT_MIN_YEAR } from './years';
export type { YearPickerProps } from './YearPicker';
