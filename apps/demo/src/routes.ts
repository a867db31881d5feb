/** The route groups of the spec, as the demo's navigation shows them. */
export interface RouteGroup {
  label: string;
  path: string;
  /** What the page holds, for the home page and pages not assembled yet. */
  summary: string;
  /** The paths the nav item stands for, when more than its own page (the whole admin area); default its path. */
  area?: string;
}

/** Where the admin area lives: the admin menu's routes start here. */
export const ADMIN_PATH = '/admin/dashboard';

/**
 * Where the nav's Admin opens: the admin page the kit fills (the jobs with Delete Job, beside the sidebar menu). The
 * admin dashboard itself is not part of the kit; its menu item still leads there.
 */
export const ADMIN_HOME = `${ADMIN_PATH}/opportunities/jobs`;

export const routeGroups: RouteGroup[] = [
  { label: 'Feed', path: '/feed', summary: 'Posts of every type, reactions, comments, polls and sharing.' },
  { label: 'Jobs', path: '/jobs', summary: 'Public job cards with favourites, reports and freshness badges.' },
  { label: 'Events', path: '/events', summary: 'Event cards in visitor and owner mode.' },
  { label: 'Deals', path: '/deals', summary: 'Deal cards and the deal dialog with its code.' },
  { label: 'My jobs', path: '/dashboard/jobs', summary: 'Employer job cards with their menu and candidate counts.' },
  { label: 'Educator profile', path: '/profiles/educator', summary: 'The educator profile page and its dialogs.' },
  { label: 'Business profile', path: '/profiles/business', summary: 'The business profile page and its sections.' },
  { label: 'Inbox', path: '/inbox', summary: 'Notifications and chats.' },
  { label: 'Admin', path: ADMIN_HOME, area: ADMIN_PATH, summary: 'The admin area: the sidebar menu, and the jobs with Delete Job.' },
];
