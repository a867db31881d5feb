import { describe, expect, it } from 'vitest';
import { adminMenu, adminRoutes } from './adminRoutes';

describe('admin menu', () => {
  it('holds every admin route of the spec', () => {
    expect(adminRoutes().map((r) => r.href)).toEqual([
      '/admin/dashboard',
      '/admin/dashboard/opportunities/jobs',
      '/admin/dashboard/opportunities/requests-jobs',
      '/admin/dashboard/externalJobs',
      '/admin/dashboard/opportunities/events',
      '/admin/dashboard/opportunities/requests-events',
      '/admin/dashboard/opportunities/deals',
      '/admin/dashboard/opportunities/requests-deals',
      '/admin/dashboard/inbox/support',
      '/admin/dashboard/inbox/notifications',
      '/admin/dashboard/promo-codes/all',
      '/admin/dashboard/promo-codes/create',
      '/admin/dashboard/promo-codes/analytics',
      '/admin/dashboard/profiles/all',
      '/admin/dashboard/admin-users',
      '/admin/dashboard/blog/blog-writer-application',
      '/admin/dashboard/email-hub/settings',
      '/admin/dashboard/email-hub/newsletter',
      '/admin/dashboard/email-hub/contact',
      '/admin/dashboard/survey',
    ]);
  });

  it('keeps the two groups that have no children', () => {
    const empty = adminMenu.filter((item) => item.children && item.children.length === 0).map((item) => item.label);
    expect(empty).toEqual(['Groups Ads Management', 'Opportunity Request Management']);
  });
});
