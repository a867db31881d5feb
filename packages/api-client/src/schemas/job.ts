import * as z from 'zod/mini';
import { dateString, id, list, looseBoolean, numberOr, openEnum, optionalNumber, optionalOf, optionalString, textOr } from './common';
import { favouriteFlagFields } from './favourite';
import { jobPostingTypes } from './rules';

export { jobPostingTypes, jobReportReasons, type JobPostingType, type JobReportReason } from './rules';

export const jobNotificationSchema = z.object({
  id: z.optional(id),
  read: looseBoolean,
  notification_type: optionalString,
});
export type JobNotification = z.output<typeof jobNotificationSchema>;

export const jobSchema = z.object({
  id,
  job_title: textOr(''),
  job_type: optionalString,
  business_name: optionalString,
  employment_type: optionalString,
  user_profile_pic: optionalString,
  years_of_experience_min: optionalNumber,
  years_of_experience_max: optionalNumber,
  // A single amount or a range such as '2800-3400'; the salary display reads both.
  salary: optionalOf(z.union([z.number(), z.string()])),
  salary_type: optionalString,
  currency: optionalString,
  business: optionalOf(
    z.object({
      email: optionalString,
      business_profile: optionalOf(z.object({ company_name: optionalString })),
    }),
  ),
  location: optionalString,
  student_age_group: optionalString,
  created_at: dateString,
  application_deadline: optionalString,
  /** One of jobPostingTypes, or the value as sent when the kit does not know it. */
  posting_type: openEnum(jobPostingTypes),
  total_applicants: numberOr(0),
  notifications: list(jobNotificationSchema),
  /** Not in the spec's field list: marks a job of the external-jobs account (its detail URL adds ?isExternal=true). */
  is_external: looseBoolean,
  /** Not in the spec's field list: the owner's user id, by which a card can tell owner from visitor. */
  user_id: optionalOf(id),
  ...favouriteFlagFields,
});
export type Job = z.output<typeof jobSchema>;

// The pure helpers live in a zod-free module (see the `./rules` entry).
export { getJobCompanyName, countUnreadInboxNotifications } from './jobRules';
