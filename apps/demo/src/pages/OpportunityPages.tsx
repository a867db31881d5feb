import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
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
  useOpportunitiesMessages,
} from '@edupassport/opportunities';
import {
  Avatar,
  DateText,
  EmptyState,
  ErrorState,
  SafeHtml,
  SalaryText,
  Skeleton,
  useEdu,
  type EduRoutes,
} from '@edupassport/ui';
import { stripBase, useBasename } from '../basePath';
import { storeDeals, storeEvents, storeJobs, type MockModule } from '../admin/mockWorld';
import { useDemoSession } from '../session/DemoSession';
import { useOwnerActions, type OwnerActions } from './ownerActions';
import { BackLinks, Facts, HiddenHeading, Lead } from './shared';

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
      {mocks ? <JobList jobs={jobs} label="Published jobs" headingLevel={2} /> : <NoEndpoint what="jobs" />}
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
      {mocks ? <EventList events={events} label="Events" headingLevel={2} {...handlers} /> : <NoEndpoint what="events" />}
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
      {mocks ? <DealList deals={deals} label="Deals" headingLevel={2} /> : <NoEndpoint what="deals" />}
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
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; message: string }
  | { status: 'ready'; item: T; ownerId: string | null };

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
      ? { status: 'ready', item: parsed.data as Detail<K>, ownerId: ownerIdOf(record) }
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

const Description = styled.div`
  margin-bottom: var(--edu-space-400);
  & > :first-child {
    margin-top: 0;
  }
`;

const PosterRow = styled.p`
  display: flex;
  align-items: center;
  gap: var(--edu-space-300);
  margin: 0;
  font-weight: var(--edu-font-weight-bold);
`;

const Related = styled.ul`
  display: grid;
  gap: var(--edu-space-300);
  margin: 0 0 var(--edu-space-400);
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: var(--edu-space-100);
  }
  span {
    color: var(--edu-color-text-muted);
    font-size: var(--edu-font-size-sm);
  }
`;

/** The owner's id as the store holds it: the deal schema leaves user_id out, the store's record has it. */
function ownerIdOf(record: unknown): string | null {
  const owner = (record as { user_id?: unknown }).user_id;
  return owner === undefined || owner === null ? null : String(owner);
}

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

interface Poster {
  name: string;
  picture: string | null;
  /** Their public profile in the demo, or null where there is none to open. */
  profile: string | null;
  company: boolean;
}

/** Who posted the record: the company for a job, the owning account for an event or a deal. */
function posterOf(
  kind: Kind,
  item: Job | EduEvent | Deal,
  ownerId: string | null,
  mocks: MockModule,
  routes: EduRoutes,
  external: boolean,
): Poster | null {
  const user = ownerId === null ? undefined : mocks.mockStore.users.find((u) => String(u.id) === ownerId);
  if (kind === 'job') {
    const job = item as Job;
    const name = getJobCompanyName(job) || user?.full_name;
    if (!name) return null;
    // An external job is the board's listing of another employer: the account behind it has no page of theirs.
    const profile = !external && user?.business_profile ? routes.businessProfile(user.id) : null;
    return { name, picture: job.user_profile_pic ?? user?.profile_picture ?? null, profile, company: true };
  }
  if (!user) return null;
  const company = user.business_profile?.company_name;
  return {
    name: company || user.full_name,
    picture: user.profile_picture,
    profile: company ? routes.businessProfile(user.id) : routes.educatorProfile(user.id),
    company: Boolean(company),
  };
}

type Item = Job | EduEvent | Deal;

/**
 * Up to three other open records, as the list pages show them: the same poster's (for a job, the same company's)
 * where they have more, else anyone's, so the page never ends in a dead end.
 */
