import { forwardRef, useRef, useState, type LiHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Comment, Id } from '@edupassport/api-client';
import {
  Avatar,
  Button,
  COMMENT_REACTION_OPTIONS,
  IconButton,
  Menu,
  MenuItem,
  MoreIcon,
  ReactionPicker,
  RelativeTime,
  useEdu,
  useMessages,
} from '@edupassport/ui';
import { MAX_REPLY_DEPTH } from '../constants';
import { viewerReaction } from '../hooks/applyReaction';
import { commentMessages } from '../messages/comments';
import { dialogMessages } from '../messages/dialogs';
import { ReactionsSummary } from '../PostActions/ReactionsSummary';
import { tokens } from '../PostActions/theme';
import { useLoginGate } from '../PostActions/useLoginGate';
import { CommentComposer } from './CommentComposer';
import { feedCatalogs } from '../messages/catalogs';

export interface CommentItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> {
  /** The comment or reply, with its depth (0 to 3) and replies; required. */
  comment: Comment;
  /** The post's author, who may delete any comment on the post; default none. */
  postAuthorId?: Id | undefined;
  /** Sends a reply to this comment (or one of its replies); rejects to keep the text. Required. */
  onReply: (commentId: Id, text: string) => Promise<unknown>;
  /** Sets the viewer's reaction on a comment (null removes it); required. */
  onReact: (commentId: Id, reaction: string | null) => void;
  /** Asks to delete a comment (the section confirms first); required. */
  onRequestDelete: (comment: Comment) => void;
  /** Asks to report a comment (the section opens the report dialog); required. */
  onRequestReport: (comment: Comment) => void;
}

const Item = styled.li`
  list-style: none;
  display: grid;
  /* minmax(0, …): the text column may shrink below its longest word, which then wraps (a long name or link). */
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${tokens.space['200']};
  row-gap: ${tokens.space['100']};
`;

const Bubble = styled.div`
  min-width: 0;
  padding: ${tokens.space['200']} ${tokens.space['300']};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color['surface-muted']};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.space['200']};
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color['text-muted']};
`;

const Name = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${tokens.color.text};
  font-weight: ${tokens.font['weight-bold']};
`;

const Text = styled.p`
  margin: ${tokens.space['100']} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const InReplyTo = styled.p`
  margin: ${tokens.space['100']} 0 0;
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color['text-muted']};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  grid-column: 2;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['100']};
`;

const Nested = styled.div`
  grid-column: 2;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
`;

const Replies = styled.ul`
  margin: 0;
  padding: 0;
  padding-inline-start: ${tokens.space['100']};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
`;

/**
 * One comment or reply: author, time, text, its reactions and the comment reaction picker, Reply
 * (only below depth 3), and a menu with Report and, for its author or the post's author, Delete.
 * Its replies nest inside; under a depth-3 reply, every deeper one in one flat list, each saying whom it answers. Shows `data-state` (`idle` | `replying`), `data-depth` and `data-own`.
 */
export const CommentItem = forwardRef<HTMLLIElement, CommentItemProps>(function CommentItemRender(props, ref) {
  const { comment, postAuthorId, onReply, onReact, onRequestDelete, onRequestReport, ...rest } = props;
  const m = { ...useMessages('feed', commentMessages, feedCatalogs.loaders), cancel: useMessages('feed', dialogMessages, feedCatalogs.loaders).cancel };
  const { session } = useEdu();
  const gate = useLoginGate();
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  // Closing the reply box (sent or cancelled) puts focus back on Reply, not on the page.
  const closeReply = () => {
    setReplying(false);
    replyButton.current?.focus();
  };
  const userId = session.user?.id;
  const own = userId !== undefined && String(userId) === String(comment.user.id);
  const canDelete =
    own || (userId !== undefined && postAuthorId !== undefined && String(userId) === String(postAuthorId));
  const canReply = comment.depth < MAX_REPLY_DEPTH;
  const current = viewerReaction(comment.reactions, userId);
  const name = comment.user.full_name;

  return (
    <Item
      ref={ref}
      data-state={replying ? 'replying' : 'idle'}
      data-depth={comment.depth}
      data-own={own ? '' : undefined}
      {...rest}
    >
      <Avatar src={comment.user.profile_picture} name={name} size={comment.depth === 0 ? 'sm' : 'xs'} decorative />
      <Bubble>
        <Meta>
          <Name dir="auto">{name}</Name>
          {comment.created_at ? <RelativeTime value={comment.created_at} /> : null}
        </Meta>
        {/* A reply from past depth 3, shown flattened: whom it answers, since its place no longer says. */}
        {comment.in_reply_to ? <InReplyTo>{m.replyingTo(comment.in_reply_to)}</InReplyTo> : null}
        <Text dir="auto">{comment.comment_text}</Text>
      </Bubble>
      <Actions>
        <ReactionPicker
          reactions={COMMENT_REACTION_OPTIONS}
          value={current}
          label={m.reactToComment}
          menuLabel={m.commentReactions}
          placement="bottom"
          onClick={gate.onClick}
          onKeyDown={gate.onKeyDown}
          onReact={(emoji) => onReact(comment.id, emoji === current ? null : emoji)}
        />
        {canReply ? (
          <Button
            variant="ghost"
            size="sm"
            ref={replyButton}
            aria-expanded={replying}
            onClick={() => {
              if (replying || gate.guard()) setReplying((open) => !open);
            }}
          >
            {m.reply}
          </Button>
        ) : null}
        <Menu align="end" trigger={<IconButton aria-label={m.commentActions(name)} icon={<MoreIcon />} size="sm" />}>
          {own ? null : (
            <MenuItem
              onSelect={() => {
                if (gate.guard()) onRequestReport(comment);
              }}
            >
              {m.reportComment}
            </MenuItem>
          )}
          {canDelete ? (
            <MenuItem destructive onSelect={() => onRequestDelete(comment)}>
              {m.deleteComment}
            </MenuItem>
          ) : null}
        </Menu>
        {comment.reactions.length > 0 ? (
          <ReactionsSummary reactions={comment.reactions} options={COMMENT_REACTION_OPTIONS} />
        ) : null}
      </Actions>
      {replying || comment.replies.length > 0 ? (
        <Nested>
          {replying ? (
            <CommentComposer
              label={m.replyLabel(name)}
              placeholder={m.replyPlaceholder}
              submitLabel={m.sendReply}
              cancelLabel={m.cancel}
              focusOnMount
              onCancel={closeReply}
              onSend={async (text) => {
                await onReply(comment.id, text);
                closeReply();
              }}
            />
          ) : null}
          {comment.replies.length > 0 ? (
            <Replies aria-label={m.replies(comment.replies.length)}>
              {comment.replies.map((reply) => (
                <CommentItem
                  key={reply.id}
                  comment={reply}
                  postAuthorId={postAuthorId}
                  onReply={onReply}
                  onReact={onReact}
                  onRequestDelete={onRequestDelete}
                  onRequestReport={onRequestReport}
                />
              ))}
            </Replies>
          ) : null}
        </Nested>
      ) : null}
    </Item>
  );
});
