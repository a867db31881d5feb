import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, eventSchema } from '@edupassport/api-client';
import { generateEvent } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../../test-support/queryClient';
import { EventCard } from '../../EventCard';
import { buildCatalog } from '../../../../../test-support/catalogs';
import factory from './fr';

type Counted = (count: number) => string;

describe('opportunities in French', () => {
  const fr = buildCatalog(factory, 'fr');
  const forCounts = (message: unknown) => [0, 1, 2].map((n) => (message as Counted)(n));

  it('says 0 and 1 in the singular, 2 in the plural', () => {
    expect(forCounts(fr.jobApplicants)).toEqual(['0 candidat', '1 candidat', '2 candidats']);
    expect(forCounts(fr.jobUnreadInbox)).toEqual([
      '0 notification non lue dans la boîte de réception',
      '1 notification non lue dans la boîte de réception',
      '2 notifications non lues dans la boîte de réception',
    ]);
    const experience = fr.jobExperience as (min: number | undefined, max: number | undefined) => string;
    expect([0, 1, 2].map((n) => experience(n, n))).toEqual(['0 an d’expérience', '1 an d’expérience', '2 ans d’expérience']);
    expect(experience(1, 3)).toBe('1 à 3 ans d’expérience');
    expect(experience(undefined, 1)).toBe('Jusqu’à 1 an d’expérience');
    expect((fr.jobViewCandidates as Counted)(2)).toBe('Voir les candidats (2)');
  });

  it('writes French spacing before ? and ! and inside quotation marks', () => {
    expect(fr.dealCodeCopied).toBe('Code copié dans le presse-papiers\u202f!');
    expect((fr.jobReportDescription as (title: string) => string)('Prof de SVT')).toBe(
      'Dites-nous ce qui ne va pas avec «\u00a0Prof de SVT\u00a0».',
    );
  });
});

describe('EventCard in French', () => {
  it('reads each fact after its label and a no-break space before the colon', async () => {
    const event = eventSchema.parse(generateEvent({ id: 3301, event_name: 'Journée pédagogique', event_venue: 'Lycée Molière' }));
    render(
      <EduProvider locale="fr" client={createApiClient({ baseUrl: 'http://api.test' })} queryClient={createTestQueryClient()}>
        <Suspense fallback={null}>
          <EventCard event={event} mode="visitor" />
        </Suspense>
      </EduProvider>,
    );
    const venue = await screen.findByText('Lieu\u00a0: ', { normalizer: (text) => text }, { timeout: 4000 });
    expect(venue.parentElement?.textContent).toBe('Lieu\u00a0: Lycée Molière');
    expect(screen.getByRole('button', { name: 'Réserver une place' })).toBeInTheDocument();
  });
});
