// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { businessProfileSchema, createApiClient, userProfileSchema, type UserProfile } from '@edupassport/api-client';
import { generateUser } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { WhoWeAre } from '../WhoWeAre';
import { WhoWeAreEditDialog } from '../WhoWeAre/WhoWeAreEditDialog';
import { Team } from '../Team';
import { TeamMemberDialog } from '../Team/TeamMemberDialog';
import { EducationList } from '../EducationList';

const client = createApiClient({ baseUrl: 'http://api.test' });
const owner: UserProfile = userProfileSchema.parse(
  generateUser({
    id: 101,
    user_types: 'business',
    full_name: 'Greenfield Academy',
    my_education: [{ id: 1, school: 'Greenfield Teacher Institute', degree: 'Postgraduate Certificate', field_of_study: 'Education', year_of_graduation: '2015' }],
  }),
);
const business = owner.business_profile!;
const emptyBusiness = businessProfileSchema.parse({ company_name: 'New School' });

function inProvider(node: ReactNode) {
  return renderToString(
    <EduContextProvider client={client} session={{ user: { id: 101 } }}>
      {node}
    </EduContextProvider>,
  );
}

describe('Who we are, team and education edit pieces on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders Who we are for the owner (Edit, no dialog yet), for a visitor and empty', () => {
    const html = inProvider(<WhoWeAre business={business} editable />);
    expect(html).toContain('data-editable="true"');
    expect(html).toContain('aria-label="Edit Who we are"');
    expect(html).toContain('Training Provider');
    expect(html).toContain('Founded in 2009 by three teachers.');
    expect(html).not.toContain('role="dialog"');
    const visitor = inProvider(<WhoWeAre business={business} />);
    expect(visitor).not.toContain('Edit Who we are');
    const empty = inProvider(<WhoWeAre business={emptyBusiness} editable />);
    expect(empty).toContain('data-empty="true"');
    expect(empty).toContain('Nothing added yet.');
  });

  it('renders the rich text as plain escaped text on the server (no markup from the profile)', () => {
    const html = inProvider(<WhoWeAre business={{ ...business, our_values: '<p>Care</p><script>alert(1)</script>' }} />);
    expect(html).toContain('Care');
    expect(html).not.toContain('<script>');
  });

  it('renders the edit dialog without a DOM (portalled content waits for the browser)', () => {
    expect(() => inProvider(<WhoWeAreEditDialog business={business} onClose={() => undefined} />)).not.toThrow();
  });

  it('renders the team for the owner, a visitor and empty', () => {
    const html = inProvider(<Team members={business.our_team} editable />);
    expect(html).toContain('data-editable="true"');
    expect(html).toContain('aria-label="Edit Our Team"');
    expect(html).toContain(business.our_team[0]!.name);
    expect(html).toContain('Curriculum Development');
    const visitor = inProvider(<Team members={business.our_team} />);
    expect(visitor).not.toContain('Edit Our Team');
    expect(inProvider(<Team members={[]} editable />)).toContain('Nothing added yet.');
  });

  it('renders the member dialog without a DOM', () => {
    expect(() => inProvider(<TeamMemberDialog member={business.our_team[0]} onClose={() => undefined} />)).not.toThrow();
    expect(() => inProvider(<TeamMemberDialog onClose={() => undefined} />)).not.toThrow();
  });

  it('renders the education list for the owner (Edit) and read-only', () => {
    const html = inProvider(<EducationList items={owner.my_education} editable />);
    expect(html).toContain('Greenfield Teacher Institute');
    expect(html).toContain('aria-label="Edit Education"');
    const visitor = inProvider(<EducationList items={owner.my_education} />);
    expect(visitor).toContain('Postgraduate Certificate');
    expect(visitor).not.toContain('Edit Education');
  });
});
