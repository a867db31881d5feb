import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EduProvider } from '@edupassport/ui';
import { AdminSidebarMenu, type AdminSidebarMenuProps } from './AdminSidebarMenu';

type HarnessProps = Omit<AdminSidebarMenuProps, 'currentPath'> & {
  /** Where the admin starts. */
  startPath: string;
  /** EduProvider's navigate, spied on by the play functions. */
  navigate: (url: string) => void;
};

/** The menu in an app: EduProvider navigates (spied on), and the current path follows. */
function MenuInApp({ startPath, navigate, ...props }: HarnessProps) {
  const [path, setPath] = useState(startPath);
  return (
    <EduProvider
      navigate={(url) => {
        navigate(url);
        setPath(url);
      }}
    >
      <AdminSidebarMenu {...props} currentPath={path} />
    </EduProvider>
  );
}

const meta = {
  title: 'Admin/AdminSidebarMenu',
  component: MenuInApp,
  args: { startPath: '/admin/dashboard', navigate: fn() },
  parameters: { session: 'admin' },
} satisfies Meta<typeof MenuInApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Admin' }));

/** A story whose play checks the current page's link and the group it opens. */
function active(startPath: string, link: string, group?: string): Story {
  return {
    args: { startPath },
    play: async ({ canvasElement }) => {
      const menu = nav(canvasElement);
      const current = menu.getByRole('link', { current: 'page' });
      await expect(current).toHaveAccessibleName(link);
      await expect(current).toHaveAttribute('href', startPath);
      await expect(menu.getAllByRole('link', { current: 'page' })).toHaveLength(1);
      if (group) {
        const button = menu.getByRole('button', { name: group });
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(button).toHaveAttribute('data-contains-active');
        // Only the current page's group is open.
        await expect(menu.getAllByRole('button', { expanded: true })).toEqual([button]);
      } else {
        await expect(menu.queryAllByRole('button', { expanded: true })).toHaveLength(0);
      }
    },
  };
}

export const DashboardActive = active('/admin/dashboard', 'Dashboard');
export const JobsActive = active('/admin/dashboard/opportunities/jobs', 'Jobs', 'Jobs');
export const JobRequestsActive = active('/admin/dashboard/opportunities/requests-jobs', 'Job Requests', 'Jobs');
export const ExternalJobsActive = active('/admin/dashboard/externalJobs', 'External Jobs', 'Jobs');
export const EventsActive = active('/admin/dashboard/opportunities/requests-events', 'Event Requests', 'Events');
export const DealsActive = active('/admin/dashboard/opportunities/deals', 'Deals', 'Deals');
export const InboxActive = active('/admin/dashboard/inbox/support', 'EDU Support', 'Inbox');
export const PromoCodesActive = active('/admin/dashboard/promo-codes/analytics', 'Analytics', 'Promo Codes');
export const AccountManagementActive = active('/admin/dashboard/profiles/all', 'User Type and Account Management');
export const SuperAdminActive = active('/admin/dashboard/admin-users', 'Admin List', 'Super Admin Access Control');
export const BlogActive = active('/admin/dashboard/blog/blog-writer-application', 'Blog Writer Applications', 'Blog');
export const EmailHubActive = active('/admin/dashboard/email-hub/newsletter', 'Newsletter', 'Email Hub');
export const SurveyActive = active('/admin/dashboard/survey', 'Survey');

