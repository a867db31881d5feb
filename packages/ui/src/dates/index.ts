export { formatDate, formatRelative } from './formatDate';
export type { DateFormat, DateSettings, FormatRelativeOptions } from './formatDate';
