export { YearPicker, yearOptions, useCurrentYear, DEFAULT_MIN_YEAR } from './YearPicker';
export type { YearPickerProps } from './YearPicker';
