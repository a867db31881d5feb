import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { withOpportunities } from '../stories/decorators';
import { expectCardHeadings } from '../stories/headings';
import { memberFavourites, storyEvents } from '../stories/storyData';
import { EventList } from './EventList';

const published = storyEvents()
  .filter((event) => event.status === 'published')
  .slice(0, 5);
const employersOwn = storyEvents()
  .filter((event) => event.user_id === MOCK_USER_IDS.employer)
  .slice(0, 6);

const meta = {
  title: 'Opportunities/EventList',
  component: EventList,
  args: { events: published, favouriteIds: memberFavourites('events'), onEventDeleted: fn() },
  decorators: [withOpportunities],
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Events' });

/** Published events for a member, with their favourites. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const items = within(list(canvasElement)).getAllByRole('article');
    await expect(items).toHaveLength(published.length);
    await expect(items.every((item) => item.dataset.mode === 'visitor')).toBe(true);
    // 3000 is among the member's seeded favourites.
    await expect(within(items[0] as HTMLElement).getByRole('button', { name: /^Favourite / })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The employer's own events, in owner mode by default; a deleted event leaves the list. */
export const Owner: Story = {
  args: { events: employersOwn, favouriteIds: [], onDelete: fn(), onBoost: fn(), onEdit: fn() },
  parameters: { session: 'employer' },
  play: async ({ canvasElement, args }) => {
    const items = within(list(canvasElement)).getAllByRole('article');
    await expect(items.every((item) => item.dataset.mode === 'owner')).toBe(true);
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: /^Delete / }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete Event' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list(canvasElement)).getAllByRole('article')).toHaveLength(employersOwn.length - 1));
    await expect(args.onEventDeleted).toHaveBeenCalledWith(employersOwn[0]?.id);
  },
};

/** Right under the page's h1 (the demo's /events): `headingLevel={2}` makes every card's title an h2. */
export const UnderThePageHeading: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => expectCardHeadings(canvasElement, list(canvasElement), 2),
};

/** An anonymous visitor. */
export const AnonymousVisitor: Story = {
  args: { favouriteIds: [] },
  parameters: { session: 'anonymous' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No events to show')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: { message: 'The server had a problem. Please try again later.' }, onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The server had a problem. Please try again later.')).toBeVisible();
  },
};
