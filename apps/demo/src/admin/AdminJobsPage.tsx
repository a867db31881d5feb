import { useMemo, useState } from 'react';
import type { Job } from '@edupassport/api-client';
import { AdminDeleteJobButton, useAdmin } from '@edupassport/admin-kit';
import { JobList } from '@edupassport/opportunities';
import { EmptyState, useEdu } from '@edupassport/ui';
import { storeJobs, type MockModule } from './mockWorld';

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
      <p style={{ color: 'var(--edu-color-text-muted)' }}>
        {jobs.length - deleted} published jobs.{' '}
        {isAdmin ? 'As an admin you can delete any of them.' : 'Only admins see Delete Job on these cards.'}
      </p>
      {!isAdmin && first ? (
        <section
          aria-labelledby="denied-heading"
          style={{
            marginBottom: 'var(--edu-space-600)',
            padding: 'var(--edu-space-400)',
            border: '1px solid var(--edu-color-border)',
            borderRadius: 'var(--edu-radius-lg)',
            background: 'var(--edu-color-surface)',
          }}
        >
          <h2 id="denied-heading" style={{ marginTop: 0, fontSize: 'var(--edu-font-size-lg)' }}>
            What a non-admin meets
          </h2>
          <p>
            {String(session.user?.full_name ?? 'This visitor')} is not an admin. If they reach Delete Job anyway, the
            kit refuses before any request, and the server would refuse too. Try it on “{first.job_title}”:
          </p>
          <AdminDeleteJobButton jobId={first.id} jobTitle={first.job_title} />
        </section>
      ) : null}
      <JobList jobs={jobs} loading={!mocks} label="Published jobs" onJobDeleted={() => setDeleted((n) => n + 1)} />
    </>
  );
}
