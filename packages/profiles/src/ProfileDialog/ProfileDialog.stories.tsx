import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { Button } from '@edupassport/ui';
import { ProfileDialog } from './ProfileDialog';
import { storyUser } from '../EducatorSection/storyUsers';

/** Mateo Garcia, open to work, with Amara's degree so every educator fact shows. */
const educator = { ...storyUser(13), my_education: storyUser(1).my_education };
const business = storyUser(MOCK_USER_IDS.businessOwner);

const meta = {
  title: 'Profiles/ProfileDialog',
  component: ProfileDialog,
  args: { profile: educator, open: true, onOpenChange: fn() },
  // The dialog is what ProfileSummaryCard opens from the name (its stories open it from the card); here on its own.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Show profile</Button>
        <ProfileDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An educator: 'Educator Profile' with Open To Work, the facts and View Profile; Escape closes it. */
export const Educator: Story = {
  args: { messageAction: <Button variant="outline">Message Mateo Garcia</Button> },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Educator Profile' });
    await expect(within(dialog).getByText('Open To Work')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Message Mateo Garcia' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profiles/educator?id=13&mode=preview');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Share mode: neither Open To Work nor the Message action. */
export const ShareMode: Story = {
  args: { shareMode: true, messageAction: <Button variant="outline">Message Mateo Garcia</Button> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Educator Profile' });
    await expect(within(dialog).queryByText('Open To Work')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: /message/i })).toBeNull();
  },
};

/** A business: 'Business Profile' with its size and a link to the business page. */
export const Business: Story = {
  args: { profile: business },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Business Profile' });
    await expect(within(dialog).getByText('Startup (1-10 employees)')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profiles/business?id=101&mode=preview');
  },
};
