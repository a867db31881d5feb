import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { createToastStore, type ToastStore } from './toastStore';
import { ToastRegion, type ToastRegionProps } from './ToastRegion';

// The story's own region; the provider around every story may render its default region too.
const STORY_REGION_ID = 'story-toasts';

/** Buttons that raise the toasts a profile or job page raises, over one store per story. */
function ToastDemo({ durationMs, withDialog = false, ...args }: ToastRegionProps & { durationMs?: number; withDialog?: boolean }) {
  // A store per mounted story, so one story's toasts never leak into the next.
  const [store] = useState<ToastStore>(() => createToastStore());
  const [dialogOpen, setDialogOpen] = useState(false);
  const success = () =>
    store.show({ kind: 'success', title: 'Profile saved', description: 'Your changes are live on your educator profile.', durationMs });
  const error = () =>
    store.show({ kind: 'error', title: 'Could not send your application', description: 'Check your connection and try again.', durationMs });
  const info = () => store.show({ kind: 'info', title: '3 new jobs match your preferences', durationMs });
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-start', minHeight: 280 }}>
      <Button onClick={success}>Save profile</Button>
      <Button variant="outline" onClick={error}>
        Apply for job
      </Button>
      <Button variant="ghost" onClick={info}>
        Check job alerts
      </Button>
      {withDialog ? (
        <>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            Report job
          </Button>
          <Dialog
            title="Report this job"
            size="sm"
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            footer={<Button onClick={error}>Send report</Button>}
          >
            <p style={{ margin: 0 }}>Tell us what is wrong with “Head of Science, Northfield Academy”.</p>
          </Dialog>
        </>
      ) : null}
      {/* Named apart from the provider's own region: two landmarks may not share a name. */}
      <ToastRegion label="Demo notifications" {...args} id={STORY_REGION_ID} store={store} />
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  // Each story's render gives the region its own store; this one only satisfies the required prop.
  args: { store: createToastStore() },
  render: (args) => <ToastDemo {...args} durationMs={0} />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** This story's toast region, checked to be the labelled landmark a screen reader user finds. */
async function storyRegion(canvasElement: HTMLElement) {
  const region = canvasElement.ownerDocument.getElementById(STORY_REGION_ID) as HTMLElement;
  await expect(page(canvasElement).getAllByRole('region', { name: 'Demo notifications' })).toContain(region);
  return region;
}

export const SuccessAndError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await storyRegion(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for job' }));

    const status = await within(region).findByRole('status');
    await expect(status).toHaveTextContent('Profile saved');
    await expect(status).toHaveTextContent('Your changes are live on your educator profile.');
    const alert = within(region).getByRole('alert');
    await expect(alert).toHaveTextContent('Could not send your application');
    await expect(status.closest('li')).toHaveAttribute('data-kind', 'success');
    await expect(alert.closest('li')).toHaveAttribute('data-kind', 'error');

    // Dismiss removes one toast and leaves the other.
    await userEvent.click(within(status.closest('li') as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
    await expect(within(region).getByRole('alert')).toBeVisible();
  },
};

export const KeyboardDismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await storyRegion(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check job alerts' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    // The region comes after the page in the Tab order.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const [first, second] = within(region).getAllByRole('button', { name: 'Dismiss' });
    await expect(first).toHaveFocus();
    await expect(first!.closest('li')).toHaveAttribute('data-state', 'paused');
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveFocus();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const AutoDismiss: Story = {
  render: (args) => <ToastDemo {...args} durationMs={800} />,
  play: async ({ canvasElement }) => {
    const region = await storyRegion(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save profile' }));
    await expect(within(region).getByRole('status')).toBeVisible();
    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

export const PausedWhileHovered: Story = {
  render: (args) => <ToastDemo {...args} durationMs={600} />,
  play: async ({ canvasElement }) => {
    const region = await storyRegion(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save profile' }));
    const toast = within(region).getByRole('listitem');
    await userEvent.hover(toast);
    await expect(toast).toHaveAttribute('data-state', 'paused');
    // A second toast with the same time, raised from the keyboard so the pointer stays on the first: once it has gone,
    // the first one's time has run out too, and only the pause keeps it.
    within(canvasElement).getByRole('button', { name: 'Check job alerts' }).focus();
    await userEvent.keyboard('{Enter}');
    const alerts = await within(region).findByText('3 new jobs match your preferences');
    await waitFor(() => expect(alerts).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(within(region).getByText('Profile saved')).toBeVisible();
    await userEvent.unhover(toast);
    await waitFor(() => expect(within(region).queryByText('Profile saved')).toBeNull(), { timeout: 3000 });
  },
};

export const AllKinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check job alerts' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for job' }));
    const region = await storyRegion(canvasElement);
    await expect(within(region).getAllByRole('listitem').map((item) => item.dataset.kind)).toEqual(['success', 'info', 'error']);
  },
};

export const AnnouncedOverAModalDialog: Story = {
  render: (args) => <ToastDemo {...args} durationMs={0} withDialog />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report job' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Report this job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    // The page behind the dialog is inert, but the toast region is not, so the error is still announced.
    const region = await storyRegion(canvasElement);
    await expect(canvasElement.closest('[inert]')).not.toBeNull();
    await expect(region.closest('[inert]')).toBeNull();
    await expect(within(region).getByRole('alert')).toHaveTextContent('Could not send your application');
  },
};

export const DarkTheme: Story = { ...AllKinds, globals: { theme: 'dark' } };
