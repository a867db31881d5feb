import { composeStories, composeStory } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { runPage, runStory } from '../../../.storybook/visual';
import * as FeedStories from './Feed/Feed.stories';
import * as PostCardStories from './PostCard/PostCard.stories';

const PostCard = composeStories(PostCardStories);
/**
 * The feed's first page, every card rendered (an overscan past the page's height) and no page loading itself when the
 * footer comes into view: the picture holds the same ten cards on every run.
 */
const FeedPage = composeStory({ ...FeedStories.Default, args: { ...FeedStories.Default.args, overscan: 100_000, infiniteScroll: false } }, FeedStories.default);

describe('Feed', () => {
  // One of each post type; the polls are PollBody's two faces: open with the reader's vote counted, and closed.
  test.each([
    ['post-card-announcement', PostCard.AnnouncementOther],
    ['post-card-multimedia', PostCard.Multimedia],
    ['post-card-multimedia-text-only', PostCard.MultimediaTextOnly],
    ['post-card-poll-voted', PostCard.PollVote],
    ['post-card-poll-expired', PostCard.PollExpired],
    ['post-card-microblog', PostCard.MicroblogFullWidth],
    ['post-card-plain', PostCard.Plain],
    ['post-card-shared', PostCard.Shared],
  ])('%s', async (name, Story) => {
    const root = await runStory(Story);
    const card = root.getByRole('article').first();
    await expect.element(card).toBeVisible();
    await expect.element(card).toMatchScreenshot(name);
  });

  // The whole first page on a phone and a desktop: at 412 px a post's "…" stays at the end of its action row.
  test.each([412, 1280])('feed-%i', async (width) => {
    const root = await runPage(FeedPage, width);
    await expect.element(root.getByRole('button', { name: 'Load more posts' })).toBeVisible();
    await expect.element(root).toMatchScreenshot(`feed-${width}`);
  });
});
