export { EventCard } from './EventCard';
export type { EventCardProps, EventCardMode } from './EventCard';
