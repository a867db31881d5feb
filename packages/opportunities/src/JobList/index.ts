export { JobList } from './JobList';
export type { JobListProps } from './JobList';
