/**
 * Every user-visible string of the admin kit. The delete strings are the spec's, word for word
 * (spec 01 §6 and §8); the menu labels are the spec's group names (spec 03 §2), and the child
 * labels the spec does not name are our choice (see the README).
 */
export const adminMessages = {
  adminRequired: 'Admin privileges required to delete jobs',
  jobDeleted: 'Job deleted successfully',
  jobDeleteFailed: 'Failed to delete job. Please try again.',
  deleteJob: 'Delete Job',
  deleteJobNamedLabel: (jobTitle: string) => `Delete Job: ${jobTitle}`,
  menuLabel: 'Admin',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  emptyGroup: 'Nothing here yet',
  'menu.dashboard': 'Dashboard',
  'menu.jobs': 'Jobs',
  'menu.jobs.all': 'Jobs',
  'menu.jobs.requests': 'Job Requests',
  'menu.jobs.external': 'External Jobs',
  'menu.events': 'Events',
  'menu.events.all': 'Events',
  'menu.events.requests': 'Event Requests',
  'menu.deals': 'Deals',
  'menu.deals.all': 'Deals',
  'menu.deals.requests': 'Deal Requests',
  'menu.inbox': 'Inbox',
  'menu.inbox.support': 'EDU Support',
  'menu.inbox.notifications': 'Notifications',
  'menu.promo': 'Promo Codes',
  'menu.promo.all': 'All Promo Codes',
  'menu.promo.create': 'Create Promo Code',
  'menu.promo.analytics': 'Analytics',
  'menu.accounts': 'User Type and Account Management',
  'menu.superAdmin': 'Super Admin Access Control',
  'menu.superAdmin.list': 'Admin List',
  'menu.blog': 'Blog',
  'menu.blog.writers': 'Blog Writer Applications',
  'menu.emailHub': 'Email Hub',
  'menu.emailHub.settings': 'Settings',
  'menu.emailHub.newsletter': 'Newsletter',
  'menu.emailHub.contact': 'Contact',
  'menu.survey': 'Survey',
  'menu.groupsAds': 'Groups Ads Management',
  'menu.opportunityRequests': 'Opportunity Request Management',
};

export type AdminMessages = typeof adminMessages;

/** The keys of the menu labels: `menu.<item key>`. */
export type AdminMenuLabelKey = Extract<keyof AdminMessages, `menu.${string}`>;
