import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockStore, type MockJob } from '@edupassport/api-client/mocks';
import { Card } from '@edupassport/ui';
import { AdminDeleteJobButton, type AdminDeleteJobButtonProps } from './AdminDeleteJobButton';

/** A seeded internal job, read after the world is reset for the story. */
function seededJob(): MockJob {
  return mockStore.jobs.find((j) => !j.is_external && j.posting_type === 'jobs') ?? (mockStore.jobs[0] as MockJob);
}

type HarnessProps = Pick<AdminDeleteJobButtonProps, 'onDeleted'>;

/** The button as an admin meets it: on a job row, which leaves the list once deleted. */
function JobRow({ onDeleted }: HarnessProps) {
  const [job] = useState(seededJob);
  const [gone, setGone] = useState(false);
  if (gone) return <p role="status">{job.job_title} was removed from the list.</p>;
  return (
    <Card as="article" aria-label={job.job_title} style={{ maxWidth: 520 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
        <div>
          <h3 style={{ margin: 0, fontSize: 'var(--edu-font-size-lg)' }}>{job.job_title}</h3>
          <p style={{ margin: '4px 0 0', color: 'var(--edu-color-text-muted)' }}>
            {job.business.business_profile?.company_name ?? job.business_name} · {job.location} · {job.employment_type}
          </p>
        </div>
        <AdminDeleteJobButton
          jobId={job.id}
          jobTitle={job.job_title}
          onDeleted={(id) => {
            setGone(true);
            onDeleted?.(id);
          }}
        />
      </div>
    </Card>
  );
}

const meta = {
  title: 'Admin/AdminDeleteJobButton',
  component: JobRow,
  args: { onDeleted: fn() },
  parameters: { session: 'admin' },
} satisfies Meta<typeof JobRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An admin confirms: the job is deleted on the server, 'Job deleted successfully', and the row leaves the list. */
export const Allowed: Story = {
  play: async ({ canvasElement, args }) => {
    const job = seededJob();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Delete Job: ${job.job_title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this job? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await body(canvasElement).findByText('Job deleted successfully')).toBeVisible();
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledWith(job.id));
    await expect(mockStore.jobs.some((j) => j.id === job.id)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent(`${job.job_title} was removed from the list.`);
  },
};

/** On the realistic mock backend, which checks the admin's bearer token as a real server does: the delete goes through. */
export const AllowedOnRealisticServer: Story = {
  globals: { mockMode: 'realistic' },
  play: async (context) => {
    await expect(mockControls.realistic()).toBe(true);
    await Allowed.play?.(context);
  },
};

/** A signed-in member who is not an admin: the toast, no dialog and no request. */
export const DeniedForNonAdmin: Story = {
  parameters: { session: 'member' },
  play: async ({ canvasElement, args }) => {
    const job = seededJob();
    const fetchSpy = spyOn(globalThis, 'fetch');
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete Job: ${job.job_title}` }));
    await expect(await body(canvasElement).findByText('Admin privileges required to delete jobs')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(fetchSpy).not.toHaveBeenCalled();
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(mockStore.jobs.some((j) => j.id === job.id)).toBe(true);
  },
};

/** The server fails: the dialog stays open with 'Failed to delete job. Please try again.' and the job stays. */
export const Failure: Story = {
  beforeEach: () => {
    mockControls.fail('admin.jobs.delete', { status: 500, message: 'Database is down' });
  },
  play: async ({ canvasElement, args }) => {
    const job = seededJob();
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete Job: ${job.job_title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete job. Please try again.');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(mockStore.jobs.some((j) => j.id === job.id)).toBe(true);
  },
};

/** The server refuses the delete as not an admin's (here 403): the dialog says 'Admin privileges required to delete jobs'. */
export const RefusedByServer: Story = {
  beforeEach: () => {
    mockControls.fail('admin.jobs.delete', { status: 403, message: 'Forbidden' });
  },
  play: async ({ canvasElement, args }) => {
    const job = seededJob();
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete Job: ${job.job_title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Admin privileges required to delete jobs');
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(mockStore.jobs.some((j) => j.id === job.id)).toBe(true);
  },
};

/** While the delete is on its way: 'Deleting...' and the dialog cannot be dismissed. */
export const Deleting: Story = {
  beforeEach: () => {
    mockControls.delay('admin.jobs.delete', 'infinite');
  },
  play: async ({ canvasElement }) => {
    const job = seededJob();
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete Job: ${job.job_title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('button', { name: /Deleting\.\.\./ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
