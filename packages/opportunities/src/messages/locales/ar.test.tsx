import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, jobSchema } from '@edupassport/api-client';
import { generateJob } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { buildCatalog } from '../../../../../test-support/catalogs';
import { createTestQueryClient } from '../../../../../test-support/queryClient';
import { JobCard } from '../../JobCard';
import factory from './ar';

type Counted = (count: number) => string;
const counts = [0, 1, 2, 3, 11, 100];

describe('opportunities in Arabic', () => {
  const ar = buildCatalog(factory, 'ar');
  const forCounts = (message: unknown) => counts.map((n) => (message as Counted)(n));

  it('gives every Arabic plural form to counted texts', () => {
    expect(forCounts(ar.jobApplicants)).toEqual(['لا يوجد متقدمون', 'متقدم واحد', 'متقدمان', '3 متقدمين', '11 متقدمًا', '100 متقدم']);
    expect(forCounts(ar.jobUnreadInbox)).toEqual([
      'لا إشعارات غير مقروءة في البريد الوارد',
      'إشعار واحد غير مقروء في البريد الوارد',
      'إشعاران غير مقروءين في البريد الوارد',
      '3 إشعارات غير مقروءة في البريد الوارد',
      '11 إشعارًا غير مقروء في البريد الوارد',
      '100 إشعار غير مقروء في البريد الوارد',
    ]);
    const experience = ar.jobExperience as (min: number | undefined, max: number | undefined) => string;
    expect(counts.map((n) => experience(n, n))).toEqual([
      'خبرة 0 سنة',
      'خبرة سنة واحدة',
      'خبرة سنتين',
      'خبرة 3 سنوات',
      'خبرة 11 سنة',
      'خبرة 100 سنة',
    ]);
    expect(experience(3, 5)).toBe('خبرة من 3 إلى 5 سنوات');
    expect(experience(2, undefined)).toBe('خبرة سنتين أو أكثر');
    expect(experience(undefined, 11)).toBe('خبرة حتى 11 سنة');
    expect(forCounts(ar.jobViewCandidates)).toContain('عرض المرشحين (11)');
  });

  it('writes Arabic-Indic digits for ar-SA', () => {
    const arSA = buildCatalog(factory, 'ar-SA');
    expect((arSA.jobApplicants as Counted)(3)).toBe('٣ متقدمين');
    expect((arSA.jobViewCandidates as Counted)(12)).toBe('عرض المرشحين (١٢)');
  });
});

describe('JobCard in Arabic', () => {
  it('shows its actions in Arabic under a right-to-left, Arabic root', async () => {
    const job = jobSchema.parse(generateJob({ id: 2301, job_title: 'معلم علوم', posting_type: 'jobs' }));
    render(
      <EduProvider locale="ar" client={createApiClient({ baseUrl: 'http://api.test' })} queryClient={createTestQueryClient()}>
        <Suspense fallback={null}>
          <JobCard job={job} />
        </Suspense>
      </EduProvider>,
    );
    const report = await screen.findByRole('button', { name: 'إبلاغ عن معلم علوم' }, { timeout: 4000 });
    expect(report).toHaveTextContent('إبلاغ');
    expect(screen.getByRole('button', { name: 'مشاركة معلم علوم' })).toBeInTheDocument();
    const root = report.closest('[data-edu-theme]');
    expect(root).toHaveAttribute('lang', 'ar');
    expect(root).toHaveAttribute('dir', 'rtl');
  });
});
