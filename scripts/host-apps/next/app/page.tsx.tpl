import { Suspense } from 'react';
import { connection } from 'next/server';
import { dehydrate } from '@tanstack/react-query';
import { eventSchema, jobSchema } from '@edupassport/api-client';
import { mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { Feed } from '@edupassport/feed';
import { prefetchFeed } from '@edupassport/feed/server';
import { EventCard, JobCard } from '@edupassport/opportunities';
import { getFreshnessLabel } from '@edupassport/opportunities/server';
import { EducatorProfilePage } from '@edupassport/profiles';
import { prefetchEducatorProfile } from '@edupassport/profiles/server';
import { formatSalary, toSafeUrl } from '@edupassport/ui';
import { createEduQueryClient } from '@edupassport/ui/server';
// The README's own files, copied into this app by the test as they stand.
import { KitProvider } from './KitProvider';
import { getUser, serverApiClient } from './backend';

/**
 * A server component: it prefetches the feed (with the user's favourites) and the profile into a fresh query client
 * (one per request), hands the dehydrated cache to the client provider, and gives the cards plain records, so the
 * posts with their hearts, the profile, the job and the event are all in the server HTML. It also calls the kit's
 * pure helpers on the server: a rule from a `./server` entry, and two from `@edupassport/ui`'s main entry, whose
 * helper modules carry no "use client".
 */
async function KitContent() {
  // Per request under `cacheComponents`: the build does not prerender the mock's random data or the user's own.
  await connection();
  resetMocks();
  const user = await getUser();
  const queryClient = createEduQueryClient();
  // With the session's user, prefetchFeed also loads their favourites: the hearts are pressed in the server HTML.
  await Promise.all([
    prefetchFeed(queryClient, serverApiClient, { sessionUserId: user?.id }),
    prefetchEducatorProfile(queryClient, serverApiClient, { sessionUserId: user?.id }),
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

/** The request-time content sits under Suspense, as `cacheComponents` asks of a page that awaits `connection()`. */
export default function Page() {
  return (
    <Suspense>
      <KitContent />
    </Suspense>
  );
}
