// A favourite that fails says why in the reader's language: the API client's own texts (a network error, a 403
// without the server's words) come from the ui catalogs, in the provider's toast, on the mock backend.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, jobSchema } from '@edupassport/api-client';
import { handlers, mockControls, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider, preloadCatalogs, uiCatalogs } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { opportunitiesCatalogs } from '../messages/catalogs';
import { JobCard } from './JobCard';

const server = setupServer(...handlers);
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const slow = { timeout: 4000 };
const job = (title: string) => ({ ...jobSchema.parse(mockStore.jobs.find((j) => j?.id === 2002)), job_title: title });

function renderCard(title: string, locale?: string) {
  return render(
    <EduProvider locale={locale} client={createApiClient({ baseUrl: 'http://api.test' })} session={{ user: { id: 1 } }} queryClient={createTestQueryClient()}>
      <JobCard job={job(title)} />
    </EduProvider>,
  );
}

/** Presses the card's heart and returns the error toast it raises. */
async function failedFavourite(heart: string) {
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: heart }, slow));
  return screen.findByRole('alert', {}, slow);
}

// The catalogs are downloaded before the tests, as a host does before its first render, and the card is drawn once:
// on a busy machine the first render of a file takes seconds, which no test's 5 s should pay for.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await Promise.all(['ar', 'fr'].map((locale) => preloadCatalogs(locale, opportunitiesCatalogs, uiCatalogs)));
  const { unmount } = renderCard('Head of Science');
  await screen.findByRole('button', { name: 'Favourite Head of Science' }, { timeout: 8000 });
  unmount();
});

describe('a job favourite that fails, in the reader’s language', () => {
  it('says a refusal without the server’s words (403) in Arabic', async () => {
    server.use(http.post('*/api/jobs/:id/favorite', () => new HttpResponse(null, { status: 403 })));
    renderCard('رئيس قسم العلوم', 'ar');
    const toast = await failedFavourite('أضف رئيس قسم العلوم إلى المفضلة');
    expect(within(toast).getByText('تعذّر تحديث المفضلة. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(within(toast).getByText('ليست لديك صلاحية للقيام بذلك.')).toBeInTheDocument();
  });

  it('says a network error in Arabic', async () => {
    mockControls.fail('jobs.toggleFavorite', { network: true });
    renderCard('رئيس قسم العلوم', 'ar');
    const toast = await failedFavourite('أضف رئيس قسم العلوم إلى المفضلة');
    expect(within(toast).getByText('خطأ في الشبكة: يُرجى التحقق من اتصالك والمحاولة مرة أخرى')).toBeInTheDocument();
  });

  it('says a network error in French', async () => {
    mockControls.fail('jobs.toggleFavorite', { network: true });
    renderCard('Professeur de sciences', 'fr');
    const toast = await failedFavourite('Ajouter Professeur de sciences aux favoris');
    // French typography: a no-break space before the colon.
    expect(toast.textContent).toContain('Erreur réseau\u00a0: veuillez vérifier votre connexion et réessayer');
  });
});
