export { FavoritePosts } from './FavoritePosts';
export type { FavoritePostsProps } from './FavoritePosts';
