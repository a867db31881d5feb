import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockSession } from '@edupassport/api-client/mocks';
import { AvailabilitySection } from './AvailabilitySection';

const meta = {
  title: 'Profiles/AvailabilitySection',
  component: AvailabilitySection,
  args: { availability: { isOpenToWork: false, isOpenToNetwork: false }, editable: true, onUpdated: fn() },
  beforeEach: () => {
    // The stored flags match the args, so the mock backend and the story agree.
    const me = mockSession.current();
    if (me) Object.assign(me, { open_to_work: false, open_to_network: false });
  },
} satisfies Meta<typeof AvailabilitySection>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Neither flag on: the owner is asked 'Update your availability?'. */
export const OwnerNeitherOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Update your availability?')).toBeVisible();
    await expect(canvas.queryByText('You are listed on')).toBeNull();
  },
};

/** One flag on: 'You are listed on' and its badge. */
export const OwnerListed: Story = {
  args: { availability: { isOpenToWork: true, isOpenToNetwork: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are listed on')).toBeVisible();
    await expect(canvas.getByText('Open To Work')).toBeVisible();
    await expect(canvas.queryByText('Open To Network')).toBeNull();
  },
};

/** Visitors see only the badges: no prompt, no button. */
export const Visitor: Story = {
  args: { availability: { isOpenToWork: true, isOpenToNetwork: true }, editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open To Work')).toBeVisible();
    await expect(canvas.getByText('Open To Network')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('You are listed on')).toBeNull();
  },
};

/** The flags toggle independently; Continue saves only the changed one and lists it in the success toast. */
export const DialogSavesChangedFlag: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update availability' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'What would you like to open?' }));
    const work = dialog.getByRole('switch', { name: 'Open To Work' });
    const network = dialog.getByRole('switch', { name: 'Open To Network' });
    await userEvent.click(network);
    await expect(network).toBeChecked();
    await expect(work).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(await body().findByText('Availability updated successfully')).toBeVisible();
    await expect(body().getByText('Open To Network: on')).toBeVisible();
    await expect(args.onUpdated).toHaveBeenCalledWith({ isOpenToWork: false, isOpenToNetwork: true });
    await expect(mockSession.current()?.open_to_network).toBe(true);
    await expect(mockSession.current()?.open_to_work).toBe(false);
  },
};

/** A failed save: 'Failed to update availability' with 'Please try again later.', the dialog stays open. */
export const DialogSaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.toggleOpenToWork', { status: 500, message: 'Server error' });
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update availability' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'What would you like to open?' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Open To Work' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(await body().findByText('Failed to update availability')).toBeVisible();
    await expect(body().getByText('Please try again later.')).toBeVisible();
    // Nothing was saved: the switch shows what the server has, and the dialog stays open to try again.
    await expect(dialog.getByRole('switch', { name: 'Open To Work' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(args.onUpdated).not.toHaveBeenCalled();
  },
};

/** One of two calls fails: the switches, the badges and the host show what the server has (work on, network off). */
export const DialogPartialFailure: Story = {
  beforeEach: () => {
    mockControls.fail('users.toggleOpenToNetwork', { status: 500, message: 'Server error' });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update availability' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'What would you like to open?' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Open To Work' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Open To Network' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(await body().findByText('Failed to update availability')).toBeVisible();
    await expect(mockSession.current()?.open_to_work).toBe(true);
    await expect(mockSession.current()?.open_to_network).toBe(false);
    await expect(dialog.getByRole('switch', { name: 'Open To Work' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Open To Network' })).not.toBeChecked();
    await expect(args.onUpdated).toHaveBeenCalledWith({ isOpenToWork: true, isOpenToNetwork: false });
    // Closed and opened again, the dialog still starts from the server's flags.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('You are listed on')).toBeVisible();
    await expect(canvas.getByText('Open To Work')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update availability' }));
    dialog = within(await screen.findByRole('dialog', { name: 'What would you like to open?' }));
    await expect(dialog.getByRole('switch', { name: 'Open To Work' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Open To Network' })).not.toBeChecked();
  },
};

/** Cancel forgets the toggles. */
export const DialogCancelResets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update availability' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'What would you like to open?' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Open To Work' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Update availability' }));
    dialog = within(await screen.findByRole('dialog', { name: 'What would you like to open?' }));
    await expect(dialog.getByRole('switch', { name: 'Open To Work' })).not.toBeChecked();
  },
};
