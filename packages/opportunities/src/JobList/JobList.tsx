import { forwardRef } from 'react';
import type { Id, Job } from '@edupassport/api-client';
import { useEdu, useMessages } from '@edupassport/ui';
import { EmployerJobCard } from '../EmployerJobCard';
import { listMessages } from '../messages/lists';
import { ExternalJobCard, JobCard } from '../JobCard';
import { isExternalJob } from '../rules/jobRules';
import { OpportunityGrid, type OpportunityListProps } from '../shared/OpportunityGrid';
import { opportunitiesCatalogs } from '../messages/catalogs';

export interface JobListProps extends OpportunityListProps {
  /** The jobs to show (the spec has no list endpoint: the host loads them); required. */
  jobs: readonly Job[];
  /** `public` cards (JobCard, or ExternalJobCard for jobs of the external-jobs account, by `business.email`) or the `employer` dashboard's; default `public`. */
  variant?: 'public' | 'employer' | undefined;
  /** Called after a job was deleted (by an admin, or by the employer), to drop it from the host's own array; default none. */
  onJobDeleted?: ((jobId: Id) => void) | undefined;
  /** Employer cards: Publish of a draft; default none (the item is hidden). */
  onPublish?: ((job: Job) => Promise<unknown> | void) | undefined;
  /** Employer cards: Post Job from a template; default none (the item is hidden). */
  onPostJob?: ((job: Job) => void) | undefined;
  /** Employer cards: runs a confirmed delete; default none (no Delete is offered: the spec gives an employer's delete no path). */
  onDelete?: ((job: Job) => Promise<unknown> | void) | undefined;
}

/**
 * A responsive grid of job cards with their favourites, loading, error and empty states. A job
 * deleted from a card (Delete Job by an admin, or the employer's Delete) disappears from this list and
 * every other list and card of it: the delete goes into the query cache, which they all read.
 * State shows as `data-state` (`loading` | `error` | `empty` | `ready`).
 */
export const JobList = forwardRef<HTMLDivElement, JobListProps>(function JobList(
  { jobs, variant = 'public', onJobDeleted, onPublish, onPostJob, onDelete, ...rest },
  ref,
) {
  const m = useMessages('opportunities', listMessages, opportunitiesCatalogs.loaders);
  const { externalJobsEmail } = useEdu();
  return (
    <OpportunityGrid
      ref={ref}
      items={jobs}
      kind="jobs"
      data-variant={variant}
      defaults={{ label: m.jobListLabel, emptyTitle: m.jobListEmpty, emptyDescription: m.jobListEmptyText, failed: m.listFailed }}
      renderItem={(job, favourite, headingLevel) => {
        if (variant === 'employer') {
          return <EmployerJobCard job={job} headingLevel={headingLevel} onPublish={onPublish} onPostJob={onPostJob} onDelete={onDelete} onDeleted={onJobDeleted} />;
        }
        const Card = isExternalJob(job, externalJobsEmail) ? ExternalJobCard : JobCard;
        return <Card job={job} headingLevel={headingLevel} defaultFavourite={favourite} onDeleted={onJobDeleted} />;
      }}
      {...rest}
    />
  );
});
