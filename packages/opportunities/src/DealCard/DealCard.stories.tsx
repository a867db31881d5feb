import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { storyQueryClient } from '../../../../.storybook/edu';
import { cardWidth, withOpportunities } from '../stories/decorators';
import { storyDeal } from '../stories/storyData';
import { defaultEventCover } from '../stories/storyImages';
import { DealCard } from './DealCard';

const cpdCourse = storyDeal(4000);
const requireLogin = fn();

const meta = {
  title: 'Opportunities/DealCard',
  component: DealCard,
  args: { deal: cpdCourse, onFavouriteChange: fn() },
  decorators: [cardWidth(340), withOpportunities],
} satisfies Meta<typeof DealCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('article'));

/** Picture, posting type and category badges, name, 'Use by {MMM yyyy}', View Deal and the heart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = article(canvasElement);
    await expect(card.getByRole('heading', { name: 'Half-price CPD course' })).toBeVisible();
    await expect(card.getByText('Discount')).toBeVisible();
    await expect(card.getByText('Training')).toBeVisible();
    await expect(card.getByText('Use by Sep 2026')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Favourite Half-price CPD course' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** View Deal records a view and a click, and opens the deal dialog. */
export const ViewDeal: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(article(canvasElement).getByRole('button', { name: 'View Deal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Half-price CPD course' });
    await expect(within(dialog).getByText('EDU1230')).toBeVisible();
    await waitFor(() => {
      expect(mockStore.tracking).toContainEqual({ kind: 'deal', action: 'view', target_id: 4000, user_id: MOCK_USER_IDS.member });
      expect(mockStore.tracking).toContainEqual({ kind: 'deal', action: 'click', target_id: 4000, user_id: MOCK_USER_IDS.member });
    });
  },
};

/** Both tracking calls fail: the failure is only logged and the dialog opens anyway. */
export const TrackingFailureStillOpens: Story = {
  beforeEach: () => {
    mockControls.fail('deals.view', { status: 500, message: 'Tracking is down' });
    mockControls.fail('deals.click', { network: true });
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(article(canvasElement).getByRole('button', { name: 'View Deal' }));
    await expect(await screen.findByRole('dialog', { name: 'Half-price CPD course' })).toBeVisible();
    // Both tracking writes have failed (and been logged) by now; the dialog stays.
    await waitFor(() => expect(storyQueryClient.isMutating()).toBe(0));
    await expect(mockStore.tracking).toHaveLength(0);
    await expect(screen.getByRole('dialog', { name: 'Half-price CPD course' })).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** Tracking that never answers does not hold the dialog back. */
export const TrackingSlowStillOpens: Story = {
  beforeEach: () => {
    mockControls.delay('deals.view', 'infinite');
    mockControls.delay('deals.click', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(article(canvasElement).getByRole('button', { name: 'View Deal' }));
    await expect(await screen.findByRole('dialog', { name: 'Half-price CPD course' })).toBeVisible();
  },
};

/** A deal among the member's favourites. */
export const Favourite: Story = {
  args: { deal: storyDeal(4002), defaultFavourite: true },
  play: async ({ canvasElement, args }) => {
    const heart = article(canvasElement).getByRole('button', { name: 'Favourite Half-price CPD course' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(args.onFavouriteChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(mockStore.isFavorite('deals', MOCK_USER_IDS.member, 4002)).toBe(false));
  },
};

/** An anonymous visitor may view the deal; the heart asks them to log in. */
export const AnonymousVisitor: Story = {
  parameters: { session: 'anonymous' },
  render: (args) => (
    <EduProvider requireLogin={requireLogin}>
      <DealCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const card = article(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Favourite Half-price CPD course' }));
    await expect(requireLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(card.getByRole('button', { name: 'View Deal' }));
    await expect(await screen.findByRole('dialog', { name: 'Half-price CPD course' })).toBeVisible();
    await waitFor(() => expect(mockStore.tracking.filter((r) => r.target_id === 4000 && r.user_id === null)).toHaveLength(2));
  },
};

/** A deal without a picture shows the default image. */
export const NoPicture: Story = {
  args: { deal: storyDeal(4003, { deal_photo_url: undefined }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article img')).toHaveAttribute('src', defaultEventCover);
  },
};

/** A picture that fails to load (404) is replaced by the default image, never an empty box. */
export const BrokenPicture: Story = {
  args: { deal: storyDeal(4000, { deal_photo_url: '/img/does-not-exist.png' }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('article img')).toHaveAttribute('src', defaultEventCover));
    await expect(canvasElement.querySelector('article img')).toHaveAttribute('data-state', 'fallback');
  },
};

/** When the default image fails too, a neutral placeholder keeps the picture's box instead of an empty grey one. */
export const BrokenPictureAndDefault: Story = {
  args: { deal: storyDeal(4000, { deal_photo_url: '/img/does-not-exist.png' }) },
  render: (args) => (
    <EduProvider routes={{ defaultEventImage: () => '/img/also-missing.png' }}>
      <DealCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('article [data-state="placeholder"]')).toBeVisible());
    await expect(canvasElement.querySelector('article img')).toBeNull();
  },
};

/** Long texts wrap inside the card. */
export const LongText: Story = {
  args: {
    deal: storyDeal(4001, {
      deal_name: 'Teacher travel discount: 25% off flights and hotels for the summer break, booked before the end of term',
      deal_category: 'Travel and Accommodation',
      posting_type: 'Limited-time Bundle',
    }),
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
};
