import { eventSchema, jobSchema } from '@edupassport/api-client';
import { mockSession, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { Feed } from '@edupassport/feed';
import { EventCard, JobCard } from '@edupassport/opportunities';
import { EducatorProfilePage } from '@edupassport/profiles';
import { KitProvider } from './KitProvider';

// Rendered per request by `next start`, so the test sees the server render, not a build-time page.
export const dynamic = 'force-dynamic';

/**
 * A server component: it imports the kit's components directly (their built files carry "use client")
 * and gives them plain records, so the job and the event are in the server HTML.
 */
export default function Page() {
  resetMocks();
  const record = mockSession.current();
  // A plain copy: EduUser is an open record type, which an interface like MockUser does not match as is.
  const user = record ? { ...record } : null;
  // As a host does with its own backend's answers: the api-client's schemas give the kit's types.
  const job = jobSchema.parse(mockStore.jobs[0]);
  const event = eventSchema.parse(mockStore.events[0]);
  return (
    <KitProvider user={user}>
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
    </KitProvider>
  );
}
