import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { storyQueryClient } from '../../../../.storybook/edu';
import { cardWidth, withOpportunities } from '../stories/decorators';
import { storyEvent } from '../stories/storyData';
import { defaultEventCover } from '../stories/storyImages';
import { EventCard } from './EventCard';

const earlyYears = storyEvent(3004); // published, not boosted, Hybrid
const openPopup = fn();
const navigate = fn();
const requireLogin = fn();

const meta = {
  title: 'Opportunities/EventCard',
  component: EventCard,
  args: { event: earlyYears, mode: 'visitor', onBoost: fn(), onEdit: fn(), onDelete: fn(), onDeleted: fn(), onFavouriteChange: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['visitor', 'owner'] } },
  decorators: [cardWidth(), withOpportunities],
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('article'));

/** A visitor: cover, name, date, format, venue, category and link; Reserve Spot, favourite and share. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const card = article(canvasElement);
    await expect(card.getByRole('link', { name: 'Early Years Conference' })).toHaveAttribute('href', '/details/event/3004');
    await expect(card.getByText('Hybrid')).toBeVisible();
    await expect(card.getByText('Dubai World Trade Centre')).toBeVisible();
    await expect(card.getByRole('link', { name: /events\.example\.edu\/e\/3004/ })).toHaveAttribute('href', 'https://events.example.edu/e/3004');
    await expect(card.getByRole('button', { name: 'Reserve Spot' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Favourite Early Years Conference' })).toHaveAttribute('aria-pressed', 'false');
    await expect(card.queryByText('Published')).toBeNull();
  },
};

/** Reserve Spot records a click, then asks the host for a 600x600 popup on the event link. */
export const ReserveSpot: Story = {
  render: (args) => (
    <EduProvider openPopup={openPopup}>
      <EventCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(article(canvasElement).getByRole('button', { name: 'Reserve Spot' }));
    await expect(openPopup).toHaveBeenCalledWith('https://events.example.edu/e/3004', { width: 600, height: 600 });
    await waitFor(() => expect(mockStore.tracking).toContainEqual({ kind: 'event', action: 'click', target_id: 3004, user_id: MOCK_USER_IDS.member }));
  },
};

/** In static mode (a preview), Reserve Spot opens the link but records no click. */
export const ReserveSpotStatic: Story = {
  args: { staticMode: true },
  render: (args) => (
    <EduProvider openPopup={openPopup}>
      <EventCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(article(canvasElement).getByRole('button', { name: 'Reserve Spot' }));
    await expect(openPopup).toHaveBeenCalledWith('https://events.example.edu/e/3004', { width: 600, height: 600 });
    // A click record would be a write still under way or answered by now: wait until none is under way.
    await waitFor(() => expect(storyQueryClient.isMutating()).toBe(0));
    await expect(mockStore.tracking).toHaveLength(0);
  },
};

/** A `javascript:` event link is never opened (nor shown): Reserve Spot is disabled. */
export const UnsafeLinkNeverOpened: Story = {
  args: { event: storyEvent(3004, { event_link: 'javascript:alert(document.cookie)' }) },
  render: (args) => (
    <EduProvider openPopup={openPopup}>
      <EventCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const card = article(canvasElement);
    const reserve = card.getByRole('button', { name: 'Reserve Spot' });
    await expect(reserve).toBeDisabled();
    await userEvent.click(reserve, { pointerEventsCheck: 0 });
    await expect(openPopup).not.toHaveBeenCalled();
    await expect(card.queryByRole('link', { name: /javascript/ })).toBeNull();
    await expect(mockStore.tracking).toHaveLength(0);
  },
};

/** No cover image: the default event image. */
export const MissingCover: Story = {
  args: { event: storyEvent(3006, { status: 'published' }) },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', defaultEventCover);
  },
};

/** A broken cover image falls back to the default event image. */
export const BrokenCover: Story = {
  args: { event: storyEvent(3004, { event_cover_image: '/img/does-not-exist.png' }) },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image).toHaveAttribute('src', defaultEventCover));
  },
};

/** No cover, and the default image is missing too (a host without /img/social-media/default-1.png): a placeholder keeps the cover's 16:9 box. */
export const MissingCoverAndDefault: Story = {
  args: { event: storyEvent(3006, { status: 'published' }) },
  render: (args) => (
    <EduProvider routes={{ defaultEventImage: () => '/img/also-missing.png' }}>
      <EventCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const cover = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('article [data-state="placeholder"]');
      expect(found).toBeVisible();
      return found!;
    });
    await expect(canvasElement.querySelector('article img')).toBeNull();
    const { width, height } = cover.getBoundingClientRect();
    await expect(Math.abs(height - (width * 9) / 16)).toBeLessThan(2);
  },
};

