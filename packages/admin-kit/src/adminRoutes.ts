import { adminMenuMessages as m } from './messages/menu';

/** One entry of the admin sidebar: a link, or a group of links. */
export interface AdminMenuItem {
  /** Stable key, also used to remap the route through EduProvider. */
  key: string;
  /** The default label; the menu shows the `menu.<key>` message when there is one. */
  label: string;
  /** The route; absent for a group heading. */
  href?: string | undefined;
  children?: AdminMenuItem[] | undefined;
}

const base = '/admin/dashboard';

/** Every admin route of the spec, in menu order. Groups Ads Management and Opportunity Request Management have no children. */
export const adminMenu: AdminMenuItem[] = [
  { key: 'dashboard', label: m['menu.dashboard'], href: base },
  {
    key: 'jobs',
    label: m['menu.jobs'],
    children: [
      { key: 'jobs.all', label: m['menu.jobs.all'], href: `${base}/opportunities/jobs` },
      { key: 'jobs.requests', label: m['menu.jobs.requests'], href: `${base}/opportunities/requests-jobs` },
      { key: 'jobs.external', label: m['menu.jobs.external'], href: `${base}/externalJobs` },
    ],
  },
  {
    key: 'events',
    label: m['menu.events'],
    children: [
      { key: 'events.all', label: m['menu.events.all'], href: `${base}/opportunities/events` },
      { key: 'events.requests', label: m['menu.events.requests'], href: `${base}/opportunities/requests-events` },
    ],
  },
  {
    key: 'deals',
    label: m['menu.deals'],
    children: [
      { key: 'deals.all', label: m['menu.deals.all'], href: `${base}/opportunities/deals` },
      { key: 'deals.requests', label: m['menu.deals.requests'], href: `${base}/opportunities/requests-deals` },
    ],
  },
  {
    key: 'inbox',
    label: m['menu.inbox'],
    children: [
      { key: 'inbox.support', label: m['menu.inbox.support'], href: `${base}/inbox/support` },
      { key: 'inbox.notifications', label: m['menu.inbox.notifications'], href: `${base}/inbox/notifications` },
    ],
  },
  {
    key: 'promo',
    label: m['menu.promo'],
    children: [
      { key: 'promo.all', label: m['menu.promo.all'], href: `${base}/promo-codes/all` },
      { key: 'promo.create', label: m['menu.promo.create'], href: `${base}/promo-codes/create` },
      { key: 'promo.analytics', label: m['menu.promo.analytics'], href: `${base}/promo-codes/analytics` },
    ],
  },
  { key: 'accounts', label: m['menu.accounts'], href: `${base}/profiles/all` },
  {
    key: 'superAdmin',
    label: m['menu.superAdmin'],
    children: [{ key: 'superAdmin.list', label: m['menu.superAdmin.list'], href: `${base}/admin-users` }],
  },
  {
    key: 'blog',
    label: m['menu.blog'],
    children: [{ key: 'blog.writers', label: m['menu.blog.writers'], href: `${base}/blog/blog-writer-application` }],
  },
  {
    key: 'emailHub',
    label: m['menu.emailHub'],
    children: [
      { key: 'emailHub.settings', label: m['menu.emailHub.settings'], href: `${base}/email-hub/settings` },
      { key: 'emailHub.newsletter', label: m['menu.emailHub.newsletter'], href: `${base}/email-hub/newsletter` },
      { key: 'emailHub.contact', label: m['menu.emailHub.contact'], href: `${base}/email-hub/contact` },
    ],
  },
  { key: 'survey', label: m['menu.survey'], href: `${base}/survey` },
  { key: 'groupsAds', label: m['menu.groupsAds'], children: [] },
  { key: 'opportunityRequests', label: m['menu.opportunityRequests'], children: [] },
];

/** Every link of the menu, flattened, in order. */
export function adminRoutes(menu: AdminMenuItem[] = adminMenu): AdminMenuItem[] {
  return menu.flatMap((item) => (item.href ? [item] : []).concat(adminRoutes(item.children ?? [])));
}
