// A request that cannot be loaded says why in the reader's language: the API client's own texts (a network error,
// a 403 without the server's words) come from the ui catalogs, on the mock backend as a real server answers.
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, mockControls, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider, preloadCatalogs, uiCatalogs } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { profilesCatalogs } from '../messages/catalogs';
import { EndorsementResponsePage } from './EndorsementResponsePage';

const server = setupServer(...handlers);
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const PENDING_ID = 6901;
const slow = { timeout: 4000 };

function renderPage(locale?: string) {
  return render(
    <EduProvider locale={locale} client={createApiClient({ baseUrl: 'http://api.test' })} session={{ user: null }} queryClient={createTestQueryClient()}>
      <Suspense fallback={null}>
        <EndorsementResponsePage endorsementId={PENDING_ID} />
      </Suspense>
    </EduProvider>,
  );
}

// The catalogs are downloaded before the tests, as a host does before its first render, and the page is drawn once:
// on a busy machine the first render of a file takes seconds, which no test's 5 s should pay for.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await Promise.all(['ar', 'fr'].map((locale) => preloadCatalogs(locale, profilesCatalogs, uiCatalogs)));
  mockControls.fail('endorsements.get', { network: true });
  const { unmount } = renderPage();
  await screen.findByRole('alert', {}, { timeout: 8000 });
  unmount();
  resetMocks();
});

describe('an endorsement request that cannot be loaded, in the reader’s language', () => {
  it('says a network error in Arabic', async () => {
    mockControls.fail('endorsements.get', { network: true });
    renderPage('ar');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('خطأ في الشبكة: يُرجى التحقق من اتصالك والمحاولة مرة أخرى');
  });

  it('says a refusal without the server’s words (403) in Arabic', async () => {
    server.use(http.get('*/api/endorsement/:id', () => new HttpResponse(null, { status: 403 })));
    renderPage('ar');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('ليست لديك صلاحية للقيام بذلك.');
  });

  it('says a network error in French', async () => {
    mockControls.fail('endorsements.get', { network: true });
    renderPage('fr');
    const alert = await screen.findByRole('alert', {}, slow);
    // French typography: a no-break space before the colon.
    expect(alert.textContent).toContain('Erreur réseau\u00a0: veuillez vérifier votre connexion et réessayer');
  });
});
