export { PostComposer, hasPostComposer } from './PostComposer';
export type { PostComposerProps } from './PostComposer';
