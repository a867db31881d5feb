/*
 * The spec's constants and pure rules, free of zod: the mocks and the cards use them without pulling
 * the schemas in. Each domain schema file re-exports its own.
 */

// Posts
export const postTypes = ['announcement', 'multimedia', 'poll', 'microblog', 'post'] as const;
export const microblogTypes = ['learn_path', 'case_studies', 'content_interest', 'tutorials', 'guides'] as const;
export const microblogLayouts = ['side-by-side', 'full-width'] as const;
export const postReportReasons = ['spam', 'inappropriate', 'harassment', 'other'] as const;
export type PostReportReason = (typeof postReportReasons)[number];

/** Replies nest from depth 0 (a comment) to 3; a reply is allowed only below this depth. */
export const MAX_REPLY_DEPTH = 3;

/** True when a reply may be written under this comment (its depth is below 3). */
export function canReply(comment: { depth: number }): boolean {
  return comment.depth < MAX_REPLY_DEPTH;
}

// Jobs and events
/** Which dashboard list a job is in; it decides the employer's menu. A job with another value is kept, with that value. */
export const jobPostingTypes = ['jobs', 'drafts', 'templates'] as const;
export type JobPostingType = (typeof jobPostingTypes)[number];

export const jobReportReasons = ['spam', 'misleading', 'inappropriate', 'discrimination', 'other'] as const;
export type JobReportReason = (typeof jobReportReasons)[number];

/** The statuses the spec names; any other value is kept and shown as it is. */
export const eventStatuses = ['published', 'draft', 'pending', 'expired'] as const;
export type KnownEventStatus = (typeof eventStatuses)[number];

// Users
/** Account types; they decide which profile a card opens. A profile with another type is kept, with that type. */
export const userTypes = ['educator', 'business', 'vendor', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

/**
 * The e-mail of the special external-jobs system account (the spec does not give its value; this is
 * the one the mock backend uses; a host with another passes its own to isExternalJobsAccount).
 */
export const EXTERNAL_JOBS_EMAIL = 'external-jobs@edupassport.io';

/** True for the external-jobs system account, recognised by its e-mail (case-insensitive). */
export function isExternalJobsAccount(user: { email?: string | null | undefined } | null | undefined, email: string = EXTERNAL_JOBS_EMAIL): boolean {
  return !!user?.email && user.email.trim().toLowerCase() === email.toLowerCase();
}

export const locationTypes = ['Remote', 'On-site', 'Hybrid'] as const;
export type LocationType = (typeof locationTypes)[number];

/** A current job is stored with an end date in January of year 9999. */
export const CURRENT_JOB_END_DATE = '9999-01-01';

/** True when the end date is January of year 9999, which the profile shows as 'Present'. */
export function isCurrentJob(experience: { end_date?: string | null | undefined }): boolean {
  const end = experience.end_date?.trim();
  if (!end) return false;
  if (/^9999-0?1(\D|$)/.test(end)) return true;
  const date = new Date(end);
  if (Number.isNaN(date.getTime())) return false;
  // A date without a zone is read in local time, an ISO one in UTC: either reading counts.
  return (date.getUTCFullYear() === 9999 && date.getUTCMonth() === 0) || (date.getFullYear() === 9999 && date.getMonth() === 0);
}

/** The city value that means the country only. */
export const CITY_NOT_DECIDED = 'Not decided yet';

// Business profile
/** The business_size values with a label; any other value is kept and reads 'Unknown'. */
export const businessSizes = ['startup', 'small-sized', 'medium-sized', 'large-company'] as const;
export type BusinessSize = (typeof businessSizes)[number];

/** A team member shows exactly three skills: extra ones are cut, missing ones are blank. */
export const TEAM_MEMBER_SKILLS = 3;

/** Splits a stored phone prefix ('+44' or '+44|230') into the dial code and the country id. */
export function parsePhonePrefix(value: string | null | undefined): { code: string; countryId?: string | undefined } {
  const [code = '', countryId] = (value ?? '').split('|').map((part) => part.trim());
  return countryId ? { code, countryId } : { code };
}

/** The last path segment of a gallery image, by which the gallery delete names it. */
export function galleryImageName(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.split('/').filter(Boolean).pop() ?? '';
}