/** Tab to a group, Enter and Space toggle it, arrows move between entries, Enter on a link navigates. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = nav(canvasElement);
    await userEvent.tab(); // the collapse button
    await expect(menu.getByRole('button', { name: 'Collapse menu' })).toHaveFocus();
    await userEvent.tab(); // Dashboard
    await userEvent.tab(); // the Jobs group
    const jobs = menu.getByRole('button', { name: 'Jobs' });
    await expect(jobs).toHaveFocus();
    await expect(jobs).toHaveAttribute('aria-expanded', 'false');
    const panel = canvasElement.ownerDocument.getElementById(jobs.getAttribute('aria-controls') ?? '');
    await expect(panel).not.toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(jobs).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(jobs).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(jobs).toHaveAttribute('aria-expanded', 'true');

    // Into the group: Tab and ArrowDown reach its links.
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: 'Jobs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const requests = menu.getByRole('link', { name: 'Job Requests' });
    await expect(requests).toHaveFocus();

    // Escape closes the group and returns to its button.
    await userEvent.keyboard('{Escape}');
    await expect(jobs).toHaveFocus();
    await expect(jobs).toHaveAttribute('aria-expanded', 'false');

    // Home and End.
    await userEvent.keyboard('{End}');
    await expect(menu.getByRole('button', { name: 'Opportunity Request Management' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveFocus();

    // Open Events with the keyboard and follow a link with Enter.
    const events = menu.getByRole('button', { name: 'Events' });
    events.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const eventRequests = menu.getByRole('link', { name: 'Event Requests' });
    await expect(eventRequests).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith('/admin/dashboard/opportunities/requests-events');
    await waitFor(() => expect(eventRequests).toHaveAttribute('aria-current', 'page'));
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

/** A click on a link navigates through EduProvider; the two groups with no children say so. */
export const ClickAndEmptyGroups: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = nav(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Inbox' }));
    await userEvent.click(menu.getByRole('link', { name: 'EDU Support' }));
    await expect(args.navigate).toHaveBeenCalledWith('/admin/dashboard/inbox/support');
    await expect(menu.getByRole('link', { name: 'EDU Support' })).toHaveAttribute('aria-current', 'page');

    const ads = menu.getByRole('button', { name: 'Groups Ads Management' });
    await userEvent.click(ads);
    await expect(ads).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.ownerDocument.getElementById(ads.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'Nothing here yet',
    );
    await expect(menu.getByRole('button', { name: 'Opportunity Request Management' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Icon-only: names are tooltips and accessible names; a group opens the full menu at that group. */
export const Collapsed: Story = {
  args: { startPath: '/admin/dashboard/opportunities/deals', defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('navigation', { name: 'Admin' });
    const menu = within(root);
    await expect(root).toHaveAttribute('data-collapsed');
    const deals = menu.getByRole('button', { name: 'Deals' });
    await expect(deals).toHaveAttribute('aria-expanded', 'false');
    await expect(deals).toHaveAttribute('data-contains-active');
    await expect(menu.queryByRole('link', { name: 'Deals' })).toBeNull();

    // Keyboard focus shows the name beside the icon; Escape hides it.
    await userEvent.tab(); // Expand menu
    await userEvent.tab(); // Dashboard
    const dashboard = menu.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveFocus();
    const tip = dashboard.querySelector('[aria-hidden="true"]:not(svg)');
    await expect(tip).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(tip).not.toBeVisible();

    await userEvent.click(deals);
    await expect(root).not.toHaveAttribute('data-collapsed');
    await expect(deals).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(menu.getByRole('button', { name: 'Collapse menu' }));
    await expect(root).toHaveAttribute('data-collapsed');
  },
};

/** Routes follow EduProvider: a remapped admin dashboard rebases every route, and resolveHref remaps one. */
export const RemappedRoutes: Story = {
  args: {
    startPath: '/backoffice/survey',
    resolveHref: (item, href) => (item.key === 'inbox.support' ? 'https://support.edupassport.io/admin' : href),
  },
  render: (args) => (
    <EduProvider routes={{ adminDashboard: () => '/backoffice' }}>
      <MenuInApp {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement, args }) => {
    const menu = nav(canvasElement);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/backoffice');
    await expect(menu.getByRole('link', { current: 'page' })).toHaveAccessibleName('Survey');
    await userEvent.click(menu.getByRole('button', { name: 'Jobs' }));
    await expect(menu.getByRole('link', { name: 'External Jobs' })).toHaveAttribute('href', '/backoffice/externalJobs');
    await userEvent.click(menu.getByRole('button', { name: 'Inbox' }));
    await expect(menu.getByRole('link', { name: 'EDU Support' })).toHaveAttribute(
      'href',
      'https://support.edupassport.io/admin',
    );
    await userEvent.click(menu.getByRole('link', { name: 'Job Requests' }));
    await expect(args.navigate).toHaveBeenCalledWith('/backoffice/opportunities/requests-jobs');
  },
};
