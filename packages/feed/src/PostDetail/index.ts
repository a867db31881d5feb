export { PostDetail } from './PostDetail';
export type { PostDetailProps } from './PostDetail';
