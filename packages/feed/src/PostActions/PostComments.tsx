import type { Id } from '@edupassport/api-client';
import { CommentSection } from '../CommentSection/CommentSection';
import { useComments } from '../hooks/useComments';

export interface PostCommentsProps {
  postId: Id;
  postAuthorId: Id;
  /** Whether the comments toggle is open: loads while open, and keeps what was loaded while closed. */
  open: boolean;
}

/**
 * The comments of a card: mounted when first opened (their reads start then), and kept mounted after, so closing
 * and reopening keeps the loaded comments.
 */
export function PostComments({ postId, postAuthorId, open }: PostCommentsProps) {
  // A new comment or a delete changes the post's count in the cache: the toggle reads it from the post.
  const comments = useComments(postId, { enabled: open });
  return open ? <CommentSection postId={postId} postAuthorId={postAuthorId} comments={comments} /> : null;
}
