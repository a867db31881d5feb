import { StrictMode, useEffect, useState, version, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { createApiClient, eventSchema, jobSchema } from '@edupassport/api-client';
import { handlers, mockSession, mockStore, pictureHandlers, resetMocks } from '@edupassport/api-client/mocks';
import { Button, EduProvider, Menu, MenuItem } from '@edupassport/ui';
import { Feed } from '@edupassport/feed';
import { EventCard, JobCard } from '@edupassport/opportunities';
import { EducatorProfilePage } from '@edupassport/profiles';

/** Refs given the way a host gives them: the test reads what each one reached (React 18 drops a ref taken as a plain prop). */
function RefCheck() {
  const [seen, setSeen] = useState<Record<string, string>>({});
  const note = (name: string) => (element: HTMLElement | null) => {
    if (element) setSeen((current) => (current[name] ? current : { ...current, [name]: [element.tagName, element.getAttribute('role')].filter(Boolean).join(' ') }));
  };
  return (
    <section aria-label="Refs check">
      <Button ref={note('Button')}>Ref button</Button>
      <Menu trigger={<Button>Ref menu</Button>}>
        <MenuItem ref={note('MenuItem')}>Ref item</MenuItem>
      </Menu>
      <output aria-label="Refs">{Object.entries(seen).map(([name, element]) => `${name}: ${element}`).join(', ')}</output>
      <output aria-label="React version">{version}</output>
    </section>
  );
}

/** How many of the kit's queries the host's own TanStack Query client holds (what the host's devtools would list). */
function HostCacheCheck() {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    return cache.subscribe(() => setCount(cache.findAll({ queryKey: ['edu'] }).length));
  }, [queryClient]);
  return <output aria-label="Kit queries in the host's cache">{count}</output>;
}

/** The host that runs TanStack Query itself (VITE_HOST_QUERY_CLIENT=1) gives its client to the kit: one cache for both. */
const hostQueryClient = import.meta.env.VITE_HOST_QUERY_CLIENT === '1' ? new QueryClient() : undefined;

function HostQuery({ children }: { children: ReactNode }) {
  if (!hostQueryClient) return children;
  return (
    <QueryClientProvider client={hostQueryClient}>
      <HostCacheCheck />
      {children}
    </QueryClientProvider>
  );
}

async function main() {
  resetMocks();
  // The mock backend answers in the page, through the service worker copied into public/.
  // pictureHandlers: the mock data's pictures are drawn by the mock backend, so the page reaches no outside host.
  await setupWorker(...handlers, ...pictureHandlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  const client = createApiClient({ baseUrl: '' });
  const user = mockSession.current();
  // As a host does with its own backend's answers: the api-client's schemas give the kit's types.
  const job = jobSchema.parse(mockStore.jobs[0]);
  const event = eventSchema.parse(mockStore.events[0]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <HostQuery>
        <EduProvider client={client} session={{ user, isAdmin: false }} queryClient={hostQueryClient}>
          <main>
            <RefCheck />
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
      </HostQuery>
    </StrictMode>,
  );
}

void main();
