import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { swapStoryPictures, WithStoredPost, postStoryDecorators } from '../PostCard/storyData';
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
