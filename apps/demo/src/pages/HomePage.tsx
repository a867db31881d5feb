import { useMemo } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { useEdu } from '@edupassport/ui';
import { stripBase, useBasename } from '../basePath';
import { ADMIN_HOME } from '../routes';
import { useDemoSession } from '../session/DemoSession';
import { Lead } from './shared';

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: var(--edu-space-400);
  section {
    padding: var(--edu-space-400);
    border: 1px solid var(--edu-color-border);
    border-radius: var(--edu-radius-lg);
    background: var(--edu-color-surface);
  }
  h2 {
    margin: 0 0 var(--edu-space-200);
    font-size: var(--edu-font-size-lg);
  }
  ul {
    margin: 0;
    padding-left: var(--edu-space-500);
  }
  /* Links a line apart: each has a 24 px target of its own (WCAG's minimum target size). */
  li + li {
    margin-top: var(--edu-space-200);
  }
`;

type Group = { title: string; links: Array<{ to: string; label: string }> };

/** Links to every route of the spec, with real ids from the mock backend where a route needs one. */
export function HomePage() {
  const { routes } = useEdu();
  const basename = useBasename();
  const { mocks } = useDemoSession();
  const groups = useMemo<Group[]>(() => {
    const store = mocks?.mockStore;
    const post = store?.posts[0];
    const job = store?.jobs.find((j) => j.posting_type === 'jobs' && !j.is_external);
    const external = store?.jobs.find((j) => j.is_external);
    const event = store?.events[0];
    const deal = store?.deals[0];
    const own = store?.jobs.find((j) => mocks && j.user_id === mocks.MOCK_USER_IDS.employer);
    const educator = mocks?.MOCK_USER_IDS.postAuthor;
    const business = mocks?.MOCK_USER_IDS.businessOwner;
    const request = store?.endorsements.find((e) => e.status === 'pending');
    const some = (links: Array<{ to: string; label: string } | false | undefined>) =>
      links.filter((l): l is { to: string; label: string } => Boolean(l));
    return [
      {
        title: 'Feed',
        links: some([
          { to: routes.feed(), label: 'The feed' },
          post && { to: routes.postDetail(post.id), label: 'A post with its comments' },
        ]),
      },
      {
        title: 'Opportunities',
        links: some([
          { to: '/jobs', label: 'Jobs' },
          { to: '/events', label: 'Events' },
          { to: '/deals', label: 'Deals' },
          job && { to: routes.jobDetail(job.id), label: `Job: ${job.job_title}` },
          external && { to: routes.externalJobDetail(external.id), label: `External job: ${external.job_title}` },
          event && { to: routes.eventDetail(event.id), label: `Event: ${event.event_name}` },
          deal && { to: routes.dealDetail(deal.id), label: `Deal: ${deal.deal_name}` },
          { to: routes.externalJobs(), label: 'External jobs' },
        ]),
      },
      {
        title: 'Employer dashboard',
        links: some([
          { to: routes.dashboardJobs(), label: 'My jobs (view as the employer)' },
          own && { to: routes.dashboardEditJob(own.id), label: 'Edit a job' },
          own && { to: routes.dashboardJobCandidates(own.id), label: 'A job’s candidates' },
        ]),
      },
      {
        title: 'Profiles',
        links: some([
          { to: routes.ownEducatorProfile(), label: 'My educator profile' },
          educator !== undefined && { to: routes.educatorProfile(educator), label: 'Another educator’s profile' },
          { to: '/profiles/business', label: 'My business profile (view as the business owner)' },
          business !== undefined && { to: routes.businessProfile(business), label: 'A business’s public profile' },
          request && { to: routes.endorsementResponse(request.id), label: 'Answer an endorsement request' },
        ]),
      },
      {
        title: 'Account and inbox',
        links: [
          { to: routes.login(), label: 'Sign in' },
          { to: routes.inboxNotifications(), label: 'Notifications' },
          { to: routes.inboxChat('demo-room'), label: 'A chat' },
        ],
      },
      {
        title: 'Other pages',
        links: [
          { to: routes.comingSoon(), label: 'Coming soon' },
          { to: routes.policies(), label: 'Policies' },
          { to: routes.mediaApprovalPolicy(), label: 'Media approval policy' },
          { to: ADMIN_HOME, label: 'Admin area' },
          { to: '/no-such-page', label: 'A page that does not exist' },
        ],
      },
    ];
  }, [mocks, routes]);

  return (
    <>
      <h1>EDU Passport UI kit</h1>
      <Lead>
        The reference app of the kit{mocks ? ', running on its built-in mock backend' : ''}. Every page is assembled
        from the
        <code> @edupassport/*</code> packages. Pick who you are with “View as” in the header.
      </Lead>
      <Groups>
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={stripBase(link.to, basename)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Groups>
    </>
  );
}
