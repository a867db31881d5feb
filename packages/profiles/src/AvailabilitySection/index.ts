export { AvailabilitySection } from './AvailabilitySection';
export type { AvailabilitySectionProps } from './AvailabilitySection';
