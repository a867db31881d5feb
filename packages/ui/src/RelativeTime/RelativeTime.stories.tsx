import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EduContextProvider } from '../EduProvider/context';
import { RelativeTime } from './RelativeTime';

// Every story reads time from this frozen clock, so the texts never drift.
const NOW = new Date('2025-09-18T12:00:00');
const frozenClock = { now: () => NOW.getTime() };
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 3_600_000;

const meta = {
  title: 'UI/RelativeTime',
  component: RelativeTime,
  args: { value: before(3 * HOUR) },
  decorators: [
    (Story) => (
      <EduContextProvider clock={frozenClock}>
        <p style={{ margin: 0, fontFamily: 'var(--edu-font-body)' }}>
          Ms Amara Okafor posted an announcement · <Story />
        </p>
      </EduContextProvider>
    ),
  ],
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A feed post's created_at, three hours before the frozen now. */
export const HoursAgo: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('3 hours ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('title', '18 Sep 2025, 09:00');
  },
};

/** A title in another named format. */
export const CustomTitlePattern: Story = {
  args: { titleFormat: 'longWeekdayDateTime' },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('3 hours ago');
    await expect(time).toHaveAttribute('title', 'Thursday, September 18, 2025 · 9:00 AM');
  },
};

/** In another locale: the words of `Intl.RelativeTimeFormat`. */
export const German: Story = {
  args: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('vor 3 Stunden')).toBeInTheDocument();
  },
};

export const JustNow: Story = {
  args: { value: before(20_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('just now')).toBeInTheDocument();
  },
};

export const MinutesAgo: Story = {
  args: { value: before(12 * 60_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 minutes ago')).toBeInTheDocument();
  },
};

export const DaysAgo: Story = {
  args: { value: before(4 * 24 * HOUR) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4 days ago')).toBeInTheDocument();
  },
};

/** A moment ahead of now, such as an event start. */
export const Upcoming: Story = {
  args: { value: new Date(NOW.getTime() + 2 * 24 * HOUR).toISOString() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('in 2 days')).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { value: 'unknown' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toHaveAttribute('data-invalid');
  },
};
