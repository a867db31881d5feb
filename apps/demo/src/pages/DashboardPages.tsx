import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Job } from '@edupassport/api-client';
import { EmployerJobCard, JobList } from '@edupassport/opportunities';
import { Button, EmptyState, useEdu } from '@edupassport/ui';
import { storeJobs } from '../admin/mockWorld';
import { useDemoSession } from '../session/DemoSession';
import { BackLinks, Lead, Narrow, Note } from './shared';

/** The signed-in user's own jobs (published, drafts and templates) from the mock store. */
function useOwnJobs(): Job[] {
  const { mocks, session } = useDemoSession();
  const userId = session?.user?.id;
  return useMemo(
    () =>
      mocks && userId !== undefined ? storeJobs(mocks).filter((job) => String(job.user_id) === String(userId)) : [],
    [mocks, userId],
  );
}

/** /dashboard/jobs: the employer's job cards with their menus. */
export function DashboardJobsPage() {
  const { mocks, setRole } = useDemoSession();
  const { session } = useEdu();
  const jobs = useOwnJobs();
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

/** The job an edit or candidates page is about, by `?jobId=`. */
function JobSubject({ title, what }: { title: string; what: string }) {
  const [search] = useSearchParams();
  const { mocks } = useDemoSession();
  const jobId = search.get('jobId') ?? '';
  const job = useMemo(() => (mocks ? storeJobs(mocks).find((j) => String(j.id) === jobId) : undefined), [mocks, jobId]);
  return (
    <>
      <h1>{job ? `${title}: ${job.job_title}` : title}</h1>
      {job ? (
        <Narrow>
          <EmployerJobCard job={job} />
        </Narrow>
      ) : (
        <EmptyState
          headingLevel={2}
          title="This job was not found"
          description={jobId ? `There is no job with the id ${jobId}.` : 'The address names no job (?jobId=).'}
          action={<Link to="/dashboard/jobs">Back to my jobs</Link>}
        />
      )}
      <Note aria-labelledby="not-yet">
        <h2 id="not-yet">Not part of this kit yet</h2>
        <p>{what}</p>
      </Note>
      <BackLinks links={[{ to: '/dashboard/jobs', label: 'Back to my jobs' }]} />
    </>
  );
}

/** /dashboard/jobs/editJob?jobId= */
export function EditJobPage() {
  return (
    <JobSubject
      title="Edit job"
      what="The job editing form belongs to the employer app; the kit provides the employer card that links here."
    />
  );
}

/** /dashboard/jobs/myjobs/mycandidates?jobId= */
export function CandidatesPage() {
  return (
    <JobSubject
      title="Candidates"
      what="The candidates list belongs to the employer app; the kit provides the employer card and its candidate count that link here."
    />
  );
}
