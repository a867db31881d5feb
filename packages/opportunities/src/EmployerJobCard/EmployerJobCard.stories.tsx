import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EduProvider } from '@edupassport/ui';
import { cardWidth, withOpportunities } from '../stories/decorators';
import { storyJob } from '../stories/storyData';
import { EmployerJobCard } from './EmployerJobCard';

// 2000: posted (jobs), 32 applicants, 2 unread inbox notifications (plus a read one and an unread application one).
const posted = storyJob(2000);
const navigate = fn();

const meta = {
  title: 'Opportunities/EmployerJobCard',
  component: EmployerJobCard,
  args: { job: posted, onPublish: fn(), onPostJob: fn(), onDelete: fn(), onDeleted: fn() },
  parameters: { session: 'employer' },
  decorators: [cardWidth(), withOpportunities],
} satisfies Meta<typeof EmployerJobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuOf = async (canvasElement: HTMLElement, title: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${title}` }));
  return within(await screen.findByRole('menu'));
};

/** A posted job: the unread inbox badge (2) and the menu Edit, View candidates (32), Delete. */
export const Posted: Story = {
  render: (args) => (
    <EduProvider navigate={navigate}>
      <EmployerJobCard {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article'));
    await expect(card.getByText('2 unread inbox notifications')).toBeInTheDocument();
    await expect(card.getByText('32 applicants')).toBeVisible();
    const menu = await menuOf(canvasElement, 'Physics Tutor');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'View candidates (32)', 'Delete']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Edit' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/jobs/editJob?jobId=2000');
    await userEvent.click((await menuOf(canvasElement, 'Physics Tutor')).getByRole('menuitem', { name: 'View candidates (32)' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/jobs/myjobs/mycandidates?jobId=2000');
  },
};

/** A draft: Publish and Delete; no unread badge. */
export const Draft: Story = {
  args: { job: storyJob(2001) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByText(/unread inbox/)).toBeNull();
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
    const menu = await menuOf(canvasElement, 'Primary Class Teacher');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Publish', 'Delete']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledWith(args.job);
  },
};

/** A template: Post Job and Delete; this one has two unread inbox notifications. */
export const Template: Story = {
  args: { job: storyJob(2008) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Template')).toBeVisible();
    const menu = await menuOf(canvasElement, 'Primary Class Teacher');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Post Job', 'Delete']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Post Job' }));
    await expect(args.onPostJob).toHaveBeenCalledWith(args.job);
  },
};

/**
 * In a grid's narrowest column (300px) the Template and unread badges and the menu move under the title, which
 * keeps a readable width instead of a few letters a line.
 */
export const NarrowColumn: Story = {
  args: { job: storyJob(2008) },
  decorators: [cardWidth(300)],
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { name: /^Primary Class Teacher/ });
    await expect(title.getBoundingClientRect().width).toBeGreaterThanOrEqual(128);
    await expect(within(canvasElement).getByText('Template')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Actions for Primary Class Teacher' })).toBeVisible();
  },
};

/** A posting_type the kit does not know (a newer server's list): the card, no badge, and Delete alone. */
export const UnknownPostingType: Story = {
  args: { job: storyJob(2000, { posting_type: 'archived' }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-posting-type', 'archived');
    await expect(within(card).getByRole('link', { name: /Physics Tutor/ })).toBeVisible();
    await expect(within(card).queryByText(/^(Draft|Template|\d+ applicants)$/)).toBeNull();
    const menu = await menuOf(canvasElement, 'Physics Tutor');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete']);
    await expect(menu.queryByRole('separator')).toBeNull();
  },
};

/** Delete asks first (the shared confirmation), then deletes and tells the list. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await menuOf(canvasElement, 'Physics Tutor');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledWith(2000));
    await expect(args.onDelete).toHaveBeenCalledWith(args.job);
  },
};

/** A failed delete keeps the confirmation open with the reason, and the job stays. */
export const DeleteFails: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('Failed to delete job. Please try again.'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await menuOf(canvasElement, 'Physics Tutor')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete job. Please try again.');
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** A host that handles no delete: the menu offers no Delete (nothing would delete the job). */
export const PostedWithoutHandlers: Story = {
  render: (args) => (
    <EduProvider navigate={navigate}>
      <EmployerJobCard job={args.job} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const menu = await menuOf(canvasElement, 'Physics Tutor');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'View candidates (32)']);
    await expect(menu.queryByRole('separator')).toBeNull();
  },
};

/** A draft without Publish and Delete handlers has nothing to offer: no menu at all. */
export const DraftWithoutHandlers: Story = {
  render: () => <EmployerJobCard job={storyJob(2001)} />,
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article'));
    await expect(card.getByText('Draft')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Actions for Primary Class Teacher' })).toBeNull();
  },
};

/** No unread inbox notifications: no badge (read ones and other types do not count). */
export const NoUnread: Story = {
  args: { job: storyJob(2001, { notifications: [{ read: true, notification_type: 'inbox' }, { read: false, notification_type: 'application' }] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/unread inbox/)).toBeNull();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
};
