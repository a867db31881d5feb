// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, dealSchema, eventSchema, jobSchema } from '@edupassport/api-client';
import { generateDeal, generateEvent, generateJob } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { DealCard } from '../DealCard';
import { DealDialog } from '../DealDialog';
import { EmployerJobCard } from '../EmployerJobCard';
import { EventCard } from '../EventCard';
import { EventList } from '../EventList';
import { FreshnessBadge } from '../FreshnessBadge';
import { DealList } from '../DealList';
import { ExternalJobCard, JobCard } from '../JobCard';
import { JobList } from '../JobList';
import { JobReportDialog } from '../JobReportDialog';

const client = createApiClient({ baseUrl: 'http://api.test' });
const NOW = Date.UTC(2026, 10, 20, 12);
const clock = { now: () => NOW };

const job = jobSchema.parse(
  generateJob({
    id: 2100,
    job_title: 'Head of Science',
    business_name: 'Harbour International',
    business: { email: 'hr@harbour.example', business_profile: { company_name: 'Harbour International' } },
    salary: 52000,
    currency: 'USD',
    salary_type: 'yearly',
    years_of_experience_min: 3,
    years_of_experience_max: 6,
    student_age_group: 'Secondary (12-18)/High School',
    application_deadline: new Date(NOW - 2 * 86_400_000).toISOString(),
    posting_type: 'jobs',
    total_applicants: 12,
    notifications: [
      { id: 1, read: false, notification_type: 'inbox' },
      { id: 2, read: false, notification_type: 'inbox' },
      { id: 3, read: false, notification_type: 'application' },
    ],
  }),
);
const event = eventSchema.parse(
  generateEvent({ id: 3100, event_name: 'EdTech Meetup', event_cover_image: null, event_link: 'https://events.example.edu/e/3100', status: 'published', boosted: true, user_id: 102 }),
);
const deal = dealSchema.parse(
  generateDeal({ id: 4100, deal_name: 'Free month of LessonLab', availability_start_date: '2026-03-14T09:00:00Z', deal_code: null, posting_type: 'Free Trial', deal_category: 'Software' }),
);

function html(node: ReactNode, session: { user: { id: number } | null; isAdmin?: boolean } = { user: { id: 1 } }) {
  return renderToString(
    <EduProvider client={client} session={session} clock={clock}>
      {node}
    </EduProvider>,
  );
}

/** The HTML once every lazily loaded part has rendered, as a streaming server sends it. */
async function fullHtml(node: ReactNode, session: { user: { id: number } | null; isAdmin?: boolean }) {
  const { prelude } = await prerender(
    <EduProvider client={client} session={session} clock={clock}>
      {node}
    </EduProvider>,
  );
  return new Response(prelude).text();
}

describe('opportunity cards on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the freshness badge from the provider clock', () => {
    const out = html(<FreshnessBadge deadline={job.application_deadline} />);
    expect(out).toContain('data-band="fresh"');
    expect(out).toContain('>Fresh<');
  });

  it('renders the public job card with every field and no admin action for a member', () => {
    const out = html(<JobCard job={job} />);
    expect(out).toContain('href="/details/job/2100"');
    expect(out).toContain('Head of Science');
    expect(out).toContain('Harbour International');
    expect(out).toContain('$52,000 / year');
    expect(out).toContain('3–6 years experience');
    expect(out).toContain('Secondary (12-18)');
    expect(out).not.toContain('High School');
    expect(out).toContain('aria-label="Report Head of Science"');
    expect(out).not.toContain('Delete Job');
  });

  // Admin code loads on demand, so Delete Job is in the HTML of a server that waits for it (streaming, prerender).
  it('renders Delete Job for an admin, and the external detail link', async () => {
    expect(await fullHtml(<JobCard job={job} />, { user: { id: 300 }, isAdmin: true })).toContain('Delete Job');
    expect(await fullHtml(<JobCard job={job} />, { user: { id: 1 } })).not.toContain('Delete Job');
    expect(html(<ExternalJobCard job={job} />)).toContain('href="/details/job/2100?isExternal=true"');
  });

  it('renders the employer card with the unread inbox count and the applicants', () => {
    const out = html(<EmployerJobCard job={job} />, { user: { id: 102 } });
    expect(out).toContain('data-posting-type="jobs"');
    expect(out).toContain('2 unread inbox notifications');
    expect(out).toContain('12 applicants');
    expect(out).toContain('aria-label="Actions for Head of Science"');
  });

  it('renders the event card in both modes, with the default image for a missing cover', () => {
    const visitor = html(<EventCard event={event} mode="visitor" />);
    expect(visitor).toContain('data-mode="visitor"');
    expect(visitor).toContain('/img/social-media/default-1.png');
    expect(visitor).toContain('href="/details/event/3100"');
    expect(visitor).toContain('Reserve Spot');
    const owner = html(<EventCard event={event} />, { user: { id: 102 } });
    expect(owner).toContain('data-mode="owner"');
    expect(owner).toContain('Published');
    expect(owner).toContain('Event Boosted');
    expect(owner).toContain('Preview');
  });

  it('renders the deal card with its Use by month', () => {
    const out = html(<DealCard deal={deal} />);
    expect(out).toContain('Use by Mar 2026');
    expect(out).toContain('View Deal');
    expect(out).toContain('Free Trial');
  });

  it('renders closed dialogs as nothing', () => {
    expect(html(<JobReportDialog jobId={2100} jobTitle="Head of Science" defaultOpen />)).not.toContain('Report Job');
    expect(html(<DealDialog deal={deal} defaultOpen />)).not.toContain('EDUPASSPORT');
  });

  it('renders the lists, their empty and loading states', () => {
    expect(html(<JobList jobs={[job]} />)).toContain('aria-label="Jobs"');
    expect(html(<JobList jobs={[]} />)).toContain('No jobs to show');
    expect(html(<EventList events={[event]} loading />)).toContain('aria-busy="true"');
    expect(html(<DealList deals={[deal]} favouriteIds={[4100]} />)).toContain('aria-pressed="true"');
  });

  it('renders a card without any provider (a bare preview)', () => {
    expect(renderToString(<DealCard deal={deal} />)).toContain('Free month of LessonLab');
    expect(renderToString(<EventCard event={event} mode="visitor" staticMode />)).toContain('EdTech Meetup');
  });
});
