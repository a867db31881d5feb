import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, jobSchema } from '@edupassport/api-client';
import { generateJob } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { JobCard } from './JobCard';

// The server's words (employment type, job type, pay period, age group) stay stored in English; the card shows them in the reader's language.
function renderCard(locale: string | undefined, overrides: Parameters<typeof generateJob>[0] = {}) {
  const job = jobSchema.parse(
    generateJob({
      id: 2302,
      job_title: 'Science Teacher',
      job_type: 'Teaching',
      employment_type: 'Full-time',
      salary: 45000,
      salary_type: 'yearly',
      currency: 'USD',
      student_age_group: 'Primary (6-11)/Elementary',
      ...overrides,
    }),
  );
  render(
    <EduProvider locale={locale} client={createApiClient({ baseUrl: 'http://api.test' })} queryClient={createTestQueryClient()}>
      <Suspense fallback={null}>
        <JobCard job={job} />
      </Suspense>
    </EduProvider>,
  );
}

describe('JobCard values in the reader’s language', () => {
  it('shows the Arabic employment type, job type, age group and salary period', async () => {
    renderCard('ar');
    const card = await screen.findByRole('article', { name: 'Science Teacher' }, { timeout: 4000 });
    expect(within(card).getByText('دوام كامل')).toBeInTheDocument();
    expect(within(card).getByText('تدريس')).toBeInTheDocument();
    expect(within(card).getByText('المرحلة الابتدائية (6-11)')).toBeInTheDocument();
    expect(within(card).getByText(/ \/ سنة$/)).toBeInTheDocument();
    expect(within(card).queryByText(/Full-time|\/ year/)).not.toBeInTheDocument();
  });

  it('shows a value the server added later as it is sent', async () => {
    renderCard('ar', { employment_type: 'Seasonal', salary_type: 'per term' });
    const card = await screen.findByRole('article', { name: 'Science Teacher' }, { timeout: 4000 });
    expect(within(card).getByText('Seasonal')).toBeInTheDocument();
    expect(within(card).getByText(/ \/ per term$/)).toBeInTheDocument();
  });

  it('keeps the English words in English', async () => {
    renderCard(undefined);
    const card = await screen.findByRole('article', { name: 'Science Teacher' });
    expect(within(card).getByText('Full-time')).toBeInTheDocument();
    expect(within(card).getByText('Teaching')).toBeInTheDocument();
    expect(within(card).getByText('Primary (6-11)')).toBeInTheDocument();
    expect(within(card).getByText('$45,000 / year')).toBeInTheDocument();
  });
});
