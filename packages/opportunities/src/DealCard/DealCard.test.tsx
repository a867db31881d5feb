// @vitest-environment node
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, dealSchema } from '@edupassport/api-client';
import { generateDeal } from '@edupassport/api-client/mocks';
import { EduProvider, SharePreview } from '@edupassport/ui';
import { DealCard } from './DealCard';

const client = createApiClient({ baseUrl: 'http://api.test' });

// The share poster reads the month the same way: see posterModel.test.ts.
describe("a deal's Use by, in the provider's time zone", () => {
  // Each moment falls in one month in UTC (the test runner's zone) and in the next or the previous one in the provider's.
  it.each([
    ['Pacific/Auckland', '2026-03-31T20:00:00Z', 'Use by Apr 2026'],
    ['America/Los_Angeles', '2026-04-01T03:00:00Z', 'Use by Mar 2026'],
  ])('in %s, %s reads the same on the card and in the share preview', (timeZone, when, text) => {
    const deal = dealSchema.parse(generateDeal({ id: 4200, deal_name: 'Free month of LessonLab', availability_start_date: when, deal_photo_url: null }));
    const page = (children: ReactNode) =>
      renderToString(
        <EduProvider client={client} session={{ user: null }} timeZone={timeZone}>
          {children}
        </EduProvider>,
      );
    expect(page(<DealCard deal={deal} />)).toContain(text);
    expect(page(<SharePreview target={{ type: 'deal', deal }} />)).toContain(text);
  });
});
