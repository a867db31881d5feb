export { LocationsWantedSection } from './LocationsWantedSection';
export type { LocationsWantedSectionProps } from './LocationsWantedSection';
