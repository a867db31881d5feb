export { RelativeTime } from './RelativeTime';
export type { RelativeTimeProps } from './RelativeTime';
export { formatRelative } from '../dates/formatDate';
export type { FormatRelativeOptions } from '../dates/formatDate';
