export { CreatePostButton } from './CreatePostButton';
export type { CreatePostButtonProps } from './CreatePostButton';
