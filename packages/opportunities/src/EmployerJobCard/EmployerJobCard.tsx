import { forwardRef, useState } from 'react';
import { styled } from 'styled-components';
import { countUnreadInboxNotifications } from '@edupassport/api-client/rules';
import type { Id, Job } from '@edupassport/api-client';
import {
  Badge,
  EditIcon,
  IconButton,
  Menu,
  MenuItem,
  MenuSeparator,
  MoreIcon,
  PlusIcon,
  TrashIcon,
  useEdu,
  useMessages,
  visuallyHidden,
  type CardProps,
  LazyDeleteConfirmDialog as DeleteConfirmDialog,
} from '@edupassport/ui';
import { employerJobMessages } from '../messages/employerJob';
import type { CardHeadingProps } from '../shared/cardParts';
import { JobCardLayout } from '../shared/JobCardLayout';
import { tokens } from '../shared/theme';
import { opportunitiesCatalogs } from '../messages/catalogs';
import { useIsDeleted, useOpportunityDelete } from '../hooks/useOpportunityDelete';

export interface EmployerJobCardProps extends Omit<CardProps, 'children' | 'title'>, CardHeadingProps {
  /** The employer's own job; its posting_type (jobs, drafts, templates) decides the menu (any other: Delete only). Required. */
  job: Job;
  /** Publish (drafts): publishes the draft; a returned promise is awaited. Default none (the item is hidden). */
  onPublish?: ((job: Job) => Promise<unknown> | void) | undefined;
  /** Post Job (templates): starts a job from the template. Default none (the item is hidden). */
  onPostJob?: ((job: Job) => void) | undefined;
  /**
   * Runs the delete once confirmed (the spec shows no path for an employer's delete); a rejection keeps
   * the confirmation open with its message. Default none: no Delete is offered.
   */
  onDelete?: ((job: Job) => Promise<unknown> | void) | undefined;
  /** Called after a confirmed delete (the card is then gone), so a host's own array can drop the job; default none. */
  onDeleted?: ((jobId: Id) => void) | undefined;
}

/*
 * The posting-type and unread badges beside the menu would squeeze the title to a few letters a line in a
 * narrow grid column: there the header wraps and they move under the title, at the end.
 */
const Layout = styled(JobCardLayout)`
  & [data-part='header'] {
    flex-wrap: wrap;
  }
  & [data-part='heading'] {
    flex-basis: 8rem;
  }
  & [data-part='header-end'] {
    margin-inline-start: auto;
  }
`;

const Unread = styled(Badge)`
  min-width: 24px;
  justify-content: center;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Applicants = styled.p`
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

/**
 * The employer dashboard's job card: the job's summary, a red badge counting unread
 * notifications whose notification_type is inbox, and a menu by posting_type — Edit
 * (`/dashboard/jobs/editJob?jobId={id}`) and View candidates (n) (`/dashboard/jobs/myjobs/mycandidates?jobId={id}`)
 * for jobs, Publish for drafts, Post Job for templates, Delete (with confirmation) always (the only item of
 * an unknown posting_type, which shows no badge). Publish, Post Job and Delete need the host's handler; a card
 * with no item shows no menu.
 * State shows as `data-variant="employer"` and `data-posting-type`.
 */
export const EmployerJobCard = forwardRef<HTMLElement, EmployerJobCardProps>(function EmployerJobCard(
  { job, onPublish, onPostJob, onDelete, onDeleted, ...rest },
  ref,
) {
  const m = useMessages('opportunities', employerJobMessages, opportunitiesCatalogs.loaders);
  const { routes, navigate } = useEdu();
  const [confirming, setConfirming] = useState(false);
  const unread = countUnreadInboxNotifications(job);
  const type = job.posting_type;

  // The items of the job's own list; an unknown posting_type (a newer server's list) has none: Delete only.
  const typeItems =
    type === 'jobs' ? (
      <>
        <MenuItem icon={<EditIcon />} onSelect={() => navigate(routes.dashboardEditJob(job.id))}>
          {m.jobEdit}
        </MenuItem>
        <MenuItem onSelect={() => navigate(routes.dashboardJobCandidates(job.id))}>
          {m.jobViewCandidates(job.total_applicants)}
        </MenuItem>
      </>
    ) : type === 'drafts' && onPublish ? (
      <MenuItem onSelect={() => void onPublish(job)}>{m.jobPublish}</MenuItem>
    ) : type === 'templates' && onPostJob ? (
      <MenuItem icon={<PlusIcon />} onSelect={() => onPostJob(job)}>
        {m.jobPostJob}
      </MenuItem>
    ) : null;

  // The spec gives an employer's delete no path: without the host's handler there is no Delete to offer.
  const deleteItem = onDelete ? (
    <MenuItem icon={<TrashIcon />} destructive onSelect={() => setConfirming(true)}>
      {m.jobDelete}
    </MenuItem>
  ) : null;

  const remove = useOpportunityDelete('jobs', () => onDelete?.(job), job.id, onDeleted);
  // A deleted job leaves every list and card of it, this one too.
  const deleted = useIsDeleted('jobs', job.id);
  if (deleted) return null;

  return (
    <Layout
      ref={ref}
      job={job}
      href={routes.jobDetail(job.id)}
      data-variant="employer"
      data-posting-type={type ?? 'unknown'}
      {...rest}
      headerEnd={
        <>
          {type === 'drafts' || type === 'templates' ? (
            <Badge variant="neutral" size="sm" data-part="posting-type">
              {type === 'drafts' ? m.jobStatusDraft : m.jobStatusTemplate}
            </Badge>
          ) : null}
          {unread > 0 ? (
            <Unread variant="danger" size="sm" data-part="unread-inbox">
              <span aria-hidden="true">{unread}</span>
              <Hidden>{m.jobUnreadInbox(unread)}</Hidden>
            </Unread>
          ) : null}
          {typeItems || deleteItem ? (
            <Menu align="end" trigger={<IconButton icon={<MoreIcon />} aria-label={m.jobMenu(job.job_title)} />}>
              {typeItems}
              {typeItems && deleteItem ? <MenuSeparator /> : null}
              {deleteItem}
            </Menu>
          ) : null}
          {confirming && onDelete ? <DeleteConfirmDialog open onOpenChange={setConfirming} onConfirm={remove} /> : null}
        </>
      }
      footer={
        type === 'jobs' ? (
          <Applicants data-part="applicants">{m.jobApplicants(job.total_applicants)}</Applicants>
        ) : undefined
      }
    />
  );
});
