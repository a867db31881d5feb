// The preferred job picker in French: the lists show the catalog's words, while the server keeps the stored English
// values (the request body says so), on the mock backend as a real server answers.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Suspense, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type PreferredJob } from '@edupassport/api-client';
import { handlers, mockControls, mockSession, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider, preloadCatalogs, uiCatalogs } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { storyUser } from '../EducatorSection/storyUsers';
import { profilesCatalogs } from '../messages/catalogs';
import { PreferredJobsSection } from './PreferredJobsSection';

const server = setupServer(...handlers);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The catalogs download before the test, so its time goes to the clicks.
  await preloadCatalogs('fr', profilesCatalogs, uiCatalogs);
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMocks();
});
afterAll(() => server.close());

const slow = { timeout: 4000 };

/** The bodies of the writes the mock backend receives. */
function captureWrites() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return;
    void request
      .clone()
      .json()
      .then((body: unknown) => bodies.push(body))
      .catch(() => bodies.push(undefined));
  });
  return bodies;
}

function Stored() {
  const [items, setItems] = useState<PreferredJob[]>(() => storyUser().preferred_jobs);
  return <PreferredJobsSection items={items} editable onUpdated={(patch) => patch.preferred_jobs && setItems(patch.preferred_jobs)} />;
}

/** The signed-in member's section in French, its add dialog open. */
async function openAddDialog() {
  mockControls.realistic(true);
  mockSession.set('member');
  render(
    <EduProvider locale="fr" client={createApiClient({ baseUrl: 'http://api.test' })} session={{ user: { id: mockSession.current()!.id } }} queryClient={createTestQueryClient()}>
      <Suspense fallback={null}>
        <Stored />
      </Suspense>
    </EduProvider>,
  );
  const act = userEvent.setup({ delay: null });
  await act.click(await screen.findByRole('button', { name: 'Modifier Postes recherchés' }, slow));
  await act.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter un poste recherché' }, slow));
  // Its pickers load on demand: a first opening may show them a moment after the dialog.
  await dialog.findByRole('combobox', { name: 'Matière' }, slow);
  return { act, dialog };
}

describe('PreferredJobsSection in French', () => {
  it('lists the subjects in French', async () => {
    const { act, dialog } = await openAddDialog();
    await act.click(dialog.getByRole('combobox', { name: 'Matière' }));
    const names = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(names).toContain('Sciences vétérinaires');
    expect(names).toContain('Mathématiques');
    expect(names).not.toContain('Mathematics');
  });

  it('saves the stored English values of the French choices', async () => {
    const writes = captureWrites();
    const { act, dialog } = await openAddDialog();
    await act.click(dialog.getByRole('combobox', { name: 'Matière' }));
    await act.click(await screen.findByRole('option', { name: 'Sciences vétérinaires' }));
    await act.click(dialog.getByRole('combobox', { name: 'Fonction' }));
    await act.click(await screen.findByRole('option', { name: 'Chef d’établissement' }));
    await act.click(dialog.getByRole('combobox', { name: 'Type d’établissement' }));
    await act.click(await screen.findByRole('option', { name: 'Primaire (6-11 ans)' }));
    await act.click(dialog.getByRole('button', { name: 'Continuer' }));
    expect(within(dialog.getByRole('region', { name: 'Aperçu' })).getByText('Sciences vétérinaires')).toBeInTheDocument();
    await act.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

    // Sent and stored in English; shown in French.
    const sent = JSON.stringify(writes);
    expect(sent).toContain('"role":"Principal"');
    expect(sent).toContain('"subject":"Veterinary Science"');
    expect(sent).toContain('"setting":"Primary (6-11)"');
    expect(sent).not.toContain('vétérinaires');
    expect(mockSession.current()?.preferred_jobs.at(-1)).toMatchObject({ role: 'Principal', subject: 'Veterinary Science', setting: 'Primary (6-11)' });
    expect(screen.getByRole('button', { name: 'Supprimer Chef d’établissement – Sciences vétérinaires' })).toBeInTheDocument();
  });
});
