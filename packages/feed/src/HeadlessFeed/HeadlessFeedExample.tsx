/*
 * A feed built from the headless entries only, as a host with its own design system would write it:
 * plain semantic HTML, one <style> element (with the provider's nonce), the kit's hooks and strings, no styled-components and no
 * kit component. It lives with its story and is not exported; the README quotes it.
 */
import { useId } from 'react';
import type { Post } from '@edupassport/api-client';
import {
  feedCatalogs,
  feedMessages,
  summarizeReactions,
  useFeed,
  useNewPosts,
  usePoll,
  viewerReaction,
  type UseFeedResult,
} from '@edupassport/feed/headless';
import {
  cssVar,
  formatRelative,
  POST_REACTION_OPTIONS,
  htmlToPlainText,
  useEdu,
  useMessages,
  useUiMessages,
} from '@edupassport/ui/headless';

/** The one reaction this feed offers; the kit's picker offers all of POST_REACTION_OPTIONS. */
const LIKE = '👍';

const reactionName = (emoji: string) => POST_REACTION_OPTIONS.find((option) => option.emoji === emoji)?.label ?? emoji;

/** The host's own words for what the kit leaves to the card (the post type badge, the like button). */
const hostText = {
  postTypes: { multimedia: 'Photos', microblog: 'Learning path', post: 'Post', shared: 'Shared post' } as Record<
    string,
    string
  >,
  like: 'Like',
  favourite: 'Favourite',
};

const css = `
.hf { display: grid; gap: 16px; max-width: 640px; margin: 0 auto; font: 15px/1.5 system-ui, sans-serif; color: ${cssVar('color-text')}; }
.hf-search { display: grid; gap: 4px; }
.hf-search label { font-weight: 600; }
.hf-search input { font: inherit; padding: 8px 12px; border: 1px solid ${cssVar('color-border-strong')}; border-radius: 8px; background: ${cssVar('color-surface')}; color: ${cssVar('color-text')}; }
.hf-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.hf-post { padding: 16px; border: 1px solid ${cssVar('color-border')}; border-radius: 12px; background: ${cssVar('color-surface')}; }
.hf-post header { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; }
.hf-post h3 { margin: 8px 0 4px; font-size: 17px; }
.hf-post p { margin: 4px 0; }
.hf-muted { color: ${cssVar('color-text-muted')}; font-size: 13px; }
.hf-type { font-size: 12px; font-weight: 600; padding: 0 8px; border-radius: 9999px; background: ${cssVar('color-surface-muted')}; color: ${cssVar('color-text')}; }
.hf-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 12px; }
.hf button { font: inherit; padding: 4px 12px; border-radius: 8px; border: 1px solid ${cssVar('color-border-strong')}; background: ${cssVar('color-surface')}; color: ${cssVar('color-text')}; cursor: pointer; }
.hf button[aria-pressed='true'] { background: ${cssVar('color-primary')}; border-color: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.hf button:disabled { cursor: default; opacity: 0.7; }
.hf :focus-visible { outline: 2px solid ${cssVar('color-focus')}; outline-offset: 2px; }
.hf-poll { margin: 8px 0 0; padding: 0; list-style: none; display: grid; gap: 8px; }
.hf-poll li { display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; align-items: center; }
.hf-bar { grid-column: 1 / -1; display: block; width: 100%; height: 6px; border: 0; border-radius: 9999px; background: ${cssVar('color-surface-muted')}; overflow: hidden; }
.hf-bar::-webkit-meter-bar { height: 6px; border: 0; border-radius: 9999px; background: ${cssVar('color-surface-muted')}; }
.hf-bar::-webkit-meter-optimum-value { background: ${cssVar('color-secondary')}; }
.hf-bar::-moz-meter-bar { background: ${cssVar('color-secondary')}; }
.hf-alert { padding: 12px 16px; border-radius: 12px; border: 1px solid ${cssVar('color-danger')}; background: ${cssVar('color-surface')}; }
.hf-alert strong { color: ${cssVar('color-danger')}; }
.hf-new { position: sticky; top: 8px; z-index: 1; height: 0; margin-bottom: -16px; display: flex; justify-content: center; }
.hf-new button { font: inherit; padding: 6px 14px; border: 0; border-radius: 999px; background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.hf-more { display: grid; justify-items: center; gap: 4px; }
`;

/** What a post says, as plain text: the kit's posts carry sanitised HTML, this feed shows words only. */
function textOf(post: Post): { headline: string | null; body: string } {
  const html =
    post.post_type === 'multimedia'
      ? (post.media?.content ?? '')
      : post.post_type === 'microblog'
        ? (post.pages[0]?.content ?? '')
        : (post.content ?? '');
  if (post.shared_post) {
    const original = textOf(post.shared_post);
    return { headline: post.share_comment ?? null, body: original.headline ?? original.body };
  }
  return { headline: post.headline ?? null, body: htmlToPlainText(html) };
}

/** A poll through usePoll: counts, percentages, vote buttons and the time left. */
function Poll({ post }: { post: Post }) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const poll = usePoll(post);
  return (
    <div>
      <ul className="hf-poll" aria-label={m.pollLabel}>
        {poll.options.map((option) => (
          <li key={option.text}>
            <span>{m.pollOptionVotes(option.text, option.votes, option.percent)}</span>
            {!poll.closed && (
              <button
                type="button"
                aria-label={m.pollVoteFor(option.text)}
                disabled={poll.voting}
                onClick={() => void poll.vote(option.text)}
              >
                {poll.pendingOption === option.text ? m.pollVoting : m.pollVote}
              </button>
            )}
            {/* A meter, not a width in a style attribute, which a strict Content Security Policy blocks. */}
            <meter className="hf-bar" aria-hidden="true" min={0} max={100} value={option.percent} />
          </li>
        ))}
      </ul>
      {poll.hiddenOptions > 0 && <p className="hf-muted">{m.pollHiddenOptions(poll.hiddenOptions)}</p>}
      <p className="hf-muted">
        {m.pollVotes(poll.totalVotes)}
        {poll.timeLeft && ` · ${m.pollTimeLeft(poll.timeLeft)}`}
      </p>
      {poll.error && <p role="alert">{poll.error}</p>}
    </div>
  );
}

