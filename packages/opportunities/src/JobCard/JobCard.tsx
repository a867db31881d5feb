import { forwardRef, useState } from 'react';
import type { Id, Job } from '@edupassport/api-client';
import { Button, FavouriteToggle, FlagIcon, onDemand, useEdu, useMessages, useRequireLogin, type CardProps } from '@edupassport/ui';
import { useFavouriteToggleProps } from '../hooks/useFavouriteAction';
import { useIsDeleted } from '../hooks/useOpportunityDelete';
import { jobCardMessages } from '../messages/jobCard';
import { AdminDeleteSlot } from '../shared/AdminDeleteSlot';
import { EndActions, type CardHeadingProps } from '../shared/cardParts';
import { JobCardLayout } from '../shared/JobCardLayout';
import { ShareControl } from '../shared/ShareControl';
import { opportunitiesCatalogs } from '../messages/catalogs';

// The report form downloads (with the other dialogs the cards open, ../clickDialogs) when a visitor first reports a job.
const JobReportDialog = onDemand(() => import('../clickDialogs').then((module) => module.JobReportDialog));

export interface JobCardProps extends Omit<CardProps, 'children' | 'title'>, CardHeadingProps {
  /** The job, as the api-client returns it; required. */
  job: Job;
  /** Whether the job is among the viewer's favourites (controlled); default uncontrolled. */
  favourite?: boolean | undefined;
  /** The favourite state the host knows, used when the item carries none; default unknown (the heart shows empty and a click lets the server's answer decide). */
  defaultFavourite?: boolean | undefined;
  /** Called with the favourite state the server holds after each click (read back when its answer does not say it); default none. */
  onFavouriteChange?: ((favourite: boolean) => void) | undefined;
  /** Called after an admin deleted the job (the card is then gone), so a host's own array can drop it; default none. */
  onDeleted?: ((jobId: Id) => void) | undefined;
  /** Called once the viewer's report is accepted; default none. */
  onReported?: ((jobId: Id) => void) | undefined;
}

type PublicJobCardProps = JobCardProps & { external: boolean };

const PublicJobCard = forwardRef<HTMLElement, PublicJobCardProps>(function PublicJobCard(
  { job, external, favourite, defaultFavourite, onFavouriteChange, onDeleted, onReported, ...rest },
  ref,
) {
  const m = useMessages('opportunities', jobCardMessages, opportunitiesCatalogs.loaders);
  const { routes } = useEdu();
  const ensureLogin = useRequireLogin();
  const heart = useFavouriteToggleProps('jobs', job, { favourite, defaultFavourite, onFavouriteChange });
  const [reporting, setReporting] = useState(false);
  const href = external ? routes.externalJobDetail(job.id) : routes.jobDetail(job.id);
  // A deleted job leaves every list and card of it, this one too.
  const deleted = useIsDeleted('jobs', job.id);
  if (deleted) return null;

  return (
    <JobCardLayout
      ref={ref}
      job={job}
      href={href}
      data-variant={external ? 'external' : 'public'}
      {...rest}
      footer={
        <>
          <FavouriteToggle
            label={m.jobFavourite(job.job_title)}
            requiresLogin
            {...heart}
          />
          <ShareControl target={{ type: 'job', job, external }} label={m.jobShare(job.job_title)} />
          <Button
            variant="ghost"
            size="sm"
            startIcon={<FlagIcon />}
            aria-label={m.jobReportAria(job.job_title)}
            aria-haspopup="dialog"
            onClick={() => {
              if (ensureLogin()) setReporting(true);
            }}
          >
            {m.jobReport}
          </Button>
          <EndActions>
            <AdminDeleteSlot jobId={job.id} jobTitle={job.job_title} onDeleted={onDeleted} />
          </EndActions>
          {/* Mounted only while open: a card list would otherwise hold a report form per job. */}
          {reporting ? (
            <JobReportDialog jobId={job.id} jobTitle={job.job_title} open onOpenChange={setReporting} onReported={onReported} />
          ) : null}
        </>
      }
    />
  );
});

/**
 * The public card of an internal job: title (opens `/details/job/{id}` in a new tab),
 * company, picture, type, employment type, location, salary, experience, age group, dates and the
 * freshness badge; favourite, share and Report (a login prompt for anonymous visitors); Delete Job
 * for admins. State shows as `data-variant="public"`.
 */
export const JobCard = forwardRef<HTMLElement, JobCardProps>(function JobCard(props, ref) {
  return <PublicJobCard ref={ref} {...props} external={false} />;
});

/**
 * The card of an external job (from the external-jobs account): as JobCard, but the title opens
 * `/details/job/{id}?isExternal=true` in a new tab. State shows as `data-variant="external"`.
 */
export const ExternalJobCard = forwardRef<HTMLElement, JobCardProps>(function ExternalJobCard(props, ref) {
  return <PublicJobCard ref={ref} {...props} external />;
});
