import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, mockSession, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { buildCatalog } from '../../../../../test-support/catalogs';
import { EducatorProfilePage } from '../../EducatorProfilePage/EducatorProfilePage';
import factory from './ar';

type Counted = (n: number) => string;
const ar = buildCatalog(factory, 'ar');
const counts = (key: string) => [0, 1, 2, 3, 11, 100].map((n) => (ar[key] as Counted)(n));

// Arabic has six plural forms; each counted message must pick the right one, not only `other`.
describe('profiles Arabic counts', () => {
  it('languages', () => {
    expect(counts('languageCount')).toEqual(['لا لغات', 'لغة واحدة', 'لغتان', '3 لغات', '11 لغة', '100 لغة']);
  });
  it('certifications', () => {
    expect(counts('certificationCount')).toEqual(['لا شهادات', 'شهادة واحدة', 'شهادتان', '3 شهادات', '11 شهادة', '100 شهادة']);
  });
  it('images chosen', () => {
    expect(counts('chosenImages')).toEqual([
      'لم تُختر أي صورة',
      'تم اختيار صورة واحدة',
      'تم اختيار صورتين',
      'تم اختيار 3 صور',
      'تم اختيار 11 صورة',
      'تم اختيار 100 صورة',
    ]);
  });
  it('rating stars', () => {
    expect(counts('endorsementRatingStar')).toEqual(['لا نجوم', 'نجمة واحدة', 'نجمتان', '3 نجوم', '11 نجمة', '100 نجمة']);
  });
  it('writes Arabic-Indic digits for ar-SA', () => {
    const saudi = buildCatalog(factory, 'ar-SA');
    expect((saudi.languageCount as Counted)(11)).toBe('١١ لغة');
    expect((saudi.levelRow as Counted)(2)).toBe('المستوى ٢');
    expect((saudi.galleryImageAlt as (n: number, total: number) => string)(3, 12)).toBe('صورة المعرض ٣ من ١٢');
  });
});

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

describe('the educator profile in Arabic', () => {
  it('shows the Arabic strings right to left', async () => {
    mockSession.set('member');
    const user = mockSession.current();
    const client = createApiClient({ baseUrl: 'http://api.test' });
    render(
      createElement(
        EduProvider,
        { client, locale: 'ar', session: { user: user ? { id: user.id } : null } },
        createElement(EducatorProfilePage, { userId: 13 }),
      ),
    );
    const message = await screen.findByRole('button', { name: 'راسلني' }, { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'المعلومات الأساسية' })).toBeTruthy();
    // A stored work location type ('On-site') reads in Arabic too.
    expect((await screen.findAllByText(/^حضوري · /)).length).toBeGreaterThan(0);
    const root = message.closest('[data-edu-theme]');
    expect(root?.getAttribute('dir')).toBe('rtl');
    expect(root?.getAttribute('lang')).toBe('ar');
  });
});
