import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withOpportunities } from '../stories/decorators';
import { expectCardHeadings } from '../stories/headings';
import { memberFavourites, storyDeals } from '../stories/storyData';
import { DealList } from './DealList';

const deals = storyDeals().slice(0, 8);

const meta = {
  title: 'Opportunities/DealList',
  component: DealList,
  args: { deals, favouriteIds: memberFavourites('deals') },
  decorators: [withOpportunities],
} satisfies Meta<typeof DealList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deals with the member's favourites; View Deal opens a deal's dialog. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Deals' })).getAllByRole('article');
    await expect(items).toHaveLength(8);
    // 4002 is among the member's seeded favourites.
    await expect(within(items[2] as HTMLElement).getByRole('button', { name: /^Favourite / })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(items[3] as HTMLElement).getByRole('button', { name: 'View Deal' }));
    await expect(within(await screen.findByRole('dialog', { name: '20% off classroom supplies' })).getByText('EDUPASSPORT')).toBeVisible();
  },
};

/** Right under the page's h1 (the demo's /deals): `headingLevel={2}` makes every card's title an h2. */
export const UnderThePageHeading: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => expectCardHeadings(canvasElement, within(canvasElement).getByRole('list', { name: 'Deals' }), 2),
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
  args: { deals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No deals to show')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'Network error: Please check your connection and try again', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Network error: Please check your connection and try again')).toBeVisible();
  },
};
