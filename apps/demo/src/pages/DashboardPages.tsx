import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Job } from '@edupassport/api-client';
import { EmployerJobCard, EventCard, JobList } from '@edupassport/opportunities';
import { Button, EmptyState, useEdu } from '@edupassport/ui';
import { storeEvents, storeJobs } from '../admin/mockWorld';
import { useDemoSession } from '../session/DemoSession';
import { useOwnerActions } from './ownerActions';
import { BackLinks, Lead, Narrow, Note } from './shared';

/** The signed-in user's own jobs (published, drafts and templates) from the mock store, read again at each `version`. */
function useOwnJobs(version: number): Job[] {
  const { mocks, session } = useDemoSession();
  const userId = session?.user?.id;
  return useMemo(
    () =>
      mocks && userId !== undefined && version >= 0
        ? storeJobs(mocks).filter((job) => String(job.user_id) === String(userId))
        : [],
    [mocks, userId, version],
  );
}

/** /dashboard/jobs: the employer's job cards with their menus. */
export function DashboardJobsPage() {
  const { mocks, setRole } = useDemoSession();
  const { session } = useEdu();
  const { version, job: handlers } = useOwnerActions();
  const jobs = useOwnJobs(version);
  return (
    <>
      <h1>My jobs</h1>
      <Lead>The employer dashboard: your published jobs, drafts and templates, with their candidates and menus.</Lead>
      {!mocks ? (
        <EmptyState
          headingLevel={2}
          title="No jobs list on this backend"
          description="The spec has no endpoint that lists an employer's jobs. Run the demo without VITE_API_URL to use the mock backend."
        />
      ) : !session.user ? (
        <EmptyState
          headingLevel={2}
          title="Sign in as an employer"
          description="The dashboard shows the jobs of the signed-in employer."
          action={<Button onClick={() => setRole('employer')}>View as the employer</Button>}
        />
      ) : (
        <JobList
          jobs={jobs}
          variant="employer"
          label="My jobs"
          headingLevel={2}
          {...handlers}
          emptyTitle="No jobs yet"
          emptyDescription={
            <>
              {String(session.user.full_name)} has not posted any jobs. Switch the role to Employer to see a dashboard
              with jobs, drafts and templates.
            </>
          }
        />
      )}
      <BackLinks />
    </>
  );
}

/** Where an edit or candidates page finds its record, and where it leads back to. */
const subjects = {
  job: { param: 'jobId', back: { to: '/dashboard/jobs', label: 'Back to my jobs' } },
  event: { param: 'eventId', back: { to: '/events', label: 'All events' } },
} as const;

/**
 * The job or event an edit or candidates page is about, by `?jobId=` or `?eventId=`, with its owner card and the
 * card's actions (read again after each); a deleted record leads back to its list.
 */
function Subject({ kind, title, what }: { kind: keyof typeof subjects; title: string; what: string }) {
  const [search] = useSearchParams();
  const { mocks } = useDemoSession();
  const navigate = useNavigate();
  const { version, job: jobHandlers, event: eventHandlers } = useOwnerActions();
  const { param, back } = subjects[kind];
  const id = search.get(param) ?? '';
  const found = useMemo(() => {
    if (!mocks || version < 0) return undefined;
    const leave = () => void navigate(back.to);
    if (kind === 'job') {
      const job = storeJobs(mocks).find((j) => String(j.id) === id);
      return (
        job && {
          name: job.job_title,
          card: <EmployerJobCard job={job} headingLevel={2} {...jobHandlers} onDeleted={leave} />,
        }
      );
    }
    const event = storeEvents(mocks).find((e) => String(e.id) === id);
    return (
      event && {
        name: event.event_name,
        card: <EventCard event={event} headingLevel={2} {...eventHandlers} onDeleted={leave} />,
      }
    );
  }, [mocks, kind, id, version, jobHandlers, eventHandlers, navigate, back.to]);
  return (
    <>
      <h1>{found ? `${title}: ${found.name}` : title}</h1>
      {found ? (
        <Narrow>{found.card}</Narrow>
      ) : (
        <EmptyState
          headingLevel={2}
          title={`This ${kind} was not found`}
          description={id ? `There is no ${kind} with the id ${id}.` : `The address names no ${kind} (?${param}=).`}
          action={<Link to={back.to}>{back.label}</Link>}
        />
      )}
      <Note aria-labelledby="not-yet">
        <h2 id="not-yet">Not part of this kit yet</h2>
        <p>{what}</p>
      </Note>
      <BackLinks links={[back]} />
    </>
  );
}

/** /dashboard/jobs/editJob?jobId= */
export function EditJobPage() {
  return (
    <Subject
      kind="job"
      title="Edit job"
      what="The job editing form belongs to the employer app; the kit provides the employer card that links here."
    />
  );
}

/** /dashboard/jobs/myjobs/mycandidates?jobId= */
export function CandidatesPage() {
  return (
    <Subject
      kind="job"
      title="Candidates"
      what="The candidates list belongs to the employer app; the kit provides the employer card and its candidate count that link here."
    />
  );
}

/** /dashboard/events/editEvent?eventId= : where an owner's Edit Listing leads (the spec names no route for it). */
export function EditEventPage() {
  return (
    <Subject
      kind="event"
      title="Edit event"
      what="The event editing form belongs to the organiser's app; the kit provides the owner card whose Edit Listing links here."
    />
  );
}
