export { Truncate } from './Truncate';
export type { TruncateProps } from './Truncate';
export { truncateText } from './truncateText';
