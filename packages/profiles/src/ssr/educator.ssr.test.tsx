// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, userProfileSchema, type UserProfile } from '@edupassport/api-client';
import { generateUser } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { EducatorProfilePage } from '../EducatorProfilePage';
import { KeyDetailsSection } from '../KeyDetailsSection';
import { AvailabilitySection } from '../AvailabilitySection';
import { EducatorSection } from '../EducatorSection';
import { PreferredJobsSection } from '../PreferredJobsSection';
import { LocationsWantedSection } from '../LocationsWantedSection';
import { AdditionalSkillsSection } from '../AdditionalSkillsSection';
import { WorkExperienceSection } from '../WorkExperienceSection';
import { EndorsementsSection } from '../EndorsementsSection';
import { ResumeSection } from '../ResumeSection';
import { EducationList } from '../EducationList';

const client = createApiClient({ baseUrl: 'http://api.test' });
const amara: UserProfile = userProfileSchema.parse(generateUser({ id: 1, first_name: 'Amara', last_name: 'Okafor', full_name: 'Amara Okafor' }));

function inProvider(node: ReactNode) {
  return renderToString(
    <EduContextProvider client={client} session={{ user: { id: 1 } }}>
      {node}
    </EduContextProvider>,
  );
}

describe('educator profile on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the page in its loading state, as owner and as visitor', () => {
    const owner = inProvider(<EducatorProfilePage />);
    expect(owner).toContain('data-view="owner"');
    expect(owner).toContain('data-state="loading"');
    expect(owner).toContain('Educator Profile');
    const visitor = inProvider(<EducatorProfilePage userId={13} defaultPublicView />);
    expect(visitor).toContain('data-view="visitor"');
    expect(visitor).toContain('data-mode="public"');
  });

  it('renders the key details for the owner and for a visitor', () => {
    const owner = inProvider(<KeyDetailsSection user={amara} editable />);
    expect(owner).toContain('Key Details');
    expect(owner).toContain('aria-label="Edit Key Details"');
    expect(owner).toContain('Okafor');
    const visitor = inProvider(<KeyDetailsSection user={amara} />);
    expect(visitor).not.toContain('Edit Key Details');
  });

  it('renders availability: the prompt, the listing and the visitor badges', () => {
    expect(inProvider(<AvailabilitySection availability={{ isOpenToWork: false, isOpenToNetwork: false }} editable />)).toContain('Update your availability?');
    const listed = inProvider(<AvailabilitySection availability={{ isOpenToWork: true, isOpenToNetwork: false }} editable />);
    expect(listed).toContain('You are listed on');
    expect(listed).toContain('Open To Work');
    const visitor = inProvider(<AvailabilitySection availability={{ isOpenToWork: false, isOpenToNetwork: true }} />);
    expect(visitor).toContain('Open To Network');
    expect(visitor).not.toContain('Update availability');
  });

  it('renders a section in Edit mode with Cancel and Add Item', () => {
    const html = inProvider(
      <EducatorSection title="Preferred Jobs" editable editing onAdd={() => undefined} onEditingChange={() => undefined}>
        <p>Teacher</p>
      </EducatorSection>,
    );
    expect(html).toContain('data-editing="true"');
    expect(html).toContain('Add Item');
    expect(html).toContain('Cancel');
  });

  it('renders the list sections, leaving hidden items out for visitors', () => {
    const jobs = inProvider(<PreferredJobsSection items={amara.preferred_jobs} />);
    expect(jobs).toContain('Preferred Jobs');
    expect(jobs).toContain('Teacher');
    expect(jobs).not.toContain('Curriculum Developer');
    const owner = inProvider(<PreferredJobsSection items={amara.preferred_jobs} editable />);
    expect(owner).toContain('Show hidden');
    const locations = inProvider(<LocationsWantedSection items={amara.locations_i_want_to_work} />);
    expect(locations).toContain('United Arab Emirates');
    expect(locations).toContain('Not decided yet');
    const skills = inProvider(<AdditionalSkillsSection items={amara.additional_skills} editable />);
    expect(skills).toContain('IB Certified');
    expect(skills).toContain('aria-label="Edit Additional Skills"');
  });

  it('renders work experience, endorsements and the resume', () => {
    const work = inProvider(<WorkExperienceSection items={amara.work_experience} editable />);
    expect(work).toContain('Mathematics Teacher');
    expect(work).toContain('2021 – Present');
    const endorsements = inProvider(
      <EndorsementsSection endorsements={[{ id: 1, name: 'Anonymous', position: 'Endorser', skills: ['Mentoring'], recommendation: 'A generous colleague.', rating: 5, date: undefined, avatar: undefined, organization: undefined, user_id: undefined, status: undefined }]} />,
    );
    expect(endorsements).toContain('Anonymous');
    expect(endorsements).toContain('Rated 5 out of 5');
    const resume = inProvider(<ResumeSection resume="https://files.example.edu/cv.pdf" fileName="Amara-CV.pdf" />);
    expect(resume).toContain('Amara-CV.pdf');
    expect(resume).not.toContain('Delete resume');
  });

  it('renders the education list with its rows', () => {
    const html = inProvider(<EducationList items={amara.my_education} editable />);
    expect(html).toContain('University of Lagos');
    expect(html).toContain('Bachelor of Education');
    expect(html).toContain('aria-label="Edit Education"');
  });
});
