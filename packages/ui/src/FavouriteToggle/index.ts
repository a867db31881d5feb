export { FavouriteToggle } from './FavouriteToggle';
export type { FavouriteToggleProps } from './FavouriteToggle';
