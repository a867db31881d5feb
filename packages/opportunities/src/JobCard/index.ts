export { JobCard, ExternalJobCard } from './JobCard';
export type { JobCardProps } from './JobCard';
