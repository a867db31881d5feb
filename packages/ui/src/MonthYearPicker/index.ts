export { MonthYearPicker, compareMonthYear, defaultMonthName } from './MonthYearPicker';
export type { MonthYearPickerProps, MonthYear } from './MonthYearPicker';
