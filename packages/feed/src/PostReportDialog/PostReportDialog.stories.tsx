import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { Button, onDemand } from '@edupassport/ui';
import { PostReportDialog, type PostReportDialogProps } from './PostReportDialog';

/** A seeded post of another member. */
const POST_ID = 1003;

/** Opens the dialog from a Report button, as a card's menu does. */
function WithTrigger(props: Omit<PostReportDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Report
      </Button>
      <PostReportDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * The report dialog on demand, as a card opens it, with a first download that fails as on a dropped connection.
 * Built per mount with the kit's own `onDemand` (the cards' dialogs are made the same way), so the production
 * code needs no switch to fail.
 */
function FailingDownload(props: Omit<PostReportDialogProps, 'open' | 'onOpenChange'>) {
  const [OnDemandReportDialog] = useState(() => {
    let attempts = 0;
    return onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return PostReportDialog;
    });
  });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Report
      </Button>
      {open ? <OnDemandReportDialog {...props} open onOpenChange={setOpen} /> : null}
    </>
  );
}

const meta = {
  title: 'Feed/PostReportDialog',
  component: WithTrigger,
  args: { postId: POST_ID, onReported: fn() },
} satisfies Meta<typeof WithTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** The four reasons of the spec, and nothing chosen yet. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Report Post');
    const radios = within(dialog).getAllByRole('radio');
    await expect(radios.map((r) => r.getAttribute('value'))).toEqual(['spam', 'inappropriate', 'harassment', 'other']);
    await expect(within(dialog).getByRole('radio', { name: 'Spam' })).not.toBeChecked();
  },
};

/** Submitting without a reason or details shows 'Please fill in both details and reason' and sends nothing. */
export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Report Post');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Details/ }),
      'Repeated advertising for tutoring.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await expect(await within(dialog).findByText('Please fill in both details and reason')).toBeVisible();
    await expect(within(dialog).getByRole('radiogroup', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onReported).not.toHaveBeenCalled();
    await expect(mockStore.reports).toHaveLength(0);
  },
};

/** A complete report is sent and the dialog closes. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Report Post');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Inappropriate' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Details/ }),
      'Shares photos of students without consent.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(args.onReported).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: 'Report Post' })).toBeNull();
    await expect(mockStore.reports).toEqual([
      expect.objectContaining({
        kind: 'post',
        target_id: POST_ID,
        reason: 'inappropriate',
        details: 'Shares photos of students without consent.',
      }),
    ]);
  },
};

/** The call fails: the dialog stays open with everything chosen and typed, and the server's message. */
export const SubmitFails: Story = {
  beforeEach: () => {
    mockControls.fail('posts.report', { status: 500, message: 'Reports cannot be received right now.' });
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Report Post');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const details = within(dialog).getByRole('textbox', { name: /Details/ });
    await userEvent.type(details, 'Misleading salary claims.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await expect(await within(dialog).findByText('Reports cannot be received right now.')).toBeVisible();
    await expect(details).toHaveValue('Misleading salary claims.');
    await expect(within(dialog).getByRole('radio', { name: 'Other' })).toBeChecked();
    await expect(args.onReported).not.toHaveBeenCalled();
  },
};

/** Reporting a comment of the post: the title says so. */
export const CommentReport: Story = {
  args: { commentId: 5001 },
  play: async ({ canvasElement }) => {
    await expect(await dialogOf(canvasElement, 'Report Comment')).toBeVisible();
  },
};

/** The dialog's code fails to download: a short alert with Try again, which downloads it again and opens it. */
export const DownloadFails: Story = {
  render: (args) => <FailingDownload {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This part could not be loaded. Check your connection.');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const dialog = await dialogOf(canvasElement, 'Report Post');
    await expect(within(dialog).getByRole('radio', { name: 'Spam' })).not.toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
