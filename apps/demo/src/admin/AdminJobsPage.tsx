import { useMemo, useState } from 'react';
import type { Job } from '@edupassport/api-client';
import { AdminDeleteJobButton, useAdmin } from '@edupassport/admin-kit';
import { JobList } from '@edupassport/opportunities';
import { EmptyState, useEdu } from '@edupassport/ui';
import { styled } from 'styled-components';
import { storeJobs, type MockModule } from './mockWorld';

const Muted = styled.p`
  color: var(--edu-color-text-muted);
`;

/** What a visitor who is not an admin meets, set apart from the list. */
const Denied = styled.section`
  margin-bottom: var(--edu-space-600);
  padding: var(--edu-space-400);
  border: 1px solid var(--edu-color-border);
  border-radius: var(--edu-radius-lg);
  background: var(--edu-color-surface);
  & > h2 {
    margin-top: 0;
    font-size: var(--edu-font-size-lg);
  }
`;

export interface AdminJobsPageProps {
  /** Whether the demo runs on its mock backend. */
  mock: boolean;
  /** The mock backend's module, once loaded. */
  mocks: MockModule | null;
}

/**
 * The admin's jobs: every published job, as the opportunities package's cards, where an admin's Delete
 * Job removes it on the server and from the list. The spec has no jobs list endpoint, so on the mock
 * backend the page reads the mock store (the same records the server deletes from); a real backend
 * would need a list call of its own.
 */
export function AdminJobsPage({ mock, mocks }: AdminJobsPageProps) {
  const { isAdmin } = useAdmin();
  const { session } = useEdu();
  const [deleted, setDeleted] = useState(0);
  // Read once: the list drops a deleted card itself, as the spec asks of the local list.
  const jobs = useMemo<Job[]>(
    () => (mocks ? storeJobs(mocks).filter((job) => job.posting_type === 'jobs') : []),
    [mocks],
  );

  if (!mock) {
    return (
      <>
        <h1>Jobs</h1>
        <EmptyState
          headingLevel={2}
          title="No jobs list on this backend"
          description="The spec has no endpoint that lists jobs, so on a real backend this demo page has nothing to show. Run the demo without VITE_API_URL to use the mock backend."
        />
      </>
    );
  }

  const first = jobs[0];
  return (
    <>
      <h1>Jobs</h1>
      <Muted>
        {jobs.length - deleted} published jobs.{' '}
        {isAdmin ? 'As an admin you can delete any of them.' : 'Only admins see Delete Job on these cards.'}
      </Muted>
      {!isAdmin && first ? (
        <Denied aria-labelledby="denied-heading">
          <h2 id="denied-heading">What a non-admin meets</h2>
          <p>
            {String(session.user?.full_name ?? 'This visitor')} is not an admin. If they reach Delete Job anyway, the
            kit refuses before any request, and the server would refuse too. Try it on “{first.job_title}”:
          </p>
          <AdminDeleteJobButton jobId={first.id} jobTitle={first.job_title} />
        </Denied>
      ) : null}
      <JobList jobs={jobs} loading={!mocks} label="Published jobs" headingLevel={2} onJobDeleted={() => setDeleted((n) => n + 1)} />
    </>
  );
}
