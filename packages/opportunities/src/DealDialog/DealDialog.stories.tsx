import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { EduProvider } from '@edupassport/ui';
import { withOpportunities } from '../stories/decorators';
import { storyDeal } from '../stories/storyData';
import { defaultEventCover } from '../stories/storyImages';
import { DealDialog } from './DealDialog';

const meta = {
  title: 'Opportunities/DealDialog',
  component: DealDialog,
  args: { deal: storyDeal(4000), defaultOpen: true, onOpenChange: fn() },
  decorators: [withOpportunities],
} satisfies Meta<typeof DealDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name = 'Half-price CPD course') => within(await screen.findByRole('dialog', { name }));

/** Picture, name, 'Description and Instruction', the 'Your Code' box, Copy Code and Share. */
export const WithCode: Story = {
  play: async () => {
    const deal = await dialog();
    await expect(deal.getByRole('heading', { name: 'Description and Instruction' })).toBeVisible();
    await expect(deal.getByText('Show the code at checkout. One use per educator.')).toBeVisible();
    await expect(deal.getByText('Your Code')).toBeVisible();
    await expect(deal.getByText('EDU1230')).toBeVisible();
    await expect(deal.getByRole('button', { name: 'Copy Code' })).toHaveAccessibleDescription('EDU1230');
  },
};

/** A deal without a code shows the default promo code. */
export const DefaultPromoCode: Story = {
  args: { deal: storyDeal(4003) },
  play: async () => {
    const deal = await dialog('20% off classroom supplies');
    await expect(deal.getByText('EDUPASSPORT')).toBeVisible();
  },
};

/** Copy Code writes the code to the clipboard and says so. */
export const CopyCodeSuccess: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  play: async () => {
    const deal = await dialog();
    await userEvent.click(deal.getByRole('button', { name: 'Copy Code' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('EDU1230');
    await expect(await screen.findByText('Code copied to clipboard!')).toBeVisible();
  },
};

/** The clipboard refuses: 'Failed to copy code'. */
export const CopyCodeFailure: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  },
  play: async () => {
    const deal = await dialog();
    await userEvent.click(deal.getByRole('button', { name: 'Copy Code' }));
    await expect(await screen.findByText('Failed to copy code')).toBeVisible();
    await expect(screen.queryByText('Code copied to clipboard!')).toBeNull();
  },
};

/** Share opens the shared dialog for a deal. */
export const Share: Story = {
  play: async () => {
    const deal = await dialog();
    await userEvent.click(deal.getByRole('button', { name: 'Share Half-price CPD course' }));
    await expect(await screen.findByRole('dialog', { name: 'Share This Deal With Your Friends!' })).toBeVisible();
  },
};

/** The host's own default promo code. */
export const HostDefaultCode: Story = {
  args: { deal: storyDeal(4003), defaultCode: 'WELCOME-EDU' },
  play: async () => {
    await expect((await dialog('20% off classroom supplies')).getByText('WELCOME-EDU')).toBeVisible();
  },
};

/** A picture that fails to load (404) is replaced by the default image, as on the card, never an empty box. */
export const BrokenPicture: Story = {
  args: { deal: storyDeal(4000, { deal_photo_url: '/img/does-not-exist.png' }) },
  play: async () => {
    const deal = await dialog();
    await waitFor(() => expect(deal.getByRole('img', { name: 'Picture of Half-price CPD course' })).toHaveAttribute('src', defaultEventCover));
    await expect(deal.getByRole('img', { name: 'Picture of Half-price CPD course' })).toBeVisible();
  },
};

/** When the default image fails too, the picture's place names it instead of leaving a hole. */
export const BrokenPictureAndDefault: Story = {
  args: { deal: storyDeal(4000, { deal_photo_url: '/img/does-not-exist.png' }) },
  render: (args) => (
    <EduProvider routes={{ defaultEventImage: () => '/img/also-missing.png' }}>
      <DealDialog {...args} />
    </EduProvider>
  ),
  play: async () => {
    const deal = await dialog();
    const picture = () => deal.getByRole('img', { name: 'Picture of Half-price CPD course' });
    await waitFor(() => expect(picture()).toHaveAttribute('data-state', 'placeholder'));
    await expect(picture()).toBeVisible();
    await expect(deal.getByText('Picture of Half-price CPD course')).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
};
