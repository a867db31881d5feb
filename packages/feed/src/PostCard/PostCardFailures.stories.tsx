import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '@edupassport/api-client';
import { mockControls } from '@edupassport/api-client/mocks';
import { EduProvider, uiMessages } from '@edupassport/ui';
import { feedMessages } from '../messages';
import { PostCard } from './PostCard';
import { WithStoredPost, postStoryDecorators } from './storyData';

/** Another member's seeded post the viewer has not reacted to. */
const POST_ID = 1001;

const meta = {
  title: 'Feed/PostCard/Failures',
  component: PostCard,
  decorators: postStoryDecorators,
  args: { post: undefined as never },
  parameters: { layout: 'padded' },
  render: () => <WithStoredPost id={POST_ID} render={(post) => <PostCard post={post} />} />,
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reaction the server refuses: undone, and the toast says so with the server's message. */
export const ReactionFails: Story = {
  beforeEach: () => {
    mockControls.fail('posts.react', { status: 500, message: 'Reactions are down' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'React' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Star' }));
    await expect(await screen.findByText(feedMessages.reactionFailed)).toBeVisible();
    await expect(screen.getByText('Reactions are down')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'React' })).not.toHaveAttribute('data-reacted'));
  },
};

/** A favourite that fails on the network: the heart flips back and the toast gives the readable reason. */
export const FavouriteFails: Story = {
  beforeEach: () => {
    mockControls.fail('posts.toggleFavorite', { network: true });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = await canvas.findByRole('button', { name: feedMessages.favouritePost });
    await userEvent.click(heart);
    await expect(await screen.findByText(feedMessages.favouriteFailed)).toBeVisible();
    await expect(screen.getByText('Network error: Please check your connection and try again')).toBeVisible();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  },
};

let favouriteCalls = 0;
/** The story's own client, counting the favourite requests it sends. */
const countingClient = createApiClient({
  baseUrl: '',
  fetch: (input, init) => {
    if (init?.method === 'POST' && /\/favorite$/.test(String(input))) favouriteCalls += 1;
    return fetch(input, init);
  },
});

/**
 * Offline, the favourite shows at once and the toast says it will be sent when the connection is back; back online,
 * it is sent exactly once and the notice goes.
 */
export const OfflineFavourite: Story = {
  beforeEach: () => {
    favouriteCalls = 0;
    return () => onlineManager.setOnline(true);
  },
  render: () => (
    <EduProvider client={countingClient}>
      <WithStoredPost id={POST_ID} render={(post) => <PostCard post={post} />} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = await canvas.findByRole('button', { name: feedMessages.favouritePost });
    onlineManager.setOnline(false);
    await userEvent.click(heart);
    await expect(await screen.findByText(uiMessages.waitingOffline)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(favouriteCalls).toBe(0);
    onlineManager.setOnline(true);
    await waitFor(() => expect(screen.queryByText(uiMessages.waitingOffline)).toBeNull());
    await waitFor(() => expect(favouriteCalls).toBe(1));
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};
