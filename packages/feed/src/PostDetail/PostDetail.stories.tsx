import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockControls } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { editStoredPost, swapStoryPictures, withMockClock } from '../PostCard/storyData';
import { PostDetail } from './PostDetail';

const meta = {
  title: 'Feed/PostDetail',
  component: PostDetail,
  decorators: [
    withMockClock,
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    swapStoryPictures();
  },
  args: { postId: 1003 },
} satisfies Meta<typeof PostDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full microblog at /feed/1003: every line of the page, no Read Full, comments open. */
export const Microblog: Story = {
  beforeEach: () => {
    editStoredPost(1003, (post) => {
      post.pages = [
        {
          content:
            '<p>Start with the end in mind: write the three things every learner should be able to do after the unit, and share them on day one.</p><p>Then plan backwards: each lesson earns one of the three, and each week closes with a short check that shows who needs another go.</p>',
          multimedia: post.pages[0]?.multimedia ?? [],
        },
      ];
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Then plan backwards/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Read Full' })).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[data-comments="open"]')).not.toBeNull());
  },
};

/** The postAuthor's own announcement, with edit and delete. */
export const OwnPost: Story = { args: { postId: 1000 }, parameters: { session: 'postAuthor' } };

/** An anonymous visitor reading a shared post. */
export const AnonymousVisitor: Story = { args: { postId: 1015 }, parameters: { session: 'anonymous' } };

/** The post is on its way. */
export const Loading: Story = {
  beforeEach: () => {
    mockControls.delay('posts.get', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

const navigate = fn();

/** A post that does not exist (deleted, or a wrong link): not found, with the way back. */
export const NotFound: Story = {
  args: { postId: 987654 },
  render: (args) => (
    <EduProvider navigate={navigate}>
      <PostDetail {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Post not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the feed' }));
    await expect(navigate).toHaveBeenCalledWith('/feed');
  },
};

/** The load failed: the ApiError message and a retry that works. */
export const ErrorWithRetry: Story = {
  beforeEach: () => {
    mockControls.fail('posts.get', { network: true }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Network error: Please check your connection and try again')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));
    await expect(await canvas.findByRole('article')).toBeVisible();
  },
};
