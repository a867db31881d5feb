import { forwardRef, useContext, useId, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Post } from '@edupassport/api-client';
import {
  Button,
  CommentIcon,
  EditIcon,
  FavouriteToggle,
  FlagIcon,
  IconButton,
  Menu,
  MenuItem,
  MoreIcon,
  POST_REACTION_OPTIONS,
  ReactionPicker,
  ShareIcon,
  TrashIcon,
  useEdu,
  useMessages,
} from '@edupassport/ui';
import { viewerReaction } from '../hooks/applyReaction';
import { usePrefetchComments } from '../hooks/usePrefetchComments';
import { usePostDelete } from '../hooks/usePostDelete';
import { actionMessages } from '../messages/actions';
import { ReactionsSummary } from './ReactionsSummary';
import { PostActionDialogs, type PostActionDialog } from './PostActionDialogs';
import { OnDemandPostComments, PostCommentsContext } from './onDemandComments';
import { useLoginGate } from './useLoginGate';
import { tokens } from './theme';
import { feedCatalogs } from '../messages/catalogs';

export interface PostActionsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The post the actions act on; required. */
  post: Post;
  /** Whether the viewer marked the post as a favourite; required. */
  favourite: boolean;
  /** Toggles the favourite (the owner of the state, e.g. useFeed, saves it optimistically); required. */
  onToggleFavourite: () => void;
  /** Applies the viewer's reaction (null removes it); the owner of the post state applies it optimistically; required. */
  onReact: (reaction: string | null) => void;
  /** Called once the server accepted the delete (its 2xx answer); required. */
  onDeleted: () => void;
  /** Called with the saved post after an edit (as the server holds it, read back); required. */
  onUpdated: (post: Post) => void;
  /** Called after a share to the viewer's own feed with the new post, or `undefined` when the answer lacks it; default none. */
  onShared?: ((newPost: Post | undefined) => void) | undefined;
  /** Whether the comments start open (the post detail page); default false. */
  defaultCommentsOpen?: boolean | undefined;
  /** Replaces the plain-text edit dialog (e.g. the composer of the post's type); default none (the plain-text dialog). */
  onEdit?: (() => void) | undefined;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['200']};
  font-family: ${tokens.font.body};
  color: ${tokens.color.text};
`;

const SummaryRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['300']};
  min-height: 24px;
`;

const Bar = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space['100']};
  padding-top: ${tokens.space['200']};
  border-top: 1px solid ${tokens.color.border};
`;

/**
 * React, Comments and Share: they wrap among themselves on a narrow card. No gap in the groups: the ghost buttons'
 * own padding spaces them, and the whole row fits a 412 px phone.
 */
const Start = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  flex: 1 1 auto;
  min-width: 0;
`;

/** The heart and "…" keep the row's end on every width, never a line of their own. */
const End = styled.div`
  display: flex;
  align-items: center;
  flex: none;
`;

/** Holds the comments under the toggle's id, with no box of its own: the footer's gap spaces what it holds. */
const CommentsSlot = styled.div`
  display: contents;
`;

type OpenDialog = PostActionDialog | null;

/**
 * The footer of a feed card: the reactions summary, the post reaction picker, the comments toggle
 * (which opens the comment section), Share (to one's own feed, or to social media), favourite, and a
 * menu with Report and, for the author, Edit and Delete. Actions that need a login send an anonymous
 * visitor to the host's `requireLogin()` instead of calling the API.
 * Shows `data-comments` (`open` | `closed`) and `data-owner` for the author.
 */
