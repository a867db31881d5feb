import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Comment, Id } from '@edupassport/api-client';
import { ErrorState, LazyDeleteConfirmDialog, useMessages } from '@edupassport/ui';
import { useComments, type UseCommentsResult } from '../hooks/useComments';
import { actionMessages } from '../messages/actions';
import { commentMessages } from '../messages/comments';
import { PostReportDialog } from '../onDemandDialogs';
import { tokens } from '../PostActions/theme';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { CommentsSkeleton } from './CommentsSkeleton';
import { feedCatalogs } from '../messages/catalogs';

export interface CommentSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The post whose comments show; required. */
  postId: Id;
  /** The post's author, who may delete any comment on it; default none. */
  postAuthorId?: Id | undefined;
  /** The comments' state when the owner already holds it (PostActions does, for its count); default loaded here by `useComments(postId)`. */
  comments?: UseCommentsResult | undefined;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
  font-family: ${tokens.font.body};
  color: ${tokens.color.text};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
`;

const Empty = styled.p`
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

/**
 * A post's comments: the comment box (send disabled while blank), then the comments newest first with
 * their replies nested to depth 3; loading skeletons, an error with a retry, and an empty line. Deleting
 * asks for confirmation; reporting opens the report dialog for the comment. Shows `data-state`
 * (`idle` | `loading` | `ready` | `error`).
 */
export const CommentSection = forwardRef<HTMLElement, CommentSectionProps>(function CommentSection(props, ref) {
  const { postId, postAuthorId, comments: external, ...rest } = props;
  const m = { ...useMessages('feed', actionMessages, feedCatalogs.loaders), ...useMessages('feed', commentMessages, feedCatalogs.loaders) };
  const own = useComments(postId, { enabled: external === undefined });
  const state = external ?? own;
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const [reporting, setReporting] = useState<Comment | null>(null);

  const handlers = {
    postAuthorId,
    onReply: state.reply,
    onReact: (commentId: Id, reaction: string | null) => void state.react(commentId, reaction),
    onRequestDelete: setDeleting,
    onRequestReport: setReporting,
  };

  return (
    <Root ref={ref} aria-label={m.comments} data-state={state.status} {...rest}>
      <CommentComposer
        label={m.commentLabel}
        placeholder={m.commentPlaceholder}
        submitLabel={m.sendComment}
        onSend={state.addComment}
      />
      {state.status === 'loading' || state.status === 'idle' ? (
        <CommentsSkeleton />
      ) : state.status === 'error' ? (
        <ErrorState title={m.loadCommentsFailed} error={state.error} onRetry={state.reload} />
      ) : state.comments.length === 0 ? (
        <Empty>{m.noComments}</Empty>
      ) : (
        <List>
          {state.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} {...handlers} />
          ))}
        </List>
      )}
      {deleting !== null ? (
        <LazyDeleteConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={m.deleteCommentTitle}
          description={m.deleteCommentText}
          onConfirm={() => state.remove(deleting.id)}
        />
      ) : null}
      {reporting !== null ? (
        <PostReportDialog
          open
          onOpenChange={(open) => {
            if (!open) setReporting(null);
          }}
          postId={postId}
          commentId={reporting.id}
        />
      ) : null}
    </Root>
  );
});
