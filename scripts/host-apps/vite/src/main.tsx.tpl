import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { setupWorker } from 'msw/browser';
import { createApiClient, eventSchema, jobSchema } from '@edupassport/api-client';
import { handlers, mockSession, mockStore, resetMocks } from '@edupassport/api-client/mocks';
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
    </StrictMode>,
  );
}

void main();