export const PostActions = forwardRef<HTMLDivElement, PostActionsProps>(function PostActions(props, ref) {
  const {
    post,
    favourite,
    onToggleFavourite,
    onReact,
    onDeleted,
    onUpdated,
    onShared,
    defaultCommentsOpen = false,
    onEdit,
    ...rest
  } = props;
  const m = useMessages('feed', actionMessages, feedCatalogs.loaders);
  const { session, toast } = useEdu();
  const remove = usePostDelete();
  const gate = useLoginGate();
  const prefetchComments = usePrefetchComments();
  const userId = session.user?.id;
  const isOwner = userId !== undefined && String(userId) === String(post.user.id);
  const current = viewerReaction(post.reactions, userId);
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  // Once opened, the comments stay mounted (hidden while closed) so they keep what was loaded.
  const [commentsMounted, setCommentsMounted] = useState(defaultCommentsOpen);
  // The post's own count (which also counts comments the list cannot show): a comment, reply or delete updates it
  // in every cache that holds the post.
  const commentCount = Math.max(0, post.comments);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const commentsId = useId();
  const PostComments = useContext(PostCommentsContext) ?? OnDemandPostComments;

  // The client confirms the delete itself, as best effort: the post is gone once the DELETE succeeded. A rejection
  // keeps the confirmation open with its message (when the card is still there: in a list it leaves at once).
  const confirmDelete = async () => {
    await remove.mutateAsync({ postId: post.id });
    toast.show({ kind: 'success', title: m.postDeleted });
    onDeleted();
  };

  return (
    <Root ref={ref} data-comments={commentsOpen ? 'open' : 'closed'} data-owner={isOwner ? '' : undefined} {...rest}>
      <SummaryRow>
        <ReactionsSummary reactions={post.reactions} />
      </SummaryRow>
      <Bar role="group" aria-label={m.postActions}>
        <Start>
          <ReactionPicker
            reactions={POST_REACTION_OPTIONS}
            value={current}
            label={m.reactToPost}
            menuLabel={m.postReactions}
            onClick={gate.onClick}
            onKeyDown={gate.onKeyDown}
            onReact={(emoji) => onReact(emoji === current ? null : emoji)}
          />
          <Button
            variant="ghost"
            size="sm"
            startIcon={<CommentIcon />}
            aria-expanded={commentsOpen}
            aria-controls={commentsOpen ? commentsId : undefined}
            onClick={() => {
              // The first opening also downloads the section's code: its read goes out beside that download.
              if (!commentsMounted) prefetchComments(post.id);
              setCommentsMounted(true);
              setCommentsOpen((open) => !open);
            }}
          >
            {m.commentsCount(commentCount)}
          </Button>
          <Menu
            trigger={
              <Button
                variant="ghost"
                size="sm"
                startIcon={<ShareIcon />}
                onClick={gate.onClick}
                onKeyDown={gate.onKeyDown}
              >
                {m.share}
              </Button>
            }
          >
            <MenuItem onSelect={() => setDialog('shareToFeed')}>{m.shareToFeed}</MenuItem>
            <MenuItem onSelect={() => setDialog('shareSocial')}>{m.shareToSocial}</MenuItem>
          </Menu>
        </Start>
        <End>
          <FavouriteToggle
            pressed={favourite}
            requiresLogin
            label={m.favouritePost}
            size="sm"
            onToggle={() => onToggleFavourite()}
          />
          <Menu align="end" trigger={<IconButton aria-label={m.moreActions} icon={<MoreIcon />} size="sm" />}>
            {isOwner ? (
              <>
                <MenuItem icon={<EditIcon />} onSelect={() => (onEdit ? onEdit() : setDialog('edit'))}>
                  {m.editPost}
                </MenuItem>
                <MenuItem icon={<TrashIcon />} destructive onSelect={() => setDialog('delete')}>
                  {m.deletePost}
                </MenuItem>
              </>
            ) : (
              <MenuItem
                icon={<FlagIcon />}
                onSelect={() => {
                  if (gate.guard()) setDialog('report');
                }}
              >
                {m.reportPost}
              </MenuItem>
            )}
          </Menu>
        </End>
      </Bar>
      {commentsMounted ? (
        // The toggle controls this slot, whatever it holds: the section, its skeleton while the code downloads, or
        // the download's Try again.
        <CommentsSlot id={commentsId}>
          <PostComments postId={post.id} postAuthorId={post.user.id} open={commentsOpen} />
        </CommentsSlot>
      ) : null}
      {dialog ? (
        <PostActionDialogs
          dialog={dialog}
          post={post}
          isOwner={isOwner}
          onClose={() => setDialog(null)}
          onShared={onShared}
          onUpdated={onUpdated}
          onConfirmDelete={confirmDelete}
        />
      ) : null}
    </Root>
  );
});
