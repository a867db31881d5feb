export { ResumeSection } from './ResumeSection';
export type { ResumeSectionProps } from './ResumeSection';
