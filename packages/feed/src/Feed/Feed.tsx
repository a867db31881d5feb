import {
  Button,
  EmptyState,
  ErrorState,
  SearchIcon,
  Skeleton,
  SkeletonGroup,
  TextField,
  pageSurface,
  useMessages,
} from '@edupassport/ui';
import { forwardRef, memo, useCallback, useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import type { Post } from '@edupassport/api-client';
import { styled } from 'styled-components';
import { useFeed, type UseFeedOptions, type UseFeedResult } from '../hooks/useFeed';
import { useIsomorphicLayoutEffect, useWindowedList } from '../hooks/useWindowedList';
import { useNewPosts } from '../hooks/useNewPosts';
import { NewPostsOffer } from '../NewPostsOffer';
import { listMessages } from '../messages/list';
import { tokens } from '../PostActions/theme';
import { PostCard } from '../PostCard';
import { feedCatalogs } from '../messages/catalogs';

export interface FeedViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The feed state and actions, from `useFeed`; required. */
  feed: UseFeedResult;
  /** Shows the search box; default true. */
  showSearch?: boolean | undefined;
  /** Loads the next page when the end of the list scrolls near (IntersectionObserver); default true. */
  infiniteScroll?: boolean | undefined;
  /** Pixels rendered above and below the viewport; default 1200. */
  overscan?: number | undefined;
  /** The height assumed for a card not yet measured, in pixels; default 480. */
  estimatedPostHeight?: number | undefined;
  /** The element the feed scrolls in; default: its nearest ancestor that scrolls (overflow allows it, content taller), else the window. */
  scrollContainer?: HTMLElement | null | undefined;
  /** Offers posts made since the list loaded ("3 new posts", see the provider's `feedUpdates`); never in search mode; default true. */
  live?: boolean | undefined;
}

export interface FeedProps extends Omit<FeedViewProps, 'feed'>, Omit<UseFeedOptions, 'client'> {}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
  min-width: 0;
  /* The feed's own page colour and text under its status lines and buttons, whatever the host page is. */
  ${pageSurface}
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  /* The browser keeps the reader's place when rows above are measured or reloaded. */
  overflow-anchor: auto;
`;

/** The live offer: no height and no gap of its own, so it moves nothing, then or when it offers. */
const Offer = styled(NewPostsOffer)`
  margin-bottom: calc(-1 * ${tokens.space['400']});
`;

const Row = styled.div`
  padding-bottom: ${tokens.space['400']};
  min-width: 0;
`;

const Status = styled.p`
  margin: 0;
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color['text-muted']};
`;

const MoreError = styled.p`
  margin: 0;
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color.danger};
  text-align: center;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space['200']};
`;

const Sentinel = styled.div`
  height: 1px;
  margin-top: -1px;
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
  padding: ${tokens.space['400']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
`;

const SkeletonHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['300']};
  & > :last-child {
    flex: 1;
  }
`;

/** One card's shape while posts load. */
export const PostCardSkeleton = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function PostCardSkeleton(props, ref) {
    return (
      <SkeletonCard ref={ref} {...props} data-part="skeleton-card">
        <SkeletonHeader>
          <Skeleton shape="circle" width={40} height={40} />
          <Skeleton lines={2} width="40%" />
        </SkeletonHeader>
        <Skeleton lines={3} />
        <Skeleton shape="rect" height={160} />
      </SkeletonCard>
    );
  },
);

/**
 * Calls `onVisible` when the node scrolls within `margin` of the visible part of `root` (null: the window). Returns
 * the ref for the node and what the observer last reported: null until it has, since the node mounted or the root changed.
 */
function useNearViewport(onVisible: () => void, enabled: boolean, root: HTMLElement | null, margin = '800px') {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState<boolean | null>(null);
  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return undefined;
    // Inside a scrolling panel the margin must extend the panel, not the window, to load ahead. The window's is the
    // document's viewport, not the implicit root: in a frame (an embed, Storybook) that is the top page's, and the
    // frame clips the sentinel before the margin applies.
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((e) => e.isIntersecting)), {
      root: root ?? node.ownerDocument,
      rootMargin: `${margin} 0px`,
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      // Unknown until the next observer reports: a stale 'visible' would load one page too many.
      setVisible(null);
    };
  }, [node, enabled, root, margin]);
  // Kept visible after a page arrives (a short page fills less than the screen): load again.
  useEffect(() => {
    if (visible && enabled) onVisible();
  });
  return [setNode, visible] as const;
}

