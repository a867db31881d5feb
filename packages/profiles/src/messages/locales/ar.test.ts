import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient, userProfileSchema, type WorkExperience } from '@edupassport/api-client';
import { generateUser } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { buildCatalog } from '../../../../../test-support/catalogs';
import { ProfileSummaryCard } from '../../ProfileSummaryCard';
import { WorkExperienceCard } from '../../WorkExperienceSection/WorkExperienceCard';
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

// The summary card and a work experience card need no server round trip, so the test waits only for the catalog.
describe('profiles components in Arabic', () => {
  it('show the Arabic strings right to left', async () => {
    const profile = userProfileSchema.parse(
      generateUser({ id: 502, full_name: 'Amara Okafor', user_types: 'educator', open_to_work: true, language: 'English:Native,French:Fluent' }),
    );
    const work = { id: 1, job_title: 'Mathematics Teacher', industry: 'K-12 Education', location_type: 'On-site', location: 'Dubai', start_date: '2021-09-01', end_date: '2023-06-30', details: '', image: undefined } satisfies WorkExperience;
    render(
      createElement(
        EduProvider,
        { client: createApiClient({ baseUrl: 'http://api.test' }), locale: 'ar', session: { user: { id: 1 } } },
        createElement(ProfileSummaryCard, { profile }),
        createElement(WorkExperienceCard, { item: work }),
      ),
    );
    const message = await screen.findByRole('button', { name: 'مراسلة \u2068Amara Okafor\u2069' });
    expect(screen.getByText('متاح للعمل')).toBeInTheDocument();
    expect(screen.getByText(/لغتان/)).toBeInTheDocument();
    // A stored work location type ('On-site') reads in Arabic too.
    expect(screen.getByText('حضوري · Dubai')).toBeInTheDocument();
    const root = message.closest('[data-edu-theme]');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'ar');
  });
});
