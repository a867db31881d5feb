export { DealList } from './DealList';
export type { DealListProps } from './DealList';
