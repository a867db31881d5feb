export { YearPicker, yearOptions, DEFAULT_MIN_YEAR, DEFAULT_MAX_YEAR } from './YearPicker';
export type { YearPickerProps } from './YearPicker';
