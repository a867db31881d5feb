import { dehydrate } from '@tanstack/react-query';
import { getResponse } from 'msw';
import { createApiClient, eventSchema, jobSchema } from '@edupassport/api-client';
import { handlers, mockSession, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { Feed } from '@edupassport/feed';
import { prefetchFeed } from '@edupassport/feed/server';
import { EventCard, JobCard } from '@edupassport/opportunities';
import { getFreshnessLabel } from '@edupassport/opportunities/server';
import { EducatorProfilePage } from '@edupassport/profiles';
import { prefetchEducatorProfile } from '@edupassport/profiles/server';
import { formatSalary, toSafeUrl } from '@edupassport/ui';
import { createEduQueryClient } from '@edupassport/ui/server';
import { KitProvider, type User } from './KitProvider';

// Rendered per request by `next start`, so the test sees the server render, not a build-time page.
export const dynamic = 'force-dynamic';

// The server's own client: as a host's would call its backend, here the mock backend's handlers answer in-process.
const serverClient = createApiClient({
  baseUrl: 'http://backend.internal',
  fetch: async (input, init) => (await getResponse(handlers, new Request(input, init))) ?? Response.json({ message: 'Not found' }, { status: 404 }),
});

/**
 * A server component: it prefetches the feed (with the user's favourites) and the profile into a fresh query client
 * (one per request), hands the dehydrated cache to the client provider, and gives the cards plain records, so the
 * posts with their hearts, the profile, the job and the event are all in the server HTML. It also calls the kit's pure helpers on the server: a rule from a
 * `./server` entry, and two from `@edupassport/ui`'s main entry, whose helper modules carry no "use client".
 */
export default async function Page() {
  resetMocks();
  const record = mockSession.current();
  // The host's own user record, typed with its own interface.
  const user: User | null = record
    ? { id: record.id, full_name: record.full_name, email: record.email, profile_picture: record.profile_picture }
    : null;
  const queryClient = createEduQueryClient();
  // With the session's user, prefetchFeed also loads their favourites: the hearts are pressed in the server HTML.
  await Promise.all([
    prefetchFeed(queryClient, serverClient, { sessionUserId: user?.id }),
    prefetchEducatorProfile(queryClient, serverClient, { sessionUserId: user?.id }),
  ]);
  // As a host does with its own backend's answers: the api-client's schemas give the kit's types.
  const job = jobSchema.parse(mockStore.jobs[0]);
  const event = eventSchema.parse(mockStore.events[0]);
  const freshness = getFreshnessLabel(job.application_deadline ?? null, Date.now());
  return (
    <KitProvider user={user} state={dehydrate(queryClient)}>
      <main>
        <p data-testid="server-rule">Freshness on the server: {freshness}</p>
        <p data-testid="server-helpers">
          Salary on the server: {formatSalary({ salary: 45000, currency: 'USD', salaryType: 'yearly' })}; link on the
          server: {toSafeUrl('edupassport.example/jobs') ?? 'refused'}
        </p>
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
