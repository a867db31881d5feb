import { useEffect } from 'react';
import type { Id } from '@edupassport/api-client';
import { CommentSection } from '../CommentSection/CommentSection';
import { useComments } from '../hooks/useComments';

export interface PostCommentsProps {
  /** The comment section's id (the comments toggle's aria-controls). */
  id: string;
  postId: Id;
  postAuthorId: Id;
  /** Whether the comments toggle is open: loads while open, and keeps what was loaded while closed. */
  open: boolean;
  /** Told how many comments and replies the viewer added (less those deleted), so the toggle adds them to the post's count. */
  onAddedChange: (added: number) => void;
}

/**
 * The comments of a card, loaded on demand with their list, composer and state (PostActions imports this
 * module only when the comments are first opened). Stays mounted once opened, so closing and reopening
 * keeps the loaded comments, as before.
 */
export function PostComments({ id, postId, postAuthorId, open, onAddedChange }: PostCommentsProps) {
  const comments = useComments(postId, { enabled: open });
  const { added } = comments;
  useEffect(() => {
    onAddedChange(added);
  }, [added, onAddedChange]);
  return open ? <CommentSection id={id} postId={postId} postAuthorId={postAuthorId} comments={comments} /> : null;
}
