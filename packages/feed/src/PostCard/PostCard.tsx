import type { Post } from '@edupassport/api-client';
import { Card, ErrorBoundary, useMessages } from '@edupassport/ui';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { usePostState } from '../hooks/usePostState';
import { cardMessages } from '../messages/cards';
import { PostComposer } from '../onDemandDialogs';
import { PostActions } from '../PostActions';
import { t } from '../PostActions/theme';
import { AuthorLine } from '../PostBody/AuthorLine';
import { PostBody } from '../PostBody/PostBody';
import { isShare } from '../PostBody/share';
import { feedCatalogs } from '../messages/catalogs';

/** Post types whose Edit opens their composer; the others keep the plain-text edit of PostActions. */
const composerTypes = new Set(['announcement', 'poll', 'multimedia', 'microblog']);

export interface PostCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The post; required. */
  post: Post;
  /** Whether the viewer keeps the post among their favourites; default read from the server's favourites. */
  favourite?: boolean | undefined;
  /** Toggles the favourite (a list such as useFeed owns the state); default the card's own optimistic toggle. */
  onToggleFavourite?: (() => void) | undefined;
  /** Applies the viewer's reaction, null removing it; default the card's own optimistic reaction. */
  onReact?: ((reaction: string | null) => void) | undefined;
  /** Called after the post was deleted; default none (a card on its own then hides itself). */
  onDeleted?: (() => void) | undefined;
  /** Called with the saved post after an edit or a poll vote; default none. */
  onUpdated?: ((post: Post) => void) | undefined;
  /** Called after a share to the viewer's own feed with the new post, or `undefined` when the answer lacks it (e.g. useFeed's `prependPost`, which then reloads page 1); default none. */
  onShared?: ((newPost: Post | undefined) => void) | undefined;
  /** Whether the comments start open (the post detail page); default false. */
  defaultCommentsOpen?: boolean | undefined;
  /** Shows the whole post: microblog text is not clamped and Read Full is not offered; default false. */
  expanded?: boolean | undefined;
  /** The announcement banner image; default the kit's fixed banner. */
  bannerSrc?: string | undefined;
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => t(p).space['400']};
  min-width: 0;
`;

/**
 * A feed card: the author (picture with the initials fallback, full_name, relative created_at), the
 * body chosen by post_type, and the actions footer. A crash inside one card shows a small fallback
 * instead of blanking the feed. Without handlers it keeps its own state (reactions, favourite, edits),
 * so it also works alone. Shows `data-post-type`, `data-shared` and `data-owner`.
 */
export const PostCard = forwardRef<HTMLElement, PostCardProps>(function PostCard(props, ref) {
  return (
    <ErrorBoundary resetKeys={[props.post]}>
      <PostCardInner ref={ref} {...props} />
    </ErrorBoundary>
  );
});

const PostCardInner = forwardRef<HTMLElement, PostCardProps>(function PostCardInner(props, ref) {
  const {
    post,
    favourite,
    onToggleFavourite,
    onReact,
    onDeleted,
    onUpdated,
    onShared,
    defaultCommentsOpen = false,
    expanded = false,
    bannerSrc,
    ...rest
  } = props;
  const messages = useMessages('feed', cardMessages, feedCatalogs.loaders);
  // A list passes its own state; on its own the card keeps one.
  const own = usePostState(post, { favourite: favourite ?? (onToggleFavourite ? false : undefined) });
  // null until the first Edit, so the composer chunk is only fetched when needed.
  const [editing, setEditing] = useState<boolean | null>(null);
  if (own.deleted && !onDeleted) return null;
  const shown = onReact ? post : (own.post ?? post);
  const shared = isShare(shown);

  const handleUpdated = (next: Post) => {
    own.replacePost(next);
    onUpdated?.(next);
  };

  return (
    <Root
      ref={ref}
      // forwardedAs: Card renders the article with its own styles (\`as\` would replace Card and drop them).
      forwardedAs="article"
      aria-label={shared ? messages.sharedPostBy(shown.user.full_name) : messages.postBy(shown.user.full_name)}
      data-post-type={shown.post_type}
      data-shared={shared ? '' : undefined}
      {...rest}
    >
      <AuthorLine user={shown.user} createdAt={shown.created_at} note={shared ? messages.sharedNote : undefined} />
      <PostBody post={shown} expanded={expanded} onUpdated={handleUpdated} bannerSrc={bannerSrc} />
      <PostActions
        post={shown}
        favourite={favourite ?? own.favourite}
        onToggleFavourite={onToggleFavourite ?? (() => void own.toggleFavourite())}
        onReact={onReact ?? ((reaction) => void own.react(reaction))}
        onDeleted={() => {
          own.markDeleted();
          onDeleted?.();
        }}
        onUpdated={handleUpdated}
        onShared={(newPost) => onShared?.(newPost)}
        defaultCommentsOpen={defaultCommentsOpen}
        // A share is edited as a share (its comment) whatever post_type a server gives it.
        onEdit={!shared && composerTypes.has(shown.post_type) ? () => setEditing(true) : undefined}
      />
      {editing !== null ? (
        <PostComposer
          post={shown}
          open={editing}
          onOpenChange={setEditing}
          // An edit always hands over the post read back from the server.
          onSaved={(saved) => saved && handleUpdated(saved)}
        />
      ) : null}
    </Root>
  );
});