function relatedOf(
  kind: Kind,
  item: Item,
  ownerId: string | null,
  mocks: MockModule,
  now: number,
): { items: Item[]; theirs: boolean } {
  const owners = new Map(
    (kinds[kind].records(mocks) as ReadonlyArray<{ id: unknown }>).map((r) => [String(r.id), ownerIdOf(r)]),
  );
  const external = kind === 'job' && Boolean((item as Job).is_external);
  let open: Item[];
  // Open: still taking applications, still to come.
  const ahead = (date: string | undefined) => !date || !(Date.parse(date) < now);
  if (kind === 'job') {
    open = storeJobs(mocks).filter(
      (j) => j.posting_type === 'jobs' && Boolean(j.is_external) === external && ahead(j.application_deadline),
    );
  } else if (kind === 'event') open = storeEvents(mocks).filter((e) => e.status === 'published' && ahead(e.event_date));
  else open = storeDeals(mocks);
  const others = open.filter((r) => String(r.id) !== String(item.id));
  const company = kind === 'job' ? getJobCompanyName(item as Job) : null;
  const theirs = others.filter(
    (r) =>
      ownerId !== null &&
      owners.get(String(r.id)) === ownerId &&
      (company === null || getJobCompanyName(r as Job) === company),
  );
  return theirs.length > 0 ? { items: theirs.slice(0, 3), theirs: true } : { items: others.slice(0, 3), theirs: false };
}

function detailPath(kind: Kind, item: Item, routes: EduRoutes): string {
  if (kind === 'job') return (item as Job).is_external ? routes.externalJobDetail(item.id) : routes.jobDetail(item.id);
  return kind === 'event' ? routes.eventDetail(item.id) : routes.dealDetail(item.id);
}

/** The line under a related record's link: who and until when, when it is on, or what kind of deal. */
function RelatedNote({ kind, item }: { kind: Kind; item: Item }) {
  const m = useOpportunitiesMessages();
  if (kind === 'job') {
    const company = getJobCompanyName(item as Job);
    const deadline = (item as Job).application_deadline;
    return company || deadline ? (
      <span>
        {company}
        {company && deadline ? ' · ' : null}
        {deadline ? (
          <>
            {m.jobDeadline} <DateText value={deadline} />
          </>
        ) : null}
      </span>
    ) : null;
  }
  if (kind === 'event') {
    const date = (item as EduEvent).event_date;
    return date ? <DateText value={date} format="weekdayDateTime" /> : null;
  }
  const category = (item as Deal).deal_category;
  return category ? <span>{category}</span> : null;
}

/** What a person reads about the record beyond its card: the description, then the facts, in words and dates. */
function About({ kind, item }: { kind: Kind; item: Item }) {
  const m = useOpportunitiesMessages();
  if (kind === 'job') {
    const job = item as Job;
    return (
      <Facts
        label="About this job"
        rows={[
          { label: 'Location', value: job.location },
          {
            label: 'Salary',
            value: <SalaryText salary={job.salary} currency={job.currency} salaryType={job.salary_type} />,
            empty: job.salary === undefined || job.salary === null || job.salary === '',
          },
          { label: 'Job type', value: job.job_type },
          { label: 'Employment type', value: job.employment_type },
          { label: 'Experience', value: m.jobExperience(job.years_of_experience_min, job.years_of_experience_max) },
          { label: 'Students', value: job.student_age_group },
          { label: m.jobPosted, value: job.created_at ? <DateText value={job.created_at} format="longDate" /> : null },
          {
            label: m.jobDeadline,
            value: job.application_deadline ? <DateText value={job.application_deadline} format="longDate" /> : null,
          },
        ]}
      />
    );
  }
  const description = kind === 'event' ? (item as EduEvent).event_description : (item as Deal).deal_description;
  const rows =
    kind === 'event'
      ? [
          {
            label: m.eventDate,
            value: (item as EduEvent).event_date ? (
              <DateText value={(item as EduEvent).event_date as string} format="longWeekdayDateTime" />
            ) : null,
          },
          { label: m.eventFormat, value: (item as EduEvent).event_format },
          { label: m.eventVenue, value: (item as EduEvent).event_venue },
          { label: m.eventCategory, value: (item as EduEvent).event_category },
        ]
      : [
          { label: 'Type', value: (item as Deal).posting_type },
          { label: 'Category', value: (item as Deal).deal_category },
          {
            label: 'Use by',
            value: (item as Deal).availability_start_date ? (
              <DateText value={(item as Deal).availability_start_date as string} format="monthYear" />
            ) : null,
          },
        ];
  return (
    <>
      {description ? (
        <Description>
          <SafeHtml html={description} as="div" />
        </Description>
      ) : null}
      <Facts label={`About this ${kind}`} rows={rows} />
    </>
  );
}

