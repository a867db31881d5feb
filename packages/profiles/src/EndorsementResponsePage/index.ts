export { EndorsementResponsePage } from './EndorsementResponsePage';
export type { EndorsementResponsePageProps } from './EndorsementResponsePage';
export { StarRating } from './StarRating';
export type { StarRatingProps } from './StarRating';
