import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { defaultRoutes } from '../EduProvider/routes';
import { CalendarIcon, CommentIcon, HeartIcon, SearchIcon } from '../icons';
import { Link } from '../Link';
import { EmptyState } from './EmptyState';
import { narrowWindow, sidewaysScroll } from '../../../../.storybook/narrowWindow';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <HeartIcon />,
    title: 'No saved jobs yet',
    description: 'Tap the heart on a job to keep it here for later.',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No saved jobs yet' })).toBeVisible();
    await expect(canvas.getByText(/Tap the heart/)).toBeVisible();
  },
};

/** With an action that leads somewhere. */
export const WithAction: Story = {
  args: {
    icon: <CalendarIcon />,
    title: 'No upcoming events',
    description: 'Events you create or reserve a spot at will show here.',
    action: <Link href={defaultRoutes.comingSoon()} variant="button">Create an event</Link>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Create an event' })).toBeVisible();
  },
};

/** No search results, with a button action; the heading level fits the page outline. */
export const NoResults: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'No jobs match “art teacher in Reykjavik”',
    headingLevel: 2,
    description: 'Try fewer words, or widen the location.',
    action: (
      <Button variant="outline" onClick={fn()}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('art teacher in Reykjavik');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
  },
};

/** Compact, inside a card: no comments yet. */
export const CompactInCard: Story = {
  args: { icon: <CommentIcon />, title: 'No comments yet', description: 'Be the first to share your thoughts.', compact: true, headingLevel: 4 },
  render: (args) => (
    <Card style={{ maxWidth: 420 }}>
      <EmptyState {...args} />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 4, name: 'No comments yet' }).parentElement).toHaveAttribute('data-compact');
  },
};

/** Only a title. */
export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'Nothing here yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  },
};

/** A search of 10,000 characters with no space: the title wraps on a 375 px phone instead of widening the page. */
export const LongSearchOnAPhone: Story = {
  args: { icon: <SearchIcon />, title: `No posts match “${'x'.repeat(10_000)}”`, description: 'Try other words, or clear the search to see the whole feed.' },
  beforeEach: narrowWindow(375),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /^No posts match/ })).toBeVisible();
    await expect(document.documentElement.clientWidth).toBe(375);
    await expect(sidewaysScroll()).toBeLessThanOrEqual(0);
  },
};
