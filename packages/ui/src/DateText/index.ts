export { DateText } from './DateText';
export type { DateTextProps } from './DateText';
export { toDate } from './toDate';
export type { DateInput } from './toDate';
