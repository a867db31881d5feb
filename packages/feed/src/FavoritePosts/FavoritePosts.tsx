import {
  Button,
  EmptyState,
  ErrorState,
  HeartIcon,
  SkeletonGroup,
  heading,
  pageSurface,
  useEdu,
  useMessages,
} from '@edupassport/ui';
import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { PostCardSkeleton } from '../Feed/Feed';
import { useFavoritePosts } from '../hooks/useFavoritePosts';
import { listMessages } from '../messages/list';
import { tokens } from '../PostActions/theme';
import { PostCard } from '../PostCard';
import { feedCatalogs } from '../messages/catalogs';

export interface FavoritePostsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Shows the 'Favourite posts' heading; default true. */
  showTitle?: boolean | undefined;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
  min-width: 0;
  ${pageSurface}
`;

const Title = styled.h2`
  ${heading}
  font-size: ${tokens.font['size-xl']};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The viewer's favourite posts (`GET /api/users/posts/favorites`): the cards with every action, an
 * empty state, an error with retry, and for an anonymous visitor a prompt to log in.
 */
export const FavoritePosts = forwardRef<HTMLElement, FavoritePostsProps>(function FavoritePosts(props, ref) {
  const { showTitle = true, ...rest } = props;
  const messages = useMessages('feed', listMessages, feedCatalogs.loaders);
  const { requireLogin } = useEdu();
  const favourites = useFavoritePosts();
  const { status } = favourites;

  return (
    <Root
      ref={ref}
      aria-label={showTitle ? undefined : messages.favouritesTitle}
      data-state={status === 'success' && !favourites.posts.length ? 'empty' : status}
      {...rest}
    >
      {showTitle ? <Title>{messages.favouritesTitle}</Title> : null}
      {status === 'anonymous' ? (
        <EmptyState
          icon={<HeartIcon />}
          title={messages.favouritesLogin}
          action={
            <Button variant="primary" onClick={requireLogin}>
              {messages.logIn}
            </Button>
          }
        />
      ) : null}
      {status === 'loading' ? (
        <SkeletonGroup label={messages.loadingPosts}>
          <PostCardSkeleton />
          <PostCardSkeleton />
        </SkeletonGroup>
      ) : null}
      {status === 'error' ? (
        <ErrorState title={messages.favouritesFailed} error={favourites.error} onRetry={favourites.reload} />
      ) : null}
      {status === 'success' && !favourites.posts.length ? (
        <EmptyState
          icon={<HeartIcon />}
          title={messages.favouritesEmpty}
          description={messages.favouritesEmptyDescription}
        />
      ) : null}
      {favourites.posts.length ? (
        <List>
          {favourites.posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                favourite={favourites.isFavourite(post.id)}
                onToggleFavourite={() => void favourites.toggleFavourite(post.id)}
                onReact={(reaction) => void favourites.react(post.id, reaction)}
              />
            </li>
          ))}
        </List>
      ) : null}
    </Root>
  );
});
