export { WaitingWrites } from './WaitingWrites';
export type { WaitingWritesProps } from './WaitingWrites';
