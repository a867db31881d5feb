// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, EXTERNAL_JOBS_EMAIL, userProfileSchema, type UserProfile } from '@edupassport/api-client';
import { generateUser } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { ProfileSummaryCard } from '../ProfileSummaryCard';
import { BusinessProfilePage } from '../BusinessProfilePage';
import { CompanyHeader } from '../CompanyHeader';
import { WhoWeAre } from '../WhoWeAre';
import { Credentials } from '../Credentials';
import { EventGallery } from '../EventGallery';
import { Team } from '../Team';
import { BusinessLinks } from '../BusinessLinks';

const client = createApiClient({ baseUrl: 'http://api.test' });
const educator: UserProfile = userProfileSchema.parse(
  generateUser({ id: 5, first_name: 'Amara', last_name: 'Okafor', full_name: 'Amara Okafor', open_to_work: true, language: 'English:Native,French:Fluent' }),
);
const business: UserProfile = userProfileSchema.parse(generateUser({ id: 101, user_types: 'business', full_name: 'Greenfield Academy' }));
const external: UserProfile = userProfileSchema.parse(generateUser({ id: 200, user_types: 'business', email: EXTERNAL_JOBS_EMAIL, full_name: 'External Jobs' }));

function inProvider(node: ReactNode, userId: number | null = 1) {
  return renderToString(
    <EduContextProvider client={client} session={{ user: userId === null ? null : { id: userId } }} externalJobsEmail={EXTERNAL_JOBS_EMAIL}>
      {node}
    </EduContextProvider>,
  );
}

describe('business profile pieces on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the summary card for an educator, with and without share mode', () => {
    const html = inProvider(<ProfileSummaryCard profile={educator} />);
    expect(html).toContain('data-type="educator"');
    expect(html).toContain('Amara Okafor');
    expect(html).toContain('2 Languages');
    expect(html).toContain('Open To Work');
    expect(html).toContain('Message');
    const shared = inProvider(<ProfileSummaryCard profile={educator} shareMode />);
    expect(shared).toContain('data-share-mode="true"');
    expect(shared).not.toContain('Open To Work');
    expect(shared).not.toContain('>Message<');
  });

  it('renders the summary card for a business and for the external-jobs account', () => {
    const html = inProvider(<ProfileSummaryCard profile={business} />);
    expect(html).toContain('data-type="business"');
    expect(html).toMatch(/employees\)|Unknown/);
    const ext = inProvider(<ProfileSummaryCard profile={external} />);
    expect(ext).toContain('data-external="true"');
    expect(ext).not.toContain('aria-haspopup="dialog"');
  });

  it('renders the page in its loading state', () => {
    const html = inProvider(<BusinessProfilePage />, 101);
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('data-view="owner"');
    expect(inProvider(<BusinessProfilePage userId={104} />, 101)).toContain('data-view="visitor"');
  });

  it('renders every section, with the owner control only when editable', () => {
    const profile = business.business_profile!;
    const owner = inProvider(<CompanyHeader business={profile} editable />, 101);
    expect(owner).toContain('Company Information');
    expect(owner).toContain('>Update<');
    expect(inProvider(<CompanyHeader business={profile} />)).not.toContain('>Update<');
    expect(inProvider(<WhoWeAre business={profile} />)).toContain('Our History');
    expect(inProvider(<Credentials credentials={[{ id: 1, achievement: 'Best International School', year: '2023' }]} />)).toContain('Best International School');
    const gallery = inProvider(<EventGallery images={['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg']} />);
    expect(gallery.match(/data-span="2"/g)?.length).toBe(2);
    expect(inProvider(<Team members={profile.our_team} />)).toContain('Our Team');
    expect(inProvider(<BusinessLinks links={[{ id: 1, link_title: 'Admissions', url: 'greenfield.example.com' }]} />)).toContain('https://greenfield.example.com');
  });
});
