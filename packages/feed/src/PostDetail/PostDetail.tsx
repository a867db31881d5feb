import type { Id } from '@edupassport/api-client';
import { EmptyState, ErrorState, Link, SkeletonGroup, pageSurface, useEdu, useMessages } from '@edupassport/ui';
import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { PostCardSkeleton } from '../Feed/Feed';
import { usePostDetail } from '../hooks/usePostDetail';
import { listMessages } from '../messages/list';
import { PostCommentsContext } from '../PostActions/onDemandComments';
import { PostComments } from '../PostActions/PostComments';
import { tokens } from '../PostActions/theme';
import { PostCard } from '../PostCard';
import { feedCatalogs } from '../messages/catalogs';

export interface PostDetailProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The post's id (from the /feed/{id} route); required. */
  postId: Id;
  /** Called after the author deleted the post; default navigating to the feed. */
  onDeleted?: (() => void) | undefined;
  /** The announcement banner image; default the kit's fixed banner. */
  bannerSrc?: string | undefined;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
  min-width: 0;
  ${pageSurface}
`;

/**
 * The full post for /feed/{id}: loaded with `GET /api/users/posts/{id}`, shown whole (microblog
 * text unclamped) with its comments open; loading, not-found and error (with retry) states.
 */
export const PostDetail = forwardRef<HTMLDivElement, PostDetailProps>(function PostDetail(props, ref) {
  const { postId, onDeleted, bannerSrc, ...rest } = props;
  const messages = useMessages('feed', listMessages, feedCatalogs.loaders);
  const { navigate, routes } = useEdu();
  const detail = usePostDetail(postId);
  const back = (
    <Link href={routes.feed()} variant="standalone">
      {messages.backToFeed}
    </Link>
  );

  return (
    <Root ref={ref} data-state={detail.status} {...rest}>
      {detail.status === 'loading' ? (
        <SkeletonGroup label={messages.loadingPosts}>
          <PostCardSkeleton />
        </SkeletonGroup>
      ) : null}
      {detail.status === 'notFound' ? (
        <EmptyState
          headingLevel={2}
          title={messages.postNotFound}
          description={messages.postNotFoundDescription}
          action={back}
        />
      ) : null}
      {detail.status === 'error' ? (
        <ErrorState title={messages.postFailed} error={detail.error} onRetry={detail.reload} />
      ) : null}
      {detail.post ? (
        // The comments start open here: they come with the page, not on demand.
        <PostCommentsContext.Provider value={PostComments}>
          <PostCard
            key={String(detail.post.id)}
            post={detail.post}
            expanded
            defaultCommentsOpen
            bannerSrc={bannerSrc}
            onDeleted={onDeleted ?? (() => navigate(routes.feed()))}
          />
        </PostCommentsContext.Provider>
      ) : null}
    </Root>
  );
});