/** A broken cover whose default image fails too: the same placeholder, never a collapsed card. */
export const BrokenCoverAndDefault: Story = {
  args: { event: storyEvent(3004, { event_cover_image: '/img/does-not-exist.png' }) },
  render: MissingCoverAndDefault.render,
  play: MissingCoverAndDefault.play,
};

/** The host's own default image, through `routes.defaultEventImage`. */
export const CustomDefaultImage: Story = {
  args: { event: storyEvent(3006, { status: 'published' }) },
  render: (args) => (
    <EduProvider routes={{ defaultEventImage: () => `${defaultEventCover}#host` }}>
      <EventCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', `${defaultEventCover}#host`);
  },
};

/** Favouriting an event whose state the page did not know: the server's answer (now a favourite) fills the heart. */
export const Favourite: Story = {
  play: async ({ canvasElement, args }) => {
    const heart = article(canvasElement).getByRole('button', { name: 'Favourite Early Years Conference' });
    await expect(heart).toHaveAttribute('data-favourite', 'unknown');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(args.onFavouriteChange).toHaveBeenCalledWith(true));
    await waitFor(() => expect(mockStore.isFavorite('events', MOCK_USER_IDS.member, 3004)).toBe(true));
  },
};

/**
 * On the realistic mock backend, whose event favourite toggle answers 204 with no state: the heart reads the
 * server's favourites back (busy meanwhile, focus kept) and shows what the server holds, after each click.
 */
export const FavouriteOn204Server: Story = {
  globals: { mockMode: 'realistic' },
  play: async ({ canvasElement, args }) => {
    await expect(mockControls.realistic()).toBe(true);
    const heart = article(canvasElement).getByRole('button', { name: 'Favourite Early Years Conference' });
    await expect(heart).toHaveAttribute('data-favourite', 'unknown');

    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    await expect(heart).toHaveFocus();
    await expect(mockStore.isFavorite('events', MOCK_USER_IDS.member, 3004)).toBe(true);
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    await expect(mockStore.isFavorite('events', MOCK_USER_IDS.member, 3004)).toBe(false);
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(false);
    await expect(screen.queryByText('Your favourites were updated.')).toBeNull();
  },
};

/** An anonymous visitor's favourite asks the host to log in. */
export const AnonymousVisitor: Story = {
  parameters: { session: 'anonymous' },
  render: (args) => (
    <EduProvider requireLogin={requireLogin}>
      <EventCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(article(canvasElement).getByRole('button', { name: 'Favourite Early Years Conference' }));
    await expect(requireLogin).toHaveBeenCalledTimes(1);
  },
};

/** Share opens the shared dialog for an event. */
export const Share: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(article(canvasElement).getByRole('button', { name: 'Share Early Years Conference' }));
    await expect(await screen.findByRole('dialog', { name: 'Be Great, Share This EDU Event!' })).toBeVisible();
  },
};

/** The owner of a published event that is not boosted: Published, Preview and Boost this Event. */
export const OwnerPublished: Story = {
  args: { mode: 'owner' },
  parameters: { session: 'employer' },
  play: async ({ canvasElement, args }) => {
    const card = article(canvasElement);
    await expect(card.getByText('Published')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Reserve Spot' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Boost this Event' }));
    await expect(args.onBoost).toHaveBeenCalledWith(args.event);
  },
};

/** A published event already boosted: the button is disabled and reads Event Boosted. */
export const OwnerBoosted: Story = {
  args: { mode: 'owner', event: storyEvent(3000) },
  parameters: { session: 'employer' },
  play: async ({ canvasElement }) => {
    await expect(article(canvasElement).getByRole('button', { name: 'Event Boosted' })).toBeDisabled();
  },
};

