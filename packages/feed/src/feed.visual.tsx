import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { runStory } from '../../../.storybook/visual';
import * as PostCardStories from './PostCard/PostCard.stories';

const PostCard = composeStories(PostCardStories);

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
});