interface DetailBodyProps {
  kind: Kind;
  item: Item;
  ownerId: string | null;
  external: boolean;
  /** The page's owner handlers: the page's own, so a Boost re-reads the record the card shows. */
  eventHandlers: OwnerActions['event'];
}

/** The ready page of a record: its card, what it is about, who posted it and what else they offer. */
function DetailBody({ kind, item, ownerId, external, eventHandlers }: DetailBodyProps) {
  const { mocks } = useDemoSession();
  const { routes, clock } = useEdu();
  const basename = useBasename();
  const navigate = useNavigate();
  const { noun, list } = kinds[kind];
  const to = (url: string) => stripBase(url, basename);
  const poster = mocks ? posterOf(kind, item, ownerId, mocks, routes, external) : null;
  const related = mocks ? relatedOf(kind, item, ownerId, mocks, clock.now()) : { items: [], theirs: false };
  const plural = external ? 'external jobs' : `${noun}s`;
  const allPath = external ? to(routes.externalJobs()) : list;

  let card;
  if (kind === 'job') card = external ? <ExternalJobCard job={item as Job} /> : <JobCard job={item as Job} />;
  else if (kind === 'event') {
    card = <EventCard event={item as EduEvent} {...eventHandlers} onDeleted={() => void navigate(list)} />;
  } else card = <DealCard deal={item as Deal} />;

  return (
    <Stack>
      <section aria-labelledby="card-heading">
        {/* The card's title is an h3: a heading of its own keeps the outline in order. */}
        <HiddenHeading id="card-heading">{`The ${noun}'s card`}</HiddenHeading>
        {card}
      </section>
      <section aria-labelledby="about-heading">
        <h2 id="about-heading">{`About this ${noun}`}</h2>
        <About kind={kind} item={item} />
      </section>
      {poster ? (
        <section aria-labelledby="poster-heading">
          <h2 id="poster-heading">{kind === 'event' ? 'Organised by' : kind === 'deal' ? 'Offered by' : 'Posted by'}</h2>
          <PosterRow>
            {/* The name beside it says who it is. */}
            <Avatar src={poster.picture} name={poster.name} shape={poster.company ? 'square' : 'circle'} decorative />
            {poster.profile ? <Link to={to(poster.profile)}>{poster.name}</Link> : poster.name}
          </PosterRow>
        </section>
      ) : null}
      <section aria-labelledby="more-heading">
        <h2 id="more-heading">
          {related.theirs && poster ? `More ${plural} from ${poster.name}` : `Other open ${plural}`}
        </h2>
        {related.items.length > 0 ? (
          <Related>
            {related.items.map((other) => (
              <li key={String(other.id)}>
                <Link to={to(detailPath(kind, other, routes))}>{titleOf(kind, other)}</Link>
                <RelatedNote kind={kind} item={other} />
              </li>
            ))}
          </Related>
        ) : (
          <p>{`There are no other open ${plural} right now.`}</p>
        )}
        <Link to={allPath}>{`View all ${plural}`}</Link>
      </section>
    </Stack>
  );
}

/** /details/job/{id} (with ?isExternal=true), /details/event/{id}, /details/deal/{id}. */
export function DetailPage({ kind }: { kind: Kind }) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { mocks } = useDemoSession();
  // One owner-actions state for the page: the card's handlers change the store, and the same version reads it again.
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

  const { item, ownerId } = state;
  const external = kind === 'job' && (search.get('isExternal') === 'true' || Boolean((item as Job).is_external));
  return (
    <>
      <h1>{titleOf(kind, item)}</h1>
      <Lead>{leadOf(kind, item, external)}</Lead>
      <DetailBody kind={kind} item={item} ownerId={ownerId} external={external} eventHandlers={eventHandlers} />
      {/* The list is offered above, as "View all". */}
      <BackLinks />
    </>
  );
}
