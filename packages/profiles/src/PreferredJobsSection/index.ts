export { PreferredJobsSection, validatePreferredJob } from './PreferredJobsSection';
export type { PreferredJobsSectionProps } from './PreferredJobsSection';
