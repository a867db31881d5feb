export { WorkExperienceSection } from './WorkExperienceSection';
export type { WorkExperienceSectionProps } from './WorkExperienceSection';
export { WorkExperienceWizard } from './WorkExperienceWizard';
export type { WorkExperienceWizardProps } from './WorkExperienceWizard';
export { WorkExperienceCard } from './WorkExperienceCard';
export type { WorkExperienceCardProps } from './WorkExperienceCard';
