export { EndorsementsSection } from './EndorsementsSection';
export type { EndorsementsSectionProps } from './EndorsementsSection';
export { EndorsementRequestWizard } from './EndorsementRequestWizard';
export type { EndorsementRequestWizardProps } from './EndorsementRequestWizard';
export { EndorsementCard, ENDORSEMENT_TEXT_LIMIT } from './EndorsementCard';
export type { EndorsementCardProps } from './EndorsementCard';
