import { demoTexts, type NavKey } from './language/demoText';

/** The route groups of the spec, as the demo's navigation shows them. */
export interface RouteGroup {
  /** Its words in the header's dictionary (demoText.ts). */
  key: NavKey;
  /** Its English name. */
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

const { nav } = demoTexts.en;

export const routeGroups: RouteGroup[] = [
  { key: 'feed', label: nav.feed, path: '/feed', summary: 'Posts of every type, reactions, comments, polls and sharing.' },
  { key: 'jobs', label: nav.jobs, path: '/jobs', summary: 'Public job cards with favourites, reports and freshness badges.' },
  { key: 'events', label: nav.events, path: '/events', summary: 'Event cards in visitor and owner mode.' },
  { key: 'deals', label: nav.deals, path: '/deals', summary: 'Deal cards and the deal dialog with its code.' },
  { key: 'myJobs', label: nav.myJobs, path: '/dashboard/jobs', summary: 'Employer job cards with their menu and candidate counts.' },
  { key: 'educatorProfile', label: nav.educatorProfile, path: '/profiles/educator', summary: 'The educator profile page and its dialogs.' },
  { key: 'businessProfile', label: nav.businessProfile, path: '/profiles/business', summary: 'The business profile page and its sections.' },
  { key: 'inbox', label: nav.inbox, path: '/inbox', summary: 'Notifications and chats.' },
  { key: 'admin', label: nav.admin, path: ADMIN_HOME, area: ADMIN_PATH, summary: 'The admin area: the sidebar menu, and the jobs with Delete Job.' },
];
