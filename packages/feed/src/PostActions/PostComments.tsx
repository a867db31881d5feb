import type { Id } from '@edupassport/api-client';
import { onDemand } from '@edupassport/ui';
import { CommentsSkeleton } from '../CommentSection/CommentsSkeleton';
import { useComments } from '../hooks/useComments';

export interface PostCommentsProps {
  /** The comment section's id (the comments toggle's aria-controls). */
  id: string;
  postId: Id;
  postAuthorId: Id;
  /** Whether the comments toggle is open: loads while open, and keeps what was loaded while closed. */
  open: boolean;
}

// No card shows its comments on the first view: the section's code (comment box, items, their strings) downloads
// with the first opening, while the comments themselves load; the skeleton holds the toggle's aria-controls id.
const CommentSection = onDemand(() => import('../CommentSection/CommentSection').then((m) => m.CommentSection), {
  fallback: ({ id }: { id?: string | undefined }) => (
    <div id={id}>
      <CommentsSkeleton />
    </div>
  ),
});

/**
 * The comments of a card: mounted when first opened (their reads start then), and kept mounted after, so closing
 * and reopening keeps the loaded comments.
 */
export function PostComments({ id, postId, postAuthorId, open }: PostCommentsProps) {
  // A new comment or a delete changes the post's count in the cache: the toggle reads it from the post.
  const comments = useComments(postId, { enabled: open });
  return open ? <CommentSection id={id} postId={postId} postAuthorId={postAuthorId} comments={comments} /> : null;
}
