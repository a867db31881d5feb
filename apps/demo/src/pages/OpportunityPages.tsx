import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import {
  dealSchema,
  eventSchema,
  getJobCompanyName,
  jobSchema,
  type Deal,
  type EduEvent,
  type Job,
} from '@edupassport/api-client';
import {
  DealCard,
  DealList,
  EventCard,
  EventList,
  ExternalJobCard,
  JobCard,
  JobList,
} from '@edupassport/opportunities';
import { EmptyState, ErrorState, Skeleton } from '@edupassport/ui';
import { storeDeals, storeEvents, storeJobs, type MockModule } from '../admin/mockWorld';
import { useDemoSession } from '../session/DemoSession';
import { useOwnerActions } from './ownerActions';
import { BackLinks, FieldList, HiddenHeading, Lead } from './shared';

/** Shown instead of lists and details on a real backend: the spec has no endpoint to read them. */
function NoEndpoint({ what }: { what: string }) {
  return (
    <EmptyState
      headingLevel={2}
      title={`No ${what} on this backend`}
      description={`The spec has no endpoint that reads ${what}, so on a real backend this demo page has nothing to show. Run the demo without VITE_API_URL to use the mock backend.`}
    />
  );
}

/** /jobs: every published job (internal and external) as public cards. */
export function JobsPage() {
  const { mocks } = useDemoSession();
  const jobs = useMemo(() => (mocks ? storeJobs(mocks).filter((job) => job.posting_type === 'jobs') : []), [mocks]);
  return (
    <>
      <h1>Jobs</h1>
      <Lead>
        Teaching and school jobs from employers on EDU Passport and from external job boards. Save them, share them or
        report them.
      </Lead>
      {mocks ? <JobList jobs={jobs} label="Published jobs" /> : <NoEndpoint what="jobs" />}
    </>
  );
}

/** /events: every published event; the employer sees their own events as owner cards, with their actions. */
export function EventsPage() {
  const { mocks } = useDemoSession();
  const { version, event: handlers } = useOwnerActions();
  const events = useMemo(() => (mocks && version >= 0 ? storeEvents(mocks) : []), [mocks, version]);
  return (
    <>
      <h1>Events</h1>
      <Lead>
        Workshops, fairs and open days for educators. Reserve a spot, or manage your own events as their organiser.
      </Lead>
      {mocks ? <EventList events={events} label="Events" {...handlers} /> : <NoEndpoint what="events" />}
    </>
  );
}

/** /deals: the businesses' deals; each opens its dialog with the code. */
export function DealsPage() {
  const { mocks } = useDemoSession();
  const deals = useMemo(() => (mocks ? storeDeals(mocks) : []), [mocks]);
  return (
    <>
      <h1>Deals</h1>
      <Lead>Discounts for educators from businesses on EDU Passport. Open a deal to see and copy its code.</Lead>
      {mocks ? <DealList deals={deals} label="Deals" /> : <NoEndpoint what="deals" />}
    </>
  );
}

type Kind = 'job' | 'event' | 'deal';

const kinds = {
  job: {
    noun: 'job',
    list: '/jobs',
    listLabel: 'All jobs',
    records: (m: MockModule) => m.mockStore.jobs,
    schema: jobSchema,
  },
  event: {
    noun: 'event',
    list: '/events',
    listLabel: 'All events',
    records: (m: MockModule) => m.mockStore.events,
    schema: eventSchema,
  },
  deal: {
    noun: 'deal',
    list: '/deals',
    listLabel: 'All deals',
    records: (m: MockModule) => m.mockStore.deals,
    schema: dealSchema,
  },
} as const;

type Detail<K extends Kind> = K extends 'job' ? Job : K extends 'event' ? EduEvent : Deal;

type DetailState<T> =
  { status: 'loading' } | { status: 'notFound' } | { status: 'error'; message: string } | { status: 'ready'; item: T };

/**
 * One job, event or deal by id. The spec has no get-by-id endpoint for them, so on the mock backend it is read
 * from the store the server acts on and parsed with the api-client's schema, which is where a malformed record
 * fails. Read while rendering, so a prerendered detail page holds the record (and hydrates with it).
 */
