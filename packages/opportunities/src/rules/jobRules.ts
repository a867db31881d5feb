import { isExternalJobsAccount } from '@edupassport/api-client/rules';
import type { Job } from '@edupassport/api-client';

/**
 * True for a job of the external-jobs account, recognised as the spec says by its e-mail: the job's
 * `business.email` equals `externalJobsEmail` (default the api-client's `EXTERNAL_JOBS_EMAIL`), case and
 * spaces ignored. `is_external`, a field outside the spec, still counts for servers that send it.
 */
export function isExternalJob(job: Pick<Job, 'business' | 'is_external'>, externalJobsEmail?: string | null): boolean {
  return isExternalJobsAccount(job.business, externalJobsEmail ?? undefined) || job.is_external;
}
