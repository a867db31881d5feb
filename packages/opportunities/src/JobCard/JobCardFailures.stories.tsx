import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { uiMessages } from '@edupassport/ui';
import { cardWidth, withOpportunities } from '../stories/decorators';
import { storyJob } from '../stories/storyData';
import { JobCard } from './JobCard';

const meta = {
  title: 'Opportunities/JobCard/Failures',
  component: JobCard,
  args: { job: storyJob(2000), onFavouriteChange: fn() },
  decorators: [cardWidth(), withOpportunities],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const heartOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('article', { name: /Physics Tutor/ })).getByRole('button', {
    name: 'Favourite Physics Tutor',
  });

/** Un-favouriting a job the server refuses (500): the heart fills again, the toast gives the server's message, and `onFavouriteChange` is not called. */
export const FavouriteFails: Story = {
  args: { defaultFavourite: true },
  beforeEach: () => {
    mockStore.favorites.jobs.push({ user_id: MOCK_USER_IDS.member, target_id: 2000 });
    mockControls.fail('jobs.toggleFavorite', { status: 500, message: 'Favourites are down for maintenance' });
  },
  play: async ({ canvasElement, args }) => {
    const heart = heartOf(canvasElement);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(await screen.findByText(uiMessages.favouriteFailed)).toBeVisible();
    await expect(screen.getByText('Favourites are down for maintenance')).toBeVisible();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    // Nothing changed on the server: the host is told nothing.
    await expect(args.onFavouriteChange).not.toHaveBeenCalled();
    await expect(mockStore.isFavorite('jobs', MOCK_USER_IDS.member, 2000)).toBe(true);
  },
};

/** Favouriting a job fails on the network: the heart empties again and the toast gives the readable reason. */
export const FavouriteNetworkError: Story = {
  args: { defaultFavourite: false },
  beforeEach: () => {
    mockControls.fail('jobs.toggleFavorite', { network: true });
  },
  play: async ({ canvasElement, args }) => {
    const heart = heartOf(canvasElement);
    await userEvent.click(heart);
    await expect(await screen.findByText(uiMessages.favouriteFailed)).toBeVisible();
    await expect(screen.getByText('Network error: Please check your connection and try again')).toBeVisible();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await expect(args.onFavouriteChange).not.toHaveBeenCalled();
  },
};
