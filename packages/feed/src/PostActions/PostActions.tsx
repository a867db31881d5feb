import { forwardRef, useState, type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import type { Post } from '@edupassport/api-client';
import {
  Button,
  CommentIcon,
  FavouriteToggle,
  ReactionPicker,
  POST_REACTION_OPTIONS,
  useEdu,
  useMessages,
  useRequireLogin,
} from '@edupassport/ui';
import { viewerReaction } from '../hooks/applyReaction';
import { feedMessages } from '../messages';
import { ReactionsSummary } from './ReactionsSummary';
import { t } from './theme';

export interface PostActionsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The post the actions act on; required. */
  post: Post;
  /** Whether the viewer marked the post as a favourite; required. */
  favourite: boolean;
  /** Toggles the favourite (the owner of the state, e.g. useFeed, saves it optimistically); required. */
  onToggleFavourite: () => void;
  /** Applies the viewer's reaction (null removes it); the owner of the post state applies it optimistically; required. */
  onReact: (reaction: string | null) => void;
  /** Called after the post was deleted and the delete confirmed; required. */
  onDeleted: () => void;
  /** Called with the saved post after an edit; required. */
  onUpdated: (post: Post) => void;
  /** Called with the new post after a share to the viewer's own feed; default none. */
  onShared?: (newPost: Post) => void;
  /** Whether the comments start open (the post detail page); default false. */
  defaultCommentsOpen?: boolean;
  /** Replaces the plain-text edit dialog (e.g. the composer of the post's type); default none (the plain-text dialog). */
  onEdit?: () => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => t(p).space['200']};
  font-family: ${(p) => t(p).font.body};
  color: ${(p) => t(p).color.text};
`;

const SummaryRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => t(p).space['300']};
  min-height: 24px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => t(p).space['100']};
  padding-top: ${(p) => t(p).space['200']};
  border-top: 1px solid ${(p) => t(p).color.border};
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

/**
 * The footer of a feed card: the reactions summary, the post reaction picker, the comments toggle,
 * share, report, favourite and, for the author, edit and delete. Actions that need a login send an
 * anonymous visitor to the host's `requireLogin()` instead of calling the API.
 * Shows `data-comments` (`open` | `closed`) and `data-owner` for the author.
 */
export const PostActions = forwardRef<HTMLDivElement, PostActionsProps>(function PostActions(props, ref) {
  const {
    post,
    favourite,
    onToggleFavourite,
    onReact,
    onDeleted: _onDeleted,
    onUpdated: _onUpdated,
    onShared: _onShared,
    defaultCommentsOpen = false,
    onEdit: _onEdit,
    ...rest
  } = props;
  const m = useMessages('feed', feedMessages);
  const { session } = useEdu();
  const guard = useRequireLogin();
  const userId = session.user?.id;
  const isOwner = userId !== undefined && String(userId) === String(post.user.id);
  const current = viewerReaction(post.reactions, userId);
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);

  // An anonymous visitor's click or arrow key on the picker goes to the login prompt and never opens it.
  const gateClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!guard()) event.preventDefault();
  };
  const gateKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !session.user) {
      event.preventDefault();
      guard();
    }
  };

  return (
    <Root ref={ref} data-comments={commentsOpen ? 'open' : 'closed'} data-owner={isOwner ? '' : undefined} {...rest}>
      <SummaryRow>
        <ReactionsSummary reactions={post.reactions} />
      </SummaryRow>
      <Bar role="group" aria-label={m.postActions}>
        <ReactionPicker
          reactions={POST_REACTION_OPTIONS}
          value={current}
          label={m.reactToPost}
          menuLabel={m.postReactions}
          onClick={gateClick}
          onKeyDown={gateKey}
          onReact={(emoji) => onReact(emoji === current ? null : emoji)}
        />
        <Button
          variant="ghost"
          size="sm"
          startIcon={<CommentIcon />}
          aria-expanded={commentsOpen}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          {m.commentsCount(post.comments)}
        </Button>
        <Spacer />
        <FavouriteToggle
          pressed={favourite}
          requiresLogin
          label={m.favouritePost}
          size="sm"
          onToggle={() => onToggleFavourite()}
        />
      </Bar>
    </Root>
  );
});
