import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { Button, EduProvider } from '@edupassport/ui';
import { JobReportDialog, type JobReportDialogProps } from './JobReportDialog';

/** A page's Report button and the dialog it opens. */
function WithTrigger(props: JobReportDialogProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Report Physics Tutor
      </Button>
      <JobReportDialog
        {...props}
        defaultOpen={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Opportunities/JobReportDialog',
  component: JobReportDialog,
  args: { jobId: 2000, jobTitle: 'Physics Tutor', defaultOpen: true, onOpenChange: fn(), onReported: fn() },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof JobReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Report Job' });

/** The form: five reasons and the details. */
export const Form: Story = {
  play: async () => {
    const form = within(await dialog());
    for (const name of ['Spam or scam', 'Misleading', 'Inappropriate', 'Discrimination', 'Other']) {
      await expect(form.getByRole('checkbox', { name })).not.toBeChecked();
    }
    await expect(form.getByRole('textbox', { name: /Details/ })).toHaveValue('');
  },
};

/** Submitting an empty form shows both messages; each clears once its field is filled. */
export const ValidationMessages: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Submit Report' }));
    await expect(await form.findByText('Please select at least one reason for reporting')).toBeVisible();
    await expect(form.getByText('Please provide details about the issue')).toBeVisible();

    await userEvent.click(form.getByRole('checkbox', { name: 'Misleading' }));
    await waitFor(() => expect(form.queryByText('Please select at least one reason for reporting')).toBeNull());
    await expect(form.getByText('Please provide details about the issue')).toBeVisible();

    // Spaces alone are not details.
    await userEvent.type(form.getByRole('textbox', { name: /Details/ }), '   ');
    await userEvent.click(form.getByRole('button', { name: 'Submit Report' }));
    await expect(form.getByText('Please provide details about the issue')).toBeVisible();
    await expect(mockStore.reports).toHaveLength(0);
    await expect(args.onReported).not.toHaveBeenCalled();
  },
};

/** A valid report is sent with the reasons joined by ', ', then the success view links to the inbox. */
export const SuccessView: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('checkbox', { name: 'Spam or scam' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Misleading' }));
    await userEvent.type(form.getByRole('textbox', { name: /Details/ }), 'The salary in the advert is not what the school offers at interview.');
    await userEvent.click(form.getByRole('button', { name: 'Submit Report' }));

    const success = within(await screen.findByRole('dialog', { name: 'Report submitted' }));
    await expect(success.getByRole('link', { name: 'View notifications' })).toHaveAttribute('href', '/inbox?section=notifications&filter=all');
    await expect(args.onReported).toHaveBeenCalledWith(2000);
    const report = mockStore.reports.at(-1);
    await expect(report).toMatchObject({ kind: 'job', target_id: 2000, reason: 'spam, misleading' });
    await expect(report?.details).toBe('The salary in the advert is not what the school offers at interview.');

    await userEvent.click(success.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const inboxNavigate = fn();

/** The inbox link goes through the host's navigation and closes the dialog. */
export const InboxLink: Story = {
  render: (args) => (
    <EduProvider navigate={inboxNavigate}>
      <WithTrigger {...args} />
    </EduProvider>
  ),
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('checkbox', { name: 'Discrimination' }));
    await userEvent.type(form.getByRole('textbox', { name: /Details/ }), 'Applicants over 40 are told not to apply.');
    await userEvent.click(form.getByRole('button', { name: 'Submit Report' }));
    const link = await screen.findByRole('link', { name: 'View notifications' });
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(inboxNavigate).toHaveBeenCalledWith('/inbox?section=notifications&filter=all');
  },
};

/** Escape closes the dialog and gives focus back to the button that opened it. */
export const EscapeCloses: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Report Physics Tutor' });
    await userEvent.click(trigger);
    const form = within(await dialog());
    await userEvent.click(form.getByRole('checkbox', { name: 'Other' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());

    // Opened again, the form starts empty.
    await userEvent.click(trigger);
    await expect(within(await dialog()).getByRole('checkbox', { name: 'Other' })).not.toBeChecked();
  },
};

/** The server refuses: its own message shows, and everything typed stays. */
export const ServerMessage: Story = {
  beforeEach: () => {
    mockControls.fail('jobs.report', { status: 429, message: 'You have already reported this job today.' });
  },
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('checkbox', { name: 'Inappropriate' }));
    await userEvent.type(form.getByRole('textbox', { name: /Details/ }), 'Offensive wording in the job description.');
    await userEvent.click(form.getByRole('button', { name: 'Submit Report' }));
    await expect(await form.findByText('You have already reported this job today.')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Inappropriate' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /Details/ })).toHaveValue('Offensive wording in the job description.');
  },
};

/** No answer at all: the spec's fallback message. */
export const NetworkFailure: Story = {
  beforeEach: () => {
    mockControls.fail('jobs.report', { network: true });
  },
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('checkbox', { name: 'Spam or scam' }));
    await userEvent.type(form.getByRole('textbox', { name: /Details/ }), 'The apply link goes to a payment page.');
    await userEvent.click(form.getByRole('button', { name: 'Submit Report' }));
    await expect(await form.findByText('Failed to submit report. Please try again.')).toBeVisible();
  },
};

/** Sending: the submit button is busy and Escape does nothing until the answer comes. */
export const Sending: Story = {
  beforeEach: () => {
    mockControls.delay('jobs.report', 'infinite');
  },
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('checkbox', { name: 'Misleading' }));
    await userEvent.type(form.getByRole('textbox', { name: /Details/ }), 'The school is not in Dubai as stated.');
    await userEvent.click(form.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(form.getByRole('button', { name: /Submit Report|Submitting/ })).toHaveAttribute('aria-busy', 'true'));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Report Job' })).toBeVisible();
  },
};

/** The validation messages in the dark theme. */
export const DarkValidation: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Submit Report' }));
    await expect(await form.findByText('Please select at least one reason for reporting')).toBeVisible();
  },
};
