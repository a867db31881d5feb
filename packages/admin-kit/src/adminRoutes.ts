/** One entry of the admin sidebar: a link, or a group of links. */
export interface AdminMenuItem {
  /** Stable key, also used to remap the route through EduProvider. */
  key: string;
  label: string;
  /** The route; absent for a group heading. */
  href?: string;
  children?: AdminMenuItem[];
}

const base = '/admin/dashboard';

/** Every admin route of the spec, in menu order. Groups Ads Management and Opportunity Request Management have no children. */
export const adminMenu: AdminMenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', href: base },
  {
    key: 'jobs',
    label: 'Jobs',
    children: [
      { key: 'jobs.all', label: 'Jobs', href: `${base}/opportunities/jobs` },
      { key: 'jobs.requests', label: 'Job Requests', href: `${base}/opportunities/requests-jobs` },
      { key: 'jobs.external', label: 'External Jobs', href: `${base}/externalJobs` },
    ],
  },
  {
    key: 'events',
    label: 'Events',
    children: [
      { key: 'events.all', label: 'Events', href: `${base}/opportunities/events` },
      { key: 'events.requests', label: 'Event Requests', href: `${base}/opportunities/requests-events` },
    ],
  },
  {
    key: 'deals',
    label: 'Deals',
    children: [
      { key: 'deals.all', label: 'Deals', href: `${base}/opportunities/deals` },
      { key: 'deals.requests', label: 'Deal Requests', href: `${base}/opportunities/requests-deals` },
    ],
  },
  {
    key: 'inbox',
    label: 'Inbox',
    children: [
      { key: 'inbox.support', label: 'EDU Support', href: `${base}/inbox/support` },
      { key: 'inbox.notifications', label: 'Notifications', href: `${base}/inbox/notifications` },
    ],
  },
  {
    key: 'promo',
    label: 'Promo Codes',
    children: [
      { key: 'promo.all', label: 'All Promo Codes', href: `${base}/promo-codes/all` },
      { key: 'promo.create', label: 'Create Promo Code', href: `${base}/promo-codes/create` },
      { key: 'promo.analytics', label: 'Analytics', href: `${base}/promo-codes/analytics` },
    ],
  },
  { key: 'accounts', label: 'User Type and Account Management', href: `${base}/profiles/all` },
  {
    key: 'superAdmin',
    label: 'Super Admin Access Control',
    children: [{ key: 'superAdmin.list', label: 'Admin List', href: `${base}/admin-users` }],
  },
  {
    key: 'blog',
    label: 'Blog',
    children: [{ key: 'blog.writers', label: 'Blog Writer Applications', href: `${base}/blog/blog-writer-application` }],
  },
  {
    key: 'emailHub',
    label: 'Email Hub',
    children: [
      { key: 'emailHub.settings', label: 'Settings', href: `${base}/email-hub/settings` },
      { key: 'emailHub.newsletter', label: 'Newsletter', href: `${base}/email-hub/newsletter` },
      { key: 'emailHub.contact', label: 'Contact', href: `${base}/email-hub/contact` },
    ],
  },
  { key: 'survey', label: 'Survey', href: `${base}/survey` },
  { key: 'groupsAds', label: 'Groups Ads Management', children: [] },
  { key: 'opportunityRequests', label: 'Opportunity Request Management', children: [] },
];

/** Every link of the menu, flattened, in order. */
export function adminRoutes(menu: AdminMenuItem[] = adminMenu): AdminMenuItem[] {
  return menu.flatMap((item) => (item.href ? [item] : []).concat(adminRoutes(item.children ?? [])));
}
