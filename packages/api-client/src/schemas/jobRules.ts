// Zod-free on purpose: cards import these through the `./rules` entry without pulling the schemas in.
import type { Job } from './job';

/** The business name a job card shows: the company profile's name, else business_name. */
export function getJobCompanyName(job: Pick<Job, 'business' | 'business_name'>): string | undefined {
  return job.business?.business_profile?.company_name || job.business_name || undefined;
}

/** The red dashboard badge: unread notifications whose notification_type is inbox. */
export function countUnreadInboxNotifications(job: Pick<Job, 'notifications'>): number {
  return job.notifications.filter((n) => !n.read && n.notification_type === 'inbox').length;
}
