export { RelativeTime } from './RelativeTime';
export type { RelativeTimeProps } from './RelativeTime';
export { formatRelative } from './formatRelative';
export type { FormatRelativeOptions } from './formatRelative';
