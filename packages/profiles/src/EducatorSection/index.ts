export { EducatorSection } from './EducatorSection';
export type { EducatorSectionProps } from './EducatorSection';