function useDetail<K extends Kind>(
  kind: K,
  id: string,
  mocks: MockModule | null,
  version: number,
): { state: DetailState<Detail<K>>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const state = useMemo<DetailState<Detail<K>>>(() => {
    if (!mocks || attempt < 0 || version < 0) return { status: 'loading' };
    const record = (kinds[kind].records(mocks) as ReadonlyArray<{ id: unknown }>).find((r) => String(r.id) === id);
    if (!record) return { status: 'notFound' };
    const parsed = kinds[kind].schema.safeParse(record);
    return parsed.success
      ? { status: 'ready', item: parsed.data as Detail<K> }
      : { status: 'error', message: `The server's answer for this ${kinds[kind].noun} could not be read.` };
  }, [kind, id, mocks, attempt, version]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

const Stack = styled.div`
  display: grid;
  gap: var(--edu-space-600);
  max-width: 720px;
  h2 {
    margin: 0 0 var(--edu-space-300);
    font-size: var(--edu-font-size-lg);
  }
`;

function titleOf(kind: Kind, item: Job | EduEvent | Deal): string {
  if (kind === 'job') return (item as Job).job_title || 'Job';
  if (kind === 'event') return (item as EduEvent).event_name || 'Event';
  return (item as Deal).deal_name || 'Deal';
}

function leadOf(kind: Kind, item: Job | EduEvent | Deal, external: boolean): string {
  if (kind === 'job') {
    const company = getJobCompanyName(item as Job);
    return `${external ? 'An external job' : 'A job'}${company ? ` at ${company}` : ''}. Save it, share it, or report it if something is wrong.`;
  }
  if (kind === 'event') return 'An event for educators: reserve a spot, or manage it if it is yours.';
  return 'A deal for educators: open it to see and copy its code.';
}

/** /details/job/{id} (with ?isExternal=true), /details/event/{id}, /details/deal/{id}. */
export function DetailPage({ kind }: { kind: Kind }) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { mocks } = useDemoSession();
  const navigate = useNavigate();
  const { version, event: eventHandlers } = useOwnerActions();
  const { state, retry } = useDetail(kind, id, mocks, version);
  const { noun, list, listLabel } = kinds[kind];
  const back = <BackLinks links={[{ to: list, label: listLabel }]} />;
  const heading = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} details`;

  if (!mocks) {
    return (
      <>
        <h1>{heading}</h1>
        <NoEndpoint what={`${noun} details`} />
        {back}
      </>
    );
  }
  if (state.status === 'loading') {
    return (
      <>
        <h1>{heading}</h1>
        <Stack role="status" aria-label={`Loading the ${noun}`}>
          <Skeleton height={240} />
          <Skeleton height={160} />
        </Stack>
      </>
    );
  }
  if (state.status === 'notFound') {
    return (
      <>
        <h1>{heading}</h1>
        <EmptyState
          headingLevel={2}
          title={`This ${noun} was not found`}
          description={`There is no ${noun} with the id ${id}. It may have been deleted.`}
        />
        {back}
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <h1>{heading}</h1>
        <ErrorState error={state.message} onRetry={retry} />
        {back}
      </>
    );
  }

  const { item } = state;
  const external = kind === 'job' && (search.get('isExternal') === 'true' || Boolean((item as Job).is_external));
  let card;
  if (kind === 'job') card = external ? <ExternalJobCard job={item as Job} /> : <JobCard job={item as Job} />;
  else if (kind === 'event') {
    card = <EventCard event={item as EduEvent} {...eventHandlers} onDeleted={() => void navigate(list)} />;
  }
  else card = <DealCard deal={item as Deal} />;
  return (
    <>
      <h1>{titleOf(kind, item)}</h1>
      <Lead>{leadOf(kind, item, external)}</Lead>
      <Stack>
        <section aria-labelledby="card-heading">
          {/* The card's title is an h3: a heading of its own keeps the outline in order. */}
          <HiddenHeading id="card-heading">{`The ${noun}'s card`}</HiddenHeading>
          {card}
        </section>
        <section aria-labelledby="all-details">
          <h2 id="all-details">All details</h2>
          <FieldList record={item} label={`Every field of this ${noun}`} />
        </section>
      </Stack>
      {back}
    </>
  );
}
