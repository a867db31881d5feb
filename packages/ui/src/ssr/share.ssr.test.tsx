// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { businessProfileSchema, dealSchema, eventSchema, jobSchema, postSchema, userProfileSchema } from '@edupassport/api-client';
import { EduContextProvider } from '../EduProvider/context';
import { defaultRoutes } from '../EduProvider/routes';
import { ShareDialog, SharePreview } from '../ShareDialog';
import { shareUrlFor } from '../share/shareLinks';
import type { ShareTarget } from '../share/types';

const created_at = '2026-11-01T09:00:00.000Z';
const targets: ShareTarget[] = [
  { type: 'job', job: jobSchema.parse({ id: 2000, job_title: 'Physics Tutor', business_name: 'Greenfield Academy', location: 'Berlin, Germany', created_at }) },
  { type: 'event', event: eventSchema.parse({ id: 3000, event_name: 'STEM Teaching Fair', event_date: '2026-11-23T12:00:00.000Z' }) },
  {
    type: 'deal',
    deal: dealSchema.parse({ id: 4000, deal_name: 'Half-price CPD course', posting_type: 'Discount', deal_category: 'Training', availability_start_date: '2026-09-21T12:00:00.000Z' }),
  },
  { type: 'profile', profile: userProfileSchema.parse({ id: 1, full_name: 'Amara Okafor', location: 'Nigeria, Lagos' }) },
  { type: 'business_profile', business: businessProfileSchema.parse({ company_name: 'LessonLab', company_tagline: 'Great teaching, every classroom' }), id: 103 },
  { type: 'post', post: postSchema.parse({ id: 1000, user: { id: 2, full_name: 'Ben Schmidt' }, created_at, headline: 'Workshop on reading intervention' }) },
];

describe('share dialog on the server', () => {
  it('has no document at all here', () => {
    expect(typeof document).toBe('undefined');
  });

  it.each(targets)('renders nothing for an open $type dialog (the portal waits for the browser) and does not throw', (target) => {
    expect(renderToString(<ShareDialog open target={target} />)).toBe('');
    expect(renderToString(<ShareDialog defaultOpen target={target} />)).toBe('');
    expect(renderToString(<ShareDialog target={target} />)).toBe('');
  });

  it('renders each preview with its text', () => {
    const html = targets.map((target) => renderToString(<SharePreview target={target} />));
    expect(html[0]).toContain('Physics Tutor');
    expect(html[0]).toContain('Greenfield Academy');
    expect(html[0]).toContain('Berlin, Germany');
    expect(html[1]).toContain('STEM Teaching Fair');
    expect(html[1]).toContain('/img/social-media/default-1.png');
    expect(html[2]).toContain('Discount');
    expect(html[2]).toContain('Training');
    expect(html[2]).toContain('Use by Sep 2026');
    expect(html[2]).toMatch(/<a[^>]*href="\/details\/deal\/4000"[^>]*>(<[^>]*>)*View Deal(<\/span>)?<\/a>/);
    expect(html[3]).toContain('Amara Okafor');
    expect(html[4]).toContain('Great teaching, every classroom');
    expect(html[5]).toContain('Ben Schmidt');
    expect(html[5]).toContain('Workshop on reading intervention');
    for (const [i, target] of targets.entries()) expect(html[i]).toContain(`data-type="${target.type}"`);
  });

  it('follows the provider: remapped routes reach the preview', () => {
    const html = renderToString(
      <EduContextProvider routes={{ dealDetail: (id) => `/offers/${id}` }}>
        <SharePreview target={targets[2] as ShareTarget} />
      </EduContextProvider>,
    );
    expect(html).toContain('href="/offers/4000"');
  });

  it('builds links without a window: on the configured origin, or as a path without one', () => {
    expect(shareUrlFor(targets[0] as ShareTarget, defaultRoutes, 'https://edupassport.io')).toBe('https://edupassport.io/details/job/2000');
    expect(shareUrlFor(targets[5] as ShareTarget, defaultRoutes, null)).toBe('/feed/1000');
  });
});