function PostItem({ post, feed }: { post: Post; feed: UseFeedResult }) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const { session, clock } = useEdu();
  const { headline, body } = textOf(post);
  const mine = viewerReaction(post.reactions, session.user?.id);
  const summary = summarizeReactions(post.reactions);
  const type = post.shared_post
    ? hostText.postTypes.shared
    : post.post_type === 'announcement'
      ? m.announcement
      : post.post_type === 'poll'
        ? m.pollLabel
        : hostText.postTypes[post.post_type];
  return (
    <li>
      <article className="hf-post" aria-label={m.postBy(post.user.full_name)} data-post-id={post.id}>
        <header>
          <strong>{post.user.full_name}</strong>
          <span className="hf-type">{type}</span>
          <time className="hf-muted" dateTime={post.created_at}>
            {formatRelative(post.created_at, clock.now())}
          </time>
        </header>
        {headline && <h3>{headline}</h3>}
        {body && <p>{body}</p>}
        {post.post_type === 'poll' && !post.shared_post && <Poll post={post} />}
        <div className="hf-actions">
          <span
            className="hf-muted"
            role="img"
            aria-label={
              summary.total === 0
                ? m.noReactions
                : m.reactionsSummary(summary.total, summary.shown.map(reactionName), summary.overflow)
            }
            data-total={summary.total}
          >
            {summary.total === 0 ? '–' : `${summary.shown.join('')}${summary.overflow ? ` +${summary.overflow}` : ''} ${summary.total}`}
          </span>
          <button
            type="button"
            aria-pressed={mine === LIKE}
            onClick={() => void feed.react(post.id, mine === LIKE ? null : LIKE)}
          >
            <span aria-hidden="true">{LIKE} </span>
            {hostText.like}
          </button>
          <button
            type="button"
            aria-pressed={feed.isFavourite(post.id)}
            aria-label={m.favouritePost}
            onClick={() => void feed.toggleFavourite(post.id)}
          >
            <span aria-hidden="true">{feed.isFavourite(post.id) ? '♥ ' : '♡ '}</span>
            {hostText.favourite}
          </button>
        </div>
      </article>
    </li>
  );
}

export interface HeadlessFeedExampleProps {
  /** Milliseconds the search waits after the last keystroke; default 300. */
  searchDebounceMs?: number | undefined;
}

/** The whole feed: search, the list, load more, and the loading, error and empty states from `status`. */
export function HeadlessFeedExample({ searchDebounceMs }: HeadlessFeedExampleProps) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const ui = useUiMessages();
  const feed = useFeed({ searchDebounceMs });
  const searchId = useId();
  // The page's nonce: a strict Content Security Policy applies only <style> elements that carry it.
  const { nonce } = useEdu();
  const listLabel = feed.searching ? m.searchResults(feed.activeQuery) : m.feedLabel;
  // Posts made since the list loaded, offered, never inserted on their own; the region announces the offer.
  const live = useNewPosts({ posts: feed.posts, enabled: !feed.searching && feed.status === 'success' });
  const newCount = live.newPosts.length;
  return (
    <section className="hf" aria-label={m.feedLabel} data-status={feed.status} data-count={feed.posts.length}>
      <style nonce={nonce ?? undefined}>{css}</style>
      <form className="hf-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>{m.searchLabel}</label>
        <input
          id={searchId}
          type="search"
          placeholder={m.searchPlaceholder}
          value={feed.query}
          onChange={(event) => feed.setQuery(event.target.value)}
        />
      </form>
      {feed.status === 'loading' && (
        <p role="status" aria-busy="true">
          {m.loadingPosts}…
        </p>
      )}
      {feed.status === 'error' && (
        <div className="hf-alert" role="alert">
          <p>
            <strong>{m.feedFailed}</strong>
          </p>
          <p>{feed.error}</p>
          <button type="button" onClick={feed.reload}>
            {ui.retry}
          </button>
        </div>
      )}
      {feed.status === 'success' && feed.posts.length === 0 && (
        <p role="status">{feed.searching ? m.searchEmpty(feed.activeQuery) : m.feedEmpty}</p>
      )}
      <div className="hf-new" aria-live="polite">
        {newCount > 0 && (
          <button type="button" onClick={live.show}>
            {m.newPosts(newCount)}
          </button>
        )}
      </div>
      {feed.posts.length > 0 && (
        <ul className="hf-list" aria-label={listLabel}>
          {feed.posts.map((post) => (
            <PostItem key={post.id} post={post} feed={feed} />
          ))}
        </ul>
      )}
      {feed.posts.length > 0 && (
        <div className="hf-more">
          {feed.hasMore ? (
            <button type="button" onClick={feed.loadMore} disabled={feed.status === 'loadingMore'}>
              {feed.status === 'loadingMore' ? `${m.loadingPosts}…` : m.loadMore}
            </button>
          ) : (
            <p className="hf-muted">{feed.searching ? m.endOfSearch : m.endOfFeed}</p>
          )}
          {feed.error && (
            <p role="alert">
              {m.moreFailed}: {feed.error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
