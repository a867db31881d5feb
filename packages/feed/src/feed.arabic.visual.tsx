import { beforeAll, describe, expect, test } from 'vitest';
import { arabicMessages, axeViolations, inArabic, preloadArabic } from '../../../.storybook/arabic';
import { runPage } from '../../../.storybook/visual';
import * as FeedStories from './Feed/Feed.stories';
import { feedCatalogs } from './messages/catalogs';

// The feed's first page, every card rendered: an announcement, a multimedia post, a poll, a microblog, plain posts
// and a share, in Arabic, right to left.
const FeedPage = inArabic(FeedStories.Default, FeedStories.default, { overscan: 100_000, infiniteScroll: false });

beforeAll(preloadArabic);

/** The Arabic feed page at `width`, once its first page of posts has rendered (Load more shows). */
async function feedPage(width: number) {
  const m = await arabicMessages(feedCatalogs);
  const root = await runPage(FeedPage, width);
  await expect.element(root.getByRole('button', { name: m.loadMore })).toBeVisible();
  return root;
}

// The whole page's axe run and its full-height picture are each a test of their own: together, on a slower machine of
// the same kind, the 412 px page took 4.7 to 5.2 s, at its 5 s limit.
describe('the feed in Arabic, right to left', () => {
  test.each([412, 1280])('at %i px: every card type, right to left, no axe violation', async (width) => {
    const page = (await feedPage(width)).element();
    expect(page.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const types = [...page.querySelectorAll('article[data-post-type]')].map((card) => card.getAttribute('data-post-type'));
    expect(new Set(types)).toEqual(new Set(['announcement', 'multimedia', 'poll', 'microblog', 'post']));
    expect(page.querySelector('article[data-shared]')).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.each([412, 1280])('feed-ar-%i', async (width) => {
    await expect.element(await feedPage(width)).toMatchScreenshot(`feed-ar-${width}`);
  });
});
