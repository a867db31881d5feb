export { CommentSection } from './CommentSection';
export type { CommentSectionProps } from './CommentSection';
export { CommentItem } from './CommentItem';
export type { CommentItemProps } from './CommentItem';
export { CommentComposer } from './CommentComposer';
export type { CommentComposerProps } from './CommentComposer';
