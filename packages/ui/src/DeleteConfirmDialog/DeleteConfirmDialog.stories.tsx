import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { onDemand } from '../onDemand/onDemand';
import { DeleteConfirmDialog, type DeleteConfirmDialogProps } from './DeleteConfirmDialog';

type HarnessProps = Omit<DeleteConfirmDialogProps, 'open' | 'onOpenChange'> & { onOpenChange?: (open: boolean) => void };

function Harness({ onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete job
      </Button>
      <DeleteConfirmDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

/** A card's way of opening the dialog: downloaded on the first click (onDemand), the first download failing. */
function OnDemandHarness({ onOpenChange, ...props }: HarnessProps) {
  const [OnDemandDialog] = useState(() => {
    let downloads = 0;
    return onDemand(() => {
      downloads += 1;
      if (downloads === 1) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return import('./DeleteConfirmDialog').then((module) => module.DeleteConfirmDialog);
    });
  });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete job
      </Button>
      {open ? (
        <OnDemandDialog
          {...props}
          open
          onOpenChange={(next) => {
            setOpen(next);
            onOpenChange?.(next);
          }}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'UI/DeleteConfirmDialog',
  component: Harness,
  args: { onConfirm: fn(), onOpenChange: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete job' }));
  return screen.findByRole('alertdialog', { name: 'Delete Job' });
};

/** The spec's defaults; focus starts on Cancel, and Cancel closes without deleting. */
export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this job? This action cannot be undone.');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Delete job' })).toHaveFocus();
  },
};

/** While deleting: 'Deleting...', busy, and Escape does not close it; it closes when done. */
export const Busy: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(within(dialog).getByRole('button', { name: /Deleting\.\.\./ })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A failed delete keeps the dialog open with the reason, ready to try again. */
export const Failure: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Failed to delete job. Please try again.'))) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete job. Please try again.');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** Title and text overridden for another kind of item. */
export const CustomText: Story = {
  args: {
    title: 'Delete Event',
    description: 'Are you sure you want to delete this event? This action cannot be undone.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete job' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete Event' })).toBeVisible();
  },
};

/**
 * Opened on demand, as cards do, when the dialog's code cannot be downloaded (offline): a short alert with
 * Try again in its place; Try again downloads it again and the dialog opens.
 */
export const DownloadFailed: Story = {
  render: (args) => <OnDemandHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete job' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This part could not be loaded. Check your connection.');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
