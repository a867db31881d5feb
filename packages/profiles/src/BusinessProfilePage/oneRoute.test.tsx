// The business page's section saves have one route, the section's own mutation into the cached profile: the page
// adds no second write, and nothing shows an id the server did not give. Against the realistic backend (204s).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiClient, type UserProfile } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { startMockBackend } from '../../../../test-support/mockBackend';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { useBusinessProfile } from '../hooks/useBusinessProfile';
import { businessProfileQueryOptions } from '../hooks/profileQueries';
import { CompanyHeader } from '../CompanyHeader';
import { Team } from '../Team';
import { WhoWeAre } from '../WhoWeAre';
import '../WhoWeAre/WhoWeAreEditDialog';
// The member form loads on demand: loaded here already, the test times the saves, not the chunk.
import '../Team/TeamMemberDialog';

startMockBackend();

const client = createApiClient({ baseUrl: 'http://api.test' });

/** The page's wiring of a section, without the page's callback (the rest of the page only slows the test). */
type Section = 'team' | 'who' | 'company';
function SectionOnPage({ section }: { section: Section }) {
  const { business, canEdit } = useBusinessProfile({});
  if (!business) return null;
  if (section === 'company') return <CompanyHeader business={business} editable={canEdit} />;
  return section === 'team' ? <Team members={business.our_team} editable={canEdit} /> : <WhoWeAre business={business} editable={canEdit} />;
}

/** A second view of the same cached profile: the team as ids and names. */
function TeamProbe() {
  const { business } = useBusinessProfile({});
  return (
    <ul aria-label="Probe" data-media={business?.about_us_media ?? ''} data-tagline={business?.company_tagline ?? ''}>
      {business?.our_team.map((member) => (
        <li key={member.id}>{`${member.id}: ${member.name}`}</li>
      ))}
    </ul>
  );
}

async function renderPage(section: Section) {
  const queryClient = createTestQueryClient();
  await queryClient.fetchQuery(businessProfileQueryOptions(client));
  // Every team the cache ever held, to catch an id the server never gave.
  const ids: string[] = [];
  queryClient.getQueryCache().subscribe(() => {
    for (const [, data] of queryClient.getQueriesData<{ user?: UserProfile }>({})) {
      for (const member of data?.user?.business_profile?.our_team ?? []) ids.push(String(member.id));
    }
  });
  render(
    <EduProvider client={client} session={{ user: { id: MOCK_USER_IDS.businessOwner } }} queryClient={queryClient}>
      <SectionOnPage section={section} />
      <TeamProbe />
    </EduProvider>,
  );
  return { ids };
}

const stored = () => mockStore.users.find((u) => u.id === MOCK_USER_IDS.businessOwner)!.business_profile!.our_team;

describe('one route for the business page sections', () => {
  it('an added team member shows once, with the id the server gave, in the section and in another view, with no host callback', async () => {
    mockSession.set('businessOwner');
    mockControls.realistic(true);
    const user = userEvent.setup({ delay: null });
    const { ids } = await renderPage('team');
    const team = within(await screen.findByRole('region', { name: 'Our Team' }));
    await user.click(team.getByRole('button', { name: 'Edit Our Team' }));
    await user.click(team.getByRole('button', { name: 'Add Item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Team Members' }));
    const fields: [string, string][] = [['Name', 'Lucia Rossi'], ['Role', 'Head of Primary'], ['Skill 1', 'Phonics'], ['Skill 2', 'Early Years'], ['Skill 3', 'Mentoring']];
    for (const [name, text] of fields) {
      await user.click(dialog.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Team Members' })).toBeNull());
    const saved = stored().find((member) => member.name === 'Lucia Rossi')!;
    const probe = within(screen.getByRole('list', { name: 'Probe' }));
    expect(await probe.findByText(`${saved.id}: Lucia Rossi`)).toBeTruthy();
    expect(team.getAllByText('Lucia Rossi')).toHaveLength(1);
    expect(ids.filter((id) => id.startsWith('new-'))).toEqual([]);
  });

  it("a saved 'Who we are' shows what the server stored (media another device uploaded), with no host callback", async () => {
    mockSession.set('businessOwner');
    mockControls.realistic(true);
    const user = userEvent.setup({ delay: null });
    await renderPage('who');
    // Another device uploaded new media since the page loaded; this save sends none, so the server keeps it.
    mockSession.current()!.business_profile!.about_us_media = 'https://cdn.test/about-us/stored.png';
    await user.click(await screen.findByRole('button', { name: 'Edit Who we are' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Who we are' }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Who we are' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('list', { name: 'Probe' })).toHaveAttribute('data-media', 'https://cdn.test/about-us/stored.png'));
  });

  it('saved company information shows in another view when only the read-back failed, with no host callback', async () => {
    mockSession.set('businessOwner');
    mockControls.realistic(true);
    const user = userEvent.setup({ delay: null });
    await renderPage('company');
    // The save answers {"success": true}; the read after it fails once.
    mockControls.fail('users.getCurrentUser', { status: 503 }, { times: 1 });
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    const tagline = await screen.findByRole('textbox', { name: 'Tagline' });
    await user.clear(tagline);
    await user.click(tagline);
    await user.paste('Bilingual schools');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Probe' })).toHaveAttribute('data-tagline', 'Bilingual schools'));
  });
});
