import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { EventGallery } from './EventGallery';

/** Six event photos (the mock media host's picsum seeds). */
const photos = ['open-day', 'science-fair', 'graduation', 'sports-day', 'art-show', 'book-week'].map((seed) => `https://picsum.photos/seed/edu-${seed}/640/400`);

const meta = {
  title: 'Profiles/EventGallery',
  component: EventGallery,
  args: { images: photos },
} satisfies Meta<typeof EventGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const counter = () => screen.getByText(/^\d+ \/ \d+$/);

/** The grid: in each group of four, the 1st and 4th tiles span two columns. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('li[data-span]');
    await expect(Array.from(tiles, (li) => li.getAttribute('data-span'))).toEqual(['2', '1', '1', '2', '2', '1']);
  },
};

/** A tile opens the preview at that image; the arrows wrap around both ends. */
export const PreviewArrowsWrap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gallery image 6 of 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Gallery' });
    await expect(counter()).toHaveTextContent('6 / 6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(counter()).toHaveTextContent('1 / 6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await expect(counter()).toHaveTextContent('6 / 6');
  },
};

/** ← and → move the preview, wrapping too; Escape closes it. */
export const PreviewKeys: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gallery image 1 of 6' }));
    await screen.findByRole('dialog', { name: 'Event Gallery' });
    await expect(counter()).toHaveTextContent('1 / 6');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(counter()).toHaveTextContent('6 / 6');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(counter()).toHaveTextContent('2 / 6');
    await expect(screen.getByRole('img', { name: 'Gallery image 2 of 6' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Broken image paths fall back without breaking the grid. */
export const BrokenImages: Story = {
  args: { images: ['/uploads/gallery/missing-1.jpg', '/uploads/gallery/missing-2.jpg', '/uploads/gallery/missing-3.jpg'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /Gallery image \d of 3/ })).toHaveLength(3);
  },
};

/** No images yet. */
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing added yet.')).toBeVisible();
  },
};

const ownGallery = () => mockStore.users.find((u) => u.id === MOCK_USER_IDS.businessOwner)?.business_profile?.gallery ?? [];

/** The owner deletes an image in Edit mode: it goes, by its path's last segment. */
export const OwnerDeletes: Story = {
  parameters: { session: 'businessOwner' },
  render: (args) => <EventGallery {...args} images={[...ownGallery()]} editable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = ownGallery().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Event Gallery' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image 1' }));
    await waitFor(() => expect(ownGallery().length).toBe(before - 1));
  },
};

/** A failed delete keeps the image and says why. */
export const DeleteFails: Story = {
  parameters: { session: 'businessOwner' },
  render: (args) => <EventGallery {...args} images={[...ownGallery()]} editable />,
  beforeEach: () => {
    mockControls.fail('business.deleteGalleryImage', { status: 500, message: 'The media service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = ownGallery().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Event Gallery' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image 1' }));
    await expect(await canvas.findByText('Could not delete: The media service is unavailable')).toBeVisible();
    await expect(ownGallery().length).toBe(before);
    await expect(canvas.getByRole('button', { name: 'Gallery image 1 of ' + before })).toBeVisible();
  },
};