/** A draft: Approval Pending and Edit Listing. */
export const OwnerDraft: Story = {
  args: { mode: 'owner', event: storyEvent(3001) },
  parameters: { session: 'businessOwner' },
  play: async ({ canvasElement, args }) => {
    const card = article(canvasElement);
    await expect(card.getByText('Approval Pending')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Edit Listing' }));
    await expect(args.onEdit).toHaveBeenCalledWith(args.event);
  },
};

/** The host's message overrides reach the status label and the owner's action, like every other string. */
export const OwnerMessageOverrides: Story = {
  args: { mode: 'owner', event: storyEvent(3001) },
  parameters: { session: 'businessOwner' },
  render: (args) => (
    <EduProvider messages={{ opportunities: { eventStatusPending: 'Awaiting approval', eventEditListing: 'Edit event' } }}>
      <EventCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const card = article(canvasElement);
    await expect(card.getByText('Awaiting approval')).toBeVisible();
    await expect(card.queryByText('Approval Pending')).toBeNull();
    await expect(card.getByRole('button', { name: 'Edit event' })).toBeEnabled();
  },
};

/** A host that handles neither boost nor delete: the owner sees no Boost this Event and no delete, only Preview and share. */
export const OwnerWithoutHandlers: Story = {
  parameters: { session: 'employer' },
  render: (args) => <EventCard event={args.event} mode="owner" />,
  play: async ({ canvasElement }) => {
    const card = article(canvasElement);
    await expect(card.getByText('Published')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Preview' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Share Early Years Conference' })).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Boost this Event' })).toBeNull();
    await expect(card.queryByRole('button', { name: 'Delete Early Years Conference' })).toBeNull();
  },
};

/** Without an edit handler, a draft's owner is not offered Edit Listing. */
export const OwnerDraftWithoutHandlers: Story = {
  parameters: { session: 'businessOwner' },
  render: () => <EventCard event={storyEvent(3001)} mode="owner" />,
  play: async ({ canvasElement }) => {
    const card = article(canvasElement);
    await expect(card.getByText('Approval Pending')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Edit Listing' })).toBeNull();
    await expect(card.queryByRole('button', { name: /^Delete / })).toBeNull();
  },
};

/** Pending approval: also Approval Pending and Edit Listing. */
export const OwnerPending: Story = {
  args: { mode: 'owner', event: storyEvent(3002) },
  parameters: { session: 'employer' },
  play: async ({ canvasElement }) => {
    await expect(article(canvasElement).getByText('Approval Pending')).toBeVisible();
    await expect(article(canvasElement).getByRole('button', { name: 'Edit Listing' })).toBeEnabled();
  },
};

/** Expired: Expired and Edit Listing. */
export const OwnerExpired: Story = {
  args: { mode: 'owner', event: storyEvent(3003) },
  parameters: { session: 'businessOwner' },
  play: async ({ canvasElement }) => {
    await expect(article(canvasElement).getByText('Expired')).toBeVisible();
  },
};

/** A status the spec does not name is shown as it is. */
export const OwnerUnknownStatus: Story = {
  args: { mode: 'owner', event: storyEvent(3019) },
  parameters: { session: 'businessOwner' },
  play: async ({ canvasElement }) => {
    await expect(article(canvasElement).getByText('cancelled')).toBeVisible();
  },
};

/** Without a mode, the signed-in employer sees their own event in owner mode. */
export const OwnerByDefault: Story = {
  args: { mode: undefined, event: storyEvent(3002) },
  parameters: { session: 'employer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-mode', 'owner');
  },
};

/** …and a member sees someone else's event in visitor mode. */
export const VisitorByDefault: Story = {
  args: { mode: undefined, event: storyEvent(3002) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-mode', 'visitor');
  },
};

/** Preview opens the event's detail through the host's navigation. */
export const OwnerPreview: Story = {
  args: { mode: 'owner' },
  parameters: { session: 'employer' },
  render: (args) => (
    <EduProvider navigate={navigate}>
      <EventCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(article(canvasElement).getByRole('button', { name: 'Preview' }));
    await expect(navigate).toHaveBeenCalledWith('/details/event/3004');
  },
};

/** Delete asks for confirmation first, then deletes and tells the list. */
export const OwnerDelete: Story = {
  args: { mode: 'owner' },
  parameters: { session: 'employer' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(article(canvasElement).getByRole('button', { name: 'Delete Early Years Conference' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Event' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this event? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledWith(3004));
    await expect(args.onDelete).toHaveBeenCalledWith(args.event);
  },
};

/** Long texts wrap inside the card. */
export const LongText: Story = {
  args: {
    event: storyEvent(3004, {
      event_name: 'International Conference on Inclusive Early Years Education, Play-Based Learning and Family Partnerships 2027',
      event_venue: 'Dubai World Trade Centre, Sheikh Rashid Hall, Level 2, Trade Centre District, Dubai',
      event_category: 'Conference and Professional Development Workshop Series',
    }),
  },
};

/** The owner card in the dark theme. */
export const DarkOwner: Story = {
  args: { mode: 'owner' },
  parameters: { session: 'employer' },
  globals: { theme: 'dark' },
};
