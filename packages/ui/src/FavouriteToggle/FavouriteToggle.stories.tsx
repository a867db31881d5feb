import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EduContextProvider } from '../EduProvider/context';
import type { ToastAdapter } from '../EduProvider/types';
import { FavouriteToggle } from './FavouriteToggle';

const signedIn = { user: { id: 12, full_name: 'Amara Okafor', user_types: 'educator' } };
const requireLogin = fn();
const toast: ToastAdapter = { show: fn(() => 'favourite-toast'), dismiss: fn() };

const meta = {
  title: 'UI/FavouriteToggle',
  component: FavouriteToggle,
  args: { label: 'Favourite this job', onPressedChange: fn(), onError: fn() },
  decorators: [
    (Story) => (
      <EduContextProvider session={signedIn} toast={toast}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, maxWidth: 420, fontFamily: 'var(--edu-font-body)' }}>
          <div style={{ flex: 1 }}>
            <strong>Year 6 Class Teacher</strong>
            <div style={{ color: 'var(--edu-color-text-muted)' }}>Greenfield Academy · Leeds</div>
          </div>
          <Story />
        </div>
      </EduContextProvider>
    ),
  ],
} satisfies Meta<typeof FavouriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not a favourite yet: an outline heart. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite this job' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAttribute('data-state', 'off');
  },
};

/** Already a favourite: a filled heart, with the state in aria-pressed rather than colour alone. */
export const On: Story = {
  args: { defaultPressed: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite this job' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('data-state', 'on');
  },
};

/** The default names from the messages, which follow the state, on an event card. */
export const DefaultNames: Story = {
  args: { label: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    await expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
  },
};

/** The save succeeds: the heart flips at once and stays. */
export const SavesSuccessfully: Story = {
  args: { onToggle: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 150))) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite this job' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The save is still running: aria-busy, and further presses are ignored. */
export const Pending: Story = {
  args: { onToggle: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite this job' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-pending');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The save fails: the heart flips back, onError gets the error and an error toast explains. */
export const FailingCallRollsBack: Story = {
  args: {
    onToggle: fn(() => new Promise<void>((_, reject) => setTimeout(() => reject(new Error('Network error')), 150))),
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite this job' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Network error' }));
    await expect(toast.show).toHaveBeenCalledWith({ kind: 'error', title: 'Could not update favourites. Please try again.', description: 'Network error' });
  },
};

/** An anonymous visitor: the host's login prompt opens and the heart does not flip. */
export const RequiresLoginAnonymous: Story = {
  args: { requiresLogin: true, onToggle: fn() },
  decorators: [
    (Story) => (
      <EduContextProvider session={{ user: null }} requireLogin={requireLogin}>
        <Story />
      </EduContextProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite this job' });
    await userEvent.click(button);
    await expect(requireLogin).toHaveBeenCalledTimes(1);
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Keyboard: Space and Enter toggle, with a visible focus ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite this job' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};
