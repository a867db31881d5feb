/** The route groups of the spec, as the demo's navigation shows them. */
export interface RouteGroup {
  label: string;
  path: string;
  /** What the page holds, for the home page and pages not assembled yet. */
  summary: string;
}

/** Where the admin area lives: the admin menu's routes start here. */
export const ADMIN_PATH = '/admin/dashboard';

export const routeGroups: RouteGroup[] = [
  { label: 'Feed', path: '/feed', summary: 'Posts of every type, reactions, comments, polls and sharing.' },
  { label: 'Jobs', path: '/jobs', summary: 'Public job cards with favourites, reports and freshness badges.' },
  { label: 'Events', path: '/events', summary: 'Event cards in visitor and owner mode.' },
  { label: 'Deals', path: '/deals', summary: 'Deal cards and the deal dialog with its code.' },
  { label: 'My jobs', path: '/dashboard/jobs', summary: 'Employer job cards with their menu and candidate counts.' },
  { label: 'Educator profile', path: '/profiles/educator', summary: 'The educator profile page and its dialogs.' },
  { label: 'Business profile', path: '/profiles/business', summary: 'The business profile page and its sections.' },
  { label: 'Inbox', path: '/inbox', summary: 'Notifications and chats.' },
  { label: 'Admin', path: ADMIN_PATH, summary: 'The admin area: the sidebar menu, and the jobs with Delete Job.' },
];
