// The jobs page: the published jobs from the host's backend (here the mock store), parsed with the
// api-client's schema as a host does with its own answers, in a JobList.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, jobSchema } from '@edupassport/api-client';
import { EduProvider } from '@edupassport/ui';
import { JobList } from '@edupassport/opportunities';
import { startBackend } from './backend';

// The mock backend starts before the first render with a promise, as msw's browser guide writes it: with an
// `await` at the top of the entry, Vite 8 (rolldown) leaves every module the page shares with an on-demand part
// out of the page's chunk, in one chunk per mix of parts (7 kit scripts on the feed instead of 3).
void startBackend().then(({ user, jobs }) => {
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
});
