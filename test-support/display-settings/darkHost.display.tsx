import { composeStories, composeStory } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commands, page, type Locator } from 'vitest/browser';
import * as FeedStories from '../../packages/feed/src/Feed/Feed.stories';
import * as DialogStories from '../../packages/ui/src/Dialog/Dialog.stories';
import * as EducatorProfilePageStories from '../../packages/profiles/src/EducatorProfilePage/EducatorProfilePage.stories';
import { runPage, runStory, type RunnableStory } from '../../.storybook/visual';
import { textContrast, textElements } from './contrast';
import { backdrop } from './look';

const Feed = composeStories(FeedStories);
const Profile = composeStories(EducatorProfilePageStories);
// A dialog (portalled to the body) under theme="system" on the Vite page.
const SystemDialog = composeStory({ ...DialogStories.Small, globals: { host: 'vite', theme: 'system' } }, DialogStories.default);

// The OS in dark mode: the Vite scaffold's page turns dark (its own `prefers-color-scheme` rules), as on a user's machine.
beforeAll(() => commands.emulateMedia({ colorScheme: 'dark' }));
afterAll(() => commands.emulateMedia({ colorScheme: 'light' }));

/** What a reader sees of each text: where it is, what it says and its contrast against what is drawn behind it. */
const contrasts = (root: Element) =>
  textElements(root).map((node) => ({ text: `${node.tagName} "${node.textContent?.trim().slice(0, 40)}"`, ratio: Number(textContrast(node).toFixed(2)) }));

/** Runs a story and takes a picture of it on its host page, to look at (kept out of git, in __screenshots__). */
async function shoot(Story: RunnableStory, width: number, name: string): Promise<Locator> {
  // The page's full height in the picture (runPage), at the width of a laptop's column.
  const root = await runPage(Story, width);
  const host = root.element().closest('[data-host-root]');
  if (!host) throw new Error('The story is on no host page.');
  await page.elementLocator(host).screenshot({ path: `__screenshots__/darkHost/${name}.png` });
  return root;
}

/** The kit's headings of a story root, with the styles a host's h1/h2 rules would change. */
function headingStyles(root: Element) {
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((node) => {
    const style = getComputedStyle(node);
    return {
      heading: node.textContent,
      ...Object.fromEntries(
        ['font-family', 'font-weight', 'letter-spacing', 'color', 'text-align', 'text-transform', 'margin'].map((name) => [name, style.getPropertyValue(name)]),
      ),
    };
  });
}

describe('the kit on a dark host page (the Vite scaffold, OS dark mode), light theme', () => {
  test('a post’s text and its author’s name have 4.5:1 contrast', async () => {
    const root = (await shoot(Feed.OnDarkHostPage, 900, 'feed-light-theme')).element();
    const posts = [...root.querySelectorAll('article')].slice(0, 3);
    expect(posts.length).toBe(3);
    for (const post of posts) {
      const low = contrasts(post).filter(({ ratio }) => ratio < 4.5);
      expect(low, post.getAttribute('aria-label') ?? '').toEqual([]);
    }
  });

  test('on create-next-app’s dark page too, a post’s text has 4.5:1 contrast', async () => {
    const root = (await shoot(Feed.OnDarkNextHostPage, 900, 'feed-next-light-theme')).element();
    const posts = [...root.querySelectorAll('article')].slice(0, 3);
    expect(posts.length).toBe(3);
    for (const post of posts) expect(contrasts(post).filter(({ ratio }) => ratio < 4.5), post.getAttribute('aria-label') ?? '').toEqual([]);
  });

  test('the educator profile’s name, headings and text have 4.5:1 contrast', async () => {
    const root = (await shoot(Profile.OnDarkHostPage, 1000, 'profile-light-theme')).element();
    const name = root.querySelector('h1');
    expect(name && textContrast(name)).toBeGreaterThanOrEqual(4.5);
    expect(contrasts(root).filter(({ ratio }) => ratio < 4.5)).toEqual([]);
  });

  test('kit text keeps its own alignment and headings their own styles on the centred host', async () => {
    // The same profile on the preview's neutral page and on the host page: the host changes nothing of the kit.
    const plain = (await runStory(Profile.Visitor, { width: 1000 })).element();
    const expected = {
      align: textElements(plain).map((node) => getComputedStyle(node).textAlign),
      headings: headingStyles(plain),
    };
    const hosted = (await runStory(Profile.OnDarkHostPage, { width: 1000 })).element();
    expect(getComputedStyle(hosted.closest('[data-host-root]') as Element).textAlign).toBe('center');
    expect(textElements(hosted).map((node) => getComputedStyle(node).textAlign)).toEqual(expected.align);
    expect(headingStyles(hosted)).toEqual(expected.headings);
  });
});

describe('theme="system" on the Vite scaffold', () => {
  test('follows the OS: dark cards in dark mode, light ones in light mode, readable in both', async () => {
    const dark = (await shoot(Feed.SystemThemeOnViteHost, 900, 'feed-system-theme-dark')).element();
    const post = dark.querySelector('article') as Element;
    // The dark theme's surface (#111827) under the kit's light text.
    expect(backdrop(post)).toBe('rgb(17, 24, 39)');
    expect(contrasts(post).filter(({ ratio }) => ratio < 4.5)).toEqual([]);
    await commands.emulateMedia({ colorScheme: 'light' });
    expect(backdrop(post)).toBe('rgb(255, 255, 255)');
    expect(contrasts(post).filter(({ ratio }) => ratio < 4.5)).toEqual([]);
    await commands.emulateMedia({ colorScheme: 'dark' });
  });

  test('the educator profile follows the OS too', async () => {
    const root = (await shoot(Profile.SystemThemeOnViteHost, 1000, 'profile-system-theme-dark')).element();
    expect(backdrop(root.querySelector('section') as Element)).toBe('rgb(17, 24, 39)');
    expect(contrasts(root).filter(({ ratio }) => ratio < 4.5)).toEqual([]);
  });

  test('a dialog, in a portal outside the provider’s element, carries the system theme', async () => {
    await runStory(SystemDialog);
    const dialog = page.getByRole('dialog').element();
    // The dark theme's raised surface (#1f2937) under its light text, in the OS's dark mode.
    expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(31, 41, 55)');
    expect(contrasts(dialog).filter(({ ratio }) => ratio < 4.5)).toEqual([]);
  });
});
