import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupWorker } from 'msw/browser';
import { createApiClient, eventSchema, jobSchema } from '@edupassport/api-client';
import { handlers, mockSession, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { Feed } from '@edupassport/feed';
import { EventCard, JobCard } from '@edupassport/opportunities';
import { EducatorProfilePage } from '@edupassport/profiles';

async function main() {
  resetMocks();
  // The mock backend answers in the page, through the service worker copied into public/.
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  const client = createApiClient({ baseUrl: '' });
  const user = mockSession.current();
  // As a host does with its own backend's answers: the api-client's schemas give the kit's types.
  const job = jobSchema.parse(mockStore.jobs[0]);
  const event = eventSchema.parse(mockStore.events[0]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <EduProvider client={client} session={{ user, isAdmin: false }}>
        <main>
          <section aria-label="Job">
            <JobCard job={job} />
          </section>
          <section aria-label="Event">
            <EventCard event={event} />
          </section>
          <section aria-label="Feed">
            <Feed />
          </section>
          <section aria-label="Educator profile">
            <EducatorProfilePage userId={user?.id} />
          </section>
        </main>
      </EduProvider>
    </StrictMode>,
  );
}

void main();
