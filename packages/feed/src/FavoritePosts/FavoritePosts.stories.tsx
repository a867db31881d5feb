import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { swapStoryPictures, postStoryDecorators } from '../PostCard/storyData';
import { FavoritePosts } from './FavoritePosts';

/** The member keeps three posts: an announcement, a poll and a microblog. */
function keepFavourites() {
  const others = mockStore.favorites.posts.filter((f) => f.user_id !== MOCK_USER_IDS.member);
  mockStore.favorites.posts.splice(0, mockStore.favorites.posts.length, ...others);
  for (const id of [1005, 1012, 1008]) {
    if (!mockStore.isFavorite('posts', MOCK_USER_IDS.member, id))
      mockStore.toggleFavorite('posts', MOCK_USER_IDS.member, id);
  }
}

const meta = {
  title: 'Feed/FavoritePosts',
  component: FavoritePosts,
  decorators: postStoryDecorators,
  beforeEach: () => {
    swapStoryPictures();
    keepFavourites();
  },
} satisfies Meta<typeof FavoritePosts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's favourites; un-hearting one keeps it listed so it can be undone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('article')).toHaveLength(3));
    const first = canvasElement.querySelector<HTMLElement>('article');
    if (!first) throw new Error('no card');
    const heart = within(first).getByRole('button', { pressed: true });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** No favourites yet. */
export const Empty: Story = {
  beforeEach: () => {
    mockStore.favorites.posts.splice(0);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No favourite posts yet' })).toBeVisible();
  },
};

/** The favourites are on their way. */
export const Loading: Story = {
  beforeEach: () => {
    mockControls.delay('feed.getFavorites', 'infinite');
  },
};

/** The load failed: the message and a retry. */
export const ErrorWithRetry: Story = {
  beforeEach: () => {
    mockControls.fail(
      'feed.getFavorites',
      { status: 500, message: 'Favourites are unavailable right now' },
      { times: 1 },
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Favourites are unavailable right now')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(canvasElement.querySelectorAll('article')).toHaveLength(3));
  },
};

const requireLogin = fn();

/** An anonymous visitor is asked to log in; nothing is loaded. */
export const AnonymousVisitor: Story = {
  parameters: { session: 'anonymous' },
  render: () => (
    <EduProvider requireLogin={requireLogin}>
      <FavoritePosts />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    requireLogin.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in' }));
    await expect(requireLogin).toHaveBeenCalledTimes(1);
  },
};
