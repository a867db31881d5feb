import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, userProfileSchema, type UserProfile } from '@edupassport/api-client';
import { generateUser } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { buildCatalog } from '../../../../../test-support/catalogs';
import { createTestQueryClient } from '../../../../../test-support/queryClient';
import { ProfileSummaryCard } from '../../ProfileSummaryCard';
import factory from './fr';

type Counted = (count: number) => string;

describe('profiles in French', () => {
  const fr = buildCatalog(factory, 'fr');
  const forCounts = (message: unknown) => [0, 1, 2].map((n) => (message as Counted)(n));

  it('says 0 and 1 in the singular, 2 in the plural', () => {
    expect(forCounts(fr.languageCount)).toEqual(['0 langue', '1 langue', '2 langues']);
    expect(forCounts(fr.certificationCount)).toEqual(['0 certification', '1 certification', '2 certifications']);
    expect(forCounts(fr.chosenImages)).toEqual(['0 image choisie', '1 image choisie', '2 images choisies']);
    expect(forCounts(fr.endorsementRatingStar)).toEqual(['0 étoile', '1 étoile', '2 étoiles']);
  });

  it('writes French spacing before a colon, an exclamation mark and a percent sign', () => {
    expect((fr.uploadProgress as (name: string, percent: number) => string)('logo.png', 40)).toBe('logo.png\u00a0: 40\u202f%');
    expect(fr.messageUs).toBe('Contactez-nous\u202f!');
    expect((fr.selectedNationalities as Counted)(2)).toBe('Nationalités sélectionnées (2)\u00a0:');
  });
});

/** The summary card of `profile` under a French provider (Suspense waits for the catalog to download). */
function renderInFrench(profile: UserProfile) {
  render(
    <EduProvider locale="fr" client={createApiClient({ baseUrl: 'http://api.test' })} session={{ user: { id: 1 } }} queryClient={createTestQueryClient()}>
      <Suspense fallback={null}>
        <ProfileSummaryCard profile={profile} />
      </Suspense>
    </EduProvider>,
  );
}

describe('ProfileSummaryCard in French', () => {
  const fr = buildCatalog(factory, 'fr') as unknown as { degreeLabels: Record<string, string> };
  it('shows its facts and Message button in French under a left-to-right, French root', async () => {
    const profile = userProfileSchema.parse(
      generateUser({ id: 601, full_name: 'Amara Okafor', user_types: 'educator', open_to_work: true, nationality: '', additional_skills: [], language: 'English:Native' }),
    );
    renderInFrench(profile);
    const card = await screen.findByRole('article', { name: 'Amara Okafor' }, { timeout: 4000 });
    expect(screen.getByRole('button', { name: 'Envoyer un message à Amara Okafor' })).toHaveTextContent('Message');
    expect(screen.getByText('Disponible pour un poste')).toBeInTheDocument();
    expect(screen.getByText(/langue/)).toHaveTextContent('1 langue · 0 certification');
    const root = card.closest('[data-edu-theme]');
    expect(root).toHaveAttribute('lang', 'fr');
    expect(root).toHaveAttribute('dir', 'ltr');
  });

  it('names the degree and field of study in French, and keeps a value it has no word for as sent', async () => {
    const profile = userProfileSchema.parse({
      ...generateUser({ id: 602, full_name: 'Amara Okafor', user_types: 'educator', nationality: '', additional_skills: [], language: 'English:Native' }),
      my_education: [{ id: 1, school: 'University of Lagos', degree: 'Bachelor of Education', field_of_study: 'Marine Robotics', year_of_graduation: '2015' }],
    });
    renderInFrench(profile);
    await screen.findByRole('article', { name: 'Amara Okafor' }, { timeout: 4000 });
    expect(screen.getByText(fr.degreeLabels['Bachelor of Education']!)).toBeInTheDocument();
    expect(screen.getByText('Marine Robotics')).toBeInTheDocument();
  });
});
