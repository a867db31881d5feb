import type { Post } from '@edupassport/api-client';
import { Card, ErrorBoundary, useMessages } from '@edupassport/ui';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useFavouritePostIds } from '../hooks/useFavouritePostIds';
import { usePostDeleted } from '../hooks/usePostDetail';
import { usePostMutations } from '../hooks/usePostMutations';
import { cardMessages } from '../messages/cards';
import { PostComposer } from '../onDemandDialogs';
import { PostActions } from '../PostActions';
import { tokens } from '../PostActions/theme';
import { AuthorLine } from '../PostBody/AuthorLine';
import { PostBody } from '../PostBody/PostBody';
import { isShare } from '../PostBody/share';
import { feedCatalogs } from '../messages/catalogs';

/** Post types whose Edit opens their composer; the others keep the plain-text edit of PostActions. */
const composerTypes = new Set(['announcement', 'poll', 'multimedia', 'microblog']);

export interface PostCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The post, as a cached list or `usePost(id)` holds it (every write updates it there); required. */
  post: Post;
  /** Whether the viewer keeps the post among their favourites; default read from the server's favourites. */
  favourite?: boolean | undefined;
  /** Toggles the favourite instead of the shared write (a list that keeps unfavourited posts in view); default the shared write. */
  onToggleFavourite?: (() => void) | undefined;
  /** Applies the viewer's reaction instead of the shared write, null removing it; default the shared write. */
  onReact?: ((reaction: string | null) => void) | undefined;
  /** Told after the post was deleted (the lists have already dropped it); default none (a card on its own then hides itself). */
  onDeleted?: (() => void) | undefined;
  /** Told with the saved post after an edit or a poll vote (the cache already shows it); default none. */
  onUpdated?: ((post: Post) => void) | undefined;
  /** Told after a share to the viewer's own feed with the new post, or `undefined` when the answer lacks it (the cached feed lists already show it); default none. */
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
  gap: ${tokens.space['400']};
  min-width: 0;
`;

/**
 * A feed card: the author (picture with the initials fallback, full_name, relative created_at), the
 * body chosen by post_type, and the actions footer. A crash inside one card shows a small fallback
 * instead of blanking the feed. Every write goes to the query cache, so a card in a list
 * and a card on its own (`usePost(id)`) of the same post show it alike. Shows `data-post-type`, `data-shared` and `data-owner`.
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
  // One mode: the card shows the post it is given and writes to the query cache, which every list and card reads.
  const mutations = usePostMutations();
  const favourites = useFavouritePostIds({ enabled: favourite === undefined });
  // A card on its own whose post was deleted (by any card of it) hides itself; a list drops the post from the cache.
  const deleted = usePostDeleted(post.id);
  // null until the first Edit, so the composer chunk is only fetched when needed.
  const [editing, setEditing] = useState<boolean | null>(null);
  if (deleted && !onDeleted) return null;
  const shared = isShare(post);
  const handleUpdated = (next: Post) => onUpdated?.(next);

  return (
    <Root
      ref={ref}
      // forwardedAs: Card renders the article with its own styles (\`as\` would replace Card and drop them).
      forwardedAs="article"
      aria-label={shared ? messages.sharedPostBy(post.user.full_name) : messages.postBy(post.user.full_name)}
      data-post-type={post.post_type}
      data-shared={shared ? '' : undefined}
      {...rest}
    >
      <AuthorLine user={post.user} createdAt={post.created_at} note={shared ? messages.sharedNote : undefined} />
      <PostBody post={post} expanded={expanded} onUpdated={handleUpdated} bannerSrc={bannerSrc} />
      <PostActions
        post={post}
        favourite={favourite ?? favourites.isFavourite(post.id)}
        onToggleFavourite={onToggleFavourite ?? (() => void mutations.toggleFavourite(post))}
        onReact={onReact ?? ((reaction) => void mutations.react(post, reaction))}
        onDeleted={() => onDeleted?.()}
        onUpdated={handleUpdated}
        onShared={(newPost) => onShared?.(newPost)}
        defaultCommentsOpen={defaultCommentsOpen}
        // A share is edited as a share (its comment) whatever post_type a server gives it.
        onEdit={!shared && composerTypes.has(post.post_type) ? () => setEditing(true) : undefined}
      />
      {editing !== null ? (
        <PostComposer
          post={post}
          open={editing}
          onOpenChange={setEditing}
          // An edit always hands over the post read back from the server.
          onSaved={(saved) => saved && handleUpdated(saved)}
        />
      ) : null}
    </Root>
  );
});
