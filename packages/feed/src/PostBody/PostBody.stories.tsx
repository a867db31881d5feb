import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PostCard } from '../PostCard/PostCard';
import { editStoredPost, swapStoryPictures, WithStoredPost, postStoryDecorators } from '../PostCard/storyData';
import { ANNOUNCEMENT_BANNER_SRC } from './banner';
import { PostBody } from './PostBody';

/*
 * The body of a post by its type, as a card shows it on first view: its code ships with the card, so each story
 * checks the body's words are there at once. Seeded posts: 1005 an announcement, 1001 multimedia, 1012 an open
 * poll, 1003 a microblog, 1004 a plain post, 1015 a share of a multimedia post.
 */
const meta = {
  title: 'Feed/PostBody',
  component: PostBody,
  decorators: postStoryDecorators,
  beforeEach: () => {
    swapStoryPictures();
  },
  // Every story reads its post from the reset store; the args only satisfy the types.
  args: { post: undefined as never },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PostBody>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (id: number, type: string): Story => ({
  render: () => <WithStoredPost id={id} render={(post) => <PostBody post={post} />} />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector(`[data-post-type="${type}"]`);
    await expect(root).not.toBeNull();
    // Rendered in the first pass: no busy stand-in while code loads.
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  },
});

/** An announcement: headline and formatted content over the banner. */
export const Announcement: Story = body(1005, 'announcement');

/** An announcement over a host's own banner (`bannerSrc`), shown as an image instead of the kit's drawing. */
export const AnnouncementHostBanner: Story = {
  render: () => <WithStoredPost id={1005} render={(post) => <PostBody post={post} bannerSrc={ANNOUNCEMENT_BANNER_SRC} />} />,
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('[data-part="banner"]');
    await expect(banner?.querySelector('img')?.getAttribute('src')).toBe(ANNOUNCEMENT_BANNER_SRC);
    await expect(banner?.querySelector('svg')).toBeNull();
  },
};

/** Multimedia: the text and the media grid. */
export const Multimedia: Story = body(1001, 'multimedia');

/** An open poll: the question and a Vote button per choice. */
export const Poll: Story = {
  ...body(1012, 'poll'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Vote for / }).length).toBeGreaterThan(1);
  },
};

/** A microblog: its first page, clamped. */
export const Microblog: Story = body(1003, 'microblog');

/** A plain post: its text. */
export const Plain: Story = body(1004, 'post');

/** A share: the sharer's comment over the embedded original. */
export const Shared: Story = body(1015, 'shared');

/** A staff-room post of a few long paragraphs, as teachers write them. */
const LESSON_NOTES = Array.from(
  { length: 8 },
  (_, i) =>
    `Week ${i + 1}: we moved the reading groups to the start of the lesson, when the room is calm. The students who ` +
    'struggled with decoding now get ten minutes with a partner before anyone reads aloud, and the partner keeps a ' +
    'short log of the words they practised. By Friday most of them asked to read a paragraph themselves.',
).join('\n\n');

/** A 1 MB post: what a paste of a whole handbook (or a broken import) sends. */
const MEGABYTE_POST = `Handbook paste. ${'Every class keeps a reading log and a weekly goal. '.repeat(20_000)}`;

const longPost = (content: string): Story => ({
  beforeEach: () => {
    editStoredPost(1004, (post) => {
      post.content = content;
    });
  },
  render: () => <WithStoredPost id={1004} render={(post) => <PostCard post={post} />} />,
});

/** Tabs forward until `target` has focus (at most 30 stops): it is reachable from the keyboard. */
async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 30 && document.activeElement !== target; i += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** A 1 MB post in the feed: clamped to 6 lines with Read Full; only the start of its text is in the page. */
export const LongPostCollapsed: Story = {
  ...longPost(MEGABYTE_POST),
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article');
    const readFull = await within(article).findByRole('button', { name: 'Read Full' });
    await expect(readFull).toHaveAttribute('aria-expanded', 'false');
    await expect(article.getBoundingClientRect().height).toBeLessThan(700);
    const text = article.querySelector('[data-part="post-text"]');
    await expect(text?.textContent?.length ?? 0).toBeLessThan(5000);
    await expect(text?.textContent).toMatch(/^Handbook paste\. Every class/);
  },
};

/** Read Full, from the keyboard, shows the whole post in place; Show less clamps it again. */
export const LongPostExpanded: Story = {
  ...longPost(LESSON_NOTES),
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article');
    const readFull = await within(article).findByRole('button', { name: 'Read Full' });
    const collapsedHeight = article.getBoundingClientRect().height;
    await tabTo(readFull);
    await userEvent.keyboard('{Enter}');
    const showLess = await within(article).findByRole('button', { name: 'Show less' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await expect(within(article).getByText(/^Week 8: /)).toBeVisible();
    await expect(article.getBoundingClientRect().height).toBeGreaterThan(collapsedHeight);
    await userEvent.keyboard('{Enter}');
    await expect(await within(article).findByRole('button', { name: 'Read Full' })).toHaveFocus();
  },
};
