// The jobs page: the published jobs from the host's backend (here the mock store), parsed with the
// api-client's schema as a host does with its own answers, in a JobList.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, jobSchema } from '@edupassport/api-client';
import { EduProvider } from '@edupassport/ui';
import { JobList } from '@edupassport/opportunities';
import { startBackend } from './backend';

const { user, jobs } = await startBackend();
const client = createApiClient({ baseUrl: '' });
const published = jobs.map((job) => jobSchema.parse(job)).filter((job) => job.posting_type === 'jobs');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <EduProvider client={client} session={{ user: user as never, isAdmin: false }}>
      <main>
        <h1>Jobs</h1>
        <JobList jobs={published} />
      </main>
    </EduProvider>
  </StrictMode>,
);