/**
 * One card of the list. It wires nothing that writes: every write goes to the query cache, which this list reads.
 * Memoised on its props (the post is a new object only when it changed), so scrolling or a new page re-renders only
 * the cards that changed.
 */
const FeedRow = memo(function FeedRow({
  post,
  position,
  setSize,
  favourite,
}: {
  post: Post;
  position: number;
  setSize: number;
  favourite: boolean;
}) {
  return (
    <PostCard
      post={post}
      aria-posinset={position}
      aria-setsize={setSize}
      // Focusable by script: a page loaded from the keyboard hands the focus to its first post.
      tabIndex={-1}
      favourite={favourite}
    />
  );
});

/**
 * The feed, given `useFeed`'s state: the search box, the cards (only those near the viewport are in
 * the DOM), loading skeletons, empty, error and end states, a Load more button and infinite scroll.
 * The list is an ARIA feed (`role="feed"`, `aria-busy` while a page loads, each card's position).
 */
export const FeedView = forwardRef<HTMLDivElement, FeedViewProps>(function FeedView(props, ref) {
  const {
    feed,
    showSearch = true,
    infiniteScroll = true,
    overscan = 1200,
    estimatedPostHeight = 480,
    scrollContainer,
    live = true,
    ...rest
  } = props;
  const messages = useMessages('feed', listMessages, feedCatalogs.loaders);
  const { posts, status, error, hasMore, searching, activeQuery } = feed;
  const keys = useMemo(() => posts.map((p) => p.id), [posts]);
  const { start, end, paddingTop, paddingBottom, listRef, measureRef, scrollElement } = useWindowedList({
    keys,
    overscan,
    estimatedSize: estimatedPostHeight,
    scrollContainer,
  });
  // The stand-in space changes with every scroll: written to the element's CSSOM, which a strict Content Security
  // Policy allows, not as a style attribute, which it blocks. The server renders the first rows without it.
  const [listNode, setListNode] = useState<HTMLElement | null>(null);
  const attachList = useCallback(
    (node: HTMLElement | null) => {
      setListNode(node);
      listRef(node);
    },
    [listRef],
  );
  useIsomorphicLayoutEffect(() => {
    listNode?.style.setProperty('padding-top', `${paddingTop}px`);
    listNode?.style.setProperty('padding-bottom', `${paddingBottom}px`);
  }, [listNode, paddingTop, paddingBottom]);
  const canLoadMore = status === 'success' && hasMore && !error;
  // Asked for from the keyboard (Load more has the focus), the next page grows the list above the button and would
  // push the focus out of sight, or take it away with the button while the page loads: its first post takes the focus.
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  const focusFrom = useRef<number | null>(null);
  const { loadMore: loadNextPage } = feed;
  const loadMore = useCallback(() => {
    const button = loadMoreButton.current;
    if (button && button === button.ownerDocument.activeElement) focusFrom.current = posts.length;
    loadNextPage();
  }, [loadNextPage, posts.length]);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    if (posts.length > from) {
      focusFrom.current = null;
      listNode?.querySelector<HTMLElement>(`[aria-posinset="${from + 1}"]`)?.focus();
    } else if (error) focusFrom.current = null;
  }, [posts.length, error, listNode]);
  // The live offer: chosen, the new posts go on top, the list's top scrolls into view and the first of them takes the
  // focus once the window has rendered it.
  const { newPosts, show: showNewPosts } = useNewPosts({
    posts,
    inView: posts.slice(start, end),
    enabled: live && !searching && (status === 'success' || status === 'loadingMore'),
  });
  const focusNewest = useRef<{ id: string; scrolled: boolean } | null>(null);
  const showNew = useCallback(() => {
    if (newPosts[0]) focusNewest.current = { id: String(newPosts[0].id), scrolled: false };
    showNewPosts();
  }, [newPosts, showNewPosts]);
  useEffect(() => {
    const target = focusNewest.current;
    // Waits for the render that has them on top (a reload from page 1 shows skeletons first).
    if (target === null || !listNode || String(posts[0]?.id) !== target.id) return;
    if (!target.scrolled) {
      target.scrolled = true;
      listNode.scrollIntoView({ block: 'start' });
    }
    const first = listNode.querySelector<HTMLElement>('[aria-posinset="1"]');
    if (first) {
      focusNewest.current = null;
      first.focus({ preventScroll: true });
    }
  });
  const [sentinelRef, nearEnd] = useNearViewport(loadMore, infiniteScroll && canLoadMore, scrollElement);
  const state =
    status === 'success' && posts.length === 0 ? 'empty' : status === 'success' && !hasMore ? 'end' : status;

  return (
    <Root ref={ref} data-state={state} data-mode={searching ? 'search' : 'feed'} data-count={posts.length} {...rest}>
      {showSearch ? (
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField
            type="search"
            label={messages.searchLabel}
            hideLabel
            placeholder={messages.searchPlaceholder}
            value={feed.query}
            onValueChange={feed.setQuery}
            startAdornment={<SearchIcon aria-hidden="true" />}
          />
        </form>
      ) : null}
      <Status aria-live="polite" data-part="search-status">
        {searching && status !== 'loading' ? messages.searchResults(activeQuery) : ''}
      </Status>

      {status === 'loading' || status === 'idle' ? (
        <SkeletonGroup label={messages.loadingPosts}>
          <PostCardSkeleton />
          <PostCardSkeleton />
          <PostCardSkeleton />
        </SkeletonGroup>
      ) : null}

      {status === 'error' ? (
        <ErrorState
          title={searching ? messages.searchFailed : messages.feedFailed}
          // The error itself, not only its words: its Retry-After holds Try again back.
          error={feed.failure ?? error}
          onRetry={feed.reload}
        />
      ) : null}

      {state === 'empty' ? (
        searching ? (
          <EmptyState title={messages.searchEmpty(activeQuery)} description={messages.searchEmptyDescription} />
        ) : (
          <EmptyState title={messages.feedEmpty} description={messages.feedEmptyDescription} />
        )
      ) : null}

      <Offer count={newPosts.length} onShow={showNew} />

      {posts.length ? (
        <List
          ref={attachList}
          role="feed"
          aria-label={searching ? messages.searchResults(activeQuery) : messages.feedLabel}
          aria-busy={status === 'loadingMore'}
        >
          {posts.slice(start, end).map((post, i) => (
            <Row key={post.id} ref={measureRef(post.id)}>
              <FeedRow
                post={post}
                position={start + i + 1}
                setSize={hasMore ? -1 : posts.length}
                favourite={feed.isFavourite(post.id)}
              />
            </Row>
          ))}
        </List>
      ) : null}

      {posts.length ? (
        <Footer data-part="footer">
          {/* data-near: whether the end is within loading distance, once known; a host or a test can wait for it. */}
          <Sentinel
            ref={sentinelRef}
            aria-hidden="true"
            data-part="sentinel"
            data-near={nearEnd === null ? undefined : String(nearEnd)}
          />
          {error && status === 'success' ? (
            <MoreError role="alert">{`${messages.moreFailed}: ${error}`}</MoreError>
          ) : null}
          {/* While a page loads the button shows its spinner in the same box, so nothing below it moves. */}
          {(status === 'success' || status === 'loadingMore') && hasMore ? (
            <Button
              ref={loadMoreButton}
              variant="outline"
              loading={status === 'loadingMore'}
              loadingLabel={messages.loadingPosts}
              onClick={loadMore}
            >
              {messages.loadMore}
            </Button>
          ) : null}
          {state === 'end' ? (
            <EmptyState
              compact
              headingLevel={2}
              title={searching ? messages.endOfSearch : messages.endOfFeed}
              description={searching ? undefined : messages.endOfFeedDescription}
              data-part="end"
            />
          ) : null}
        </Footer>
      ) : null}
    </Root>
  );
});

/**
 * The feed with its own `useFeed`: pages of 10, search, reactions, favourites and every card action.
 * A host that needs the state too (a composer that prepends) calls `useFeed` and renders `FeedView`.
 */
export const Feed = forwardRef<HTMLDivElement, FeedProps>(function Feed({ pageSize, searchDebounceMs, ...rest }, ref) {
  const feed = useFeed({ pageSize, searchDebounceMs });
  return <FeedView ref={ref} feed={feed} {...rest} />;
});
