import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockControls } from '@edupassport/api-client/mocks';
import { swapStoryPictures, withMockClock } from '../PostCard/storyData';
import { Feed } from './Feed';

/** The feed's search when the search call fails (its other states are in Feed/Feed). */
const meta = {
  title: 'Feed/Feed search',
  component: Feed,
  decorators: [
    withMockClock,
    (Story) => (
      <div style={{ maxWidth: 640, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    swapStoryPictures();
  },
  args: { searchDebounceMs: 150, overscan: 300 },
} satisfies Meta<typeof Feed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed search shows the error with Try again, never "No posts match"; Try again runs the search again. */
export const SearchFails: Story = {
  beforeEach: () => {
    mockControls.fail('feed.search', { status: 503, message: 'Search is unavailable right now.' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('searchbox', { name: 'Search posts' });
    await userEvent.type(box, 'Workshop');
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await expect(canvas.getByText('The search could not be completed')).toBeVisible();
    await expect(canvas.getByText('Search is unavailable right now.')).toBeVisible();
    await expect(canvas.queryByText(/No posts match/)).toBeNull();
    await userEvent.click(retry);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-mode="search"]')).toHaveAttribute(
        'data-state',
        expect.stringMatching(/^(success|end)$/),
      ),
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0);
  },
};
