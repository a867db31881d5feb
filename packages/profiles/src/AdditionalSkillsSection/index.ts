export { AdditionalSkillsSection } from './AdditionalSkillsSection';
export type { AdditionalSkillsSectionProps } from './AdditionalSkillsSection';
