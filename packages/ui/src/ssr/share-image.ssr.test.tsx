// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  businessProfileSchema,
  createApiClient,
  dealSchema,
  eventSchema,
  jobSchema,
  postSchema,
  userProfileSchema,
} from '@edupassport/api-client';
import { generateBusinessProfile, generateDeal, generateEvent, generateJob, generatePost, generateUser } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '../EduProvider/context';
import { EduProvider } from '../EduProvider';
import type { ShareTarget } from '../share/types';
import { ShareImageDialog, SharePoster } from '../ShareImageDialog';
import { useShareImage } from '../ShareImageDialog/useShareImage';

const client = createApiClient({ baseUrl: 'https://api.edupassport.io' });
const ORIGIN = 'https://edupassport.io';
/** A picture on another host (a media host): the poster must fetch it through the API's image proxy. */
const outside = (name: string) => `https://res.cloudinary.com/edu/${name}.png`;

const targets: ShareTarget[] = [
  { type: 'job', job: jobSchema.parse(generateJob({ id: 7, job_title: 'Physics Teacher', user_profile_pic: 'https://res.cloudinary.com/edu/logo.png' })) },
  { type: 'event', event: eventSchema.parse(generateEvent({ id: 8, event_name: 'STEM Teaching Fair', event_cover_image: outside('fair') })) },
  { type: 'deal', deal: dealSchema.parse(generateDeal({ id: 9, deal_name: 'Free month of LessonLab', deal_photo_url: outside('deal') })) },
  { type: 'profile', profile: userProfileSchema.parse(generateUser({ id: 10, first_name: 'Amara', last_name: 'Okafor', profile_picture: outside('amara'), banner_picture: outside('banner') })) },
  { type: 'business_profile', business: businessProfileSchema.parse(generateBusinessProfile({ id: 11, company_name: 'Greenfield Academy', about_us_media: outside('about') })), id: 101 },
  { type: 'post', post: postSchema.parse(generatePost({ id: 12, post_type: 'announcement', headline: 'Workshop on reading intervention', cover_image: 'https://cdn.example.com/p.png' })) },
];

const headings: Record<ShareTarget['type'], string> = {
  job: 'Check this out!',
  event: 'Upcoming EDU Event!',
  deal: 'Be Part of This Awesome Event!',
  profile: 'Look into this profile',
  business_profile: 'Look into this profile',
  post: 'Look at this post!',
};

function Status() {
  const share = useShareImage();
  return <p data-status={share.status}>{share.progress ?? 'none'}</p>;
}

describe('share image on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(targets)('renders the $type poster with its heading, brand and link, pictures through the proxy', (target) => {
    const html = renderToString(
      <EduContextProvider client={client} origin={ORIGIN}>
        <SharePoster target={target} />
      </EduContextProvider>,
    );
    expect(html).toContain(`data-type="${target.type}"`);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain(headings[target.type].replace("'", '&#x27;'));
    expect(html).toContain('EDU Passport');
    expect(html).toContain(ORIGIN);
    const sources = [...html.matchAll(/<img[^>]*?\ssrc="([^"]*)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src).toMatch(/^https:\/\/api\.edupassport\.io\/api\/proxy\/image\?url=/);
  });

  it("uses a picture on the page's own origin as it is, without the proxy", () => {
    const html = renderToString(
      <EduContextProvider client={client} origin={ORIGIN}>
        <SharePoster target={{ type: 'event', event: eventSchema.parse(generateEvent({ id: 8, event_cover_image: '/pictures/fair.svg' })) }} />
      </EduContextProvider>,
    );
    expect(html).toContain('src="/pictures/fair.svg"');
  });

  it('names the job, its company and its details', () => {
    const html = renderToString(
      <EduContextProvider client={client} origin={ORIGIN}>
        <SharePoster target={targets[0]!} />
      </EduContextProvider>,
    );
    expect(html).toContain('Physics Teacher');
    expect(html).toContain('data-share-image-src="https://res.cloudinary.com/edu/logo.png"');
    expect(html).toContain(`${ORIGIN}/details/job/7`);
  });

  it('gives the event the default cover: when it has none, and as the proxy fallback when its cover breaks', () => {
    const event = eventSchema.parse(generateEvent({ id: 20, event_cover_image: 'https://cdn.example.com/cover.png' }));
    const render = (target: ShareTarget) =>
      renderToString(
        <EduContextProvider client={client}>
          <SharePoster target={target} />
        </EduContextProvider>,
      );
    expect(render({ type: 'event', event })).toContain(`defaultUrl=${encodeURIComponent('/img/social-media/default-1.png')}`);
    expect(render({ type: 'event', event: { ...event, event_cover_image: undefined } })).toMatch(/<img[^>]*?\ssrc="\/img\/social-media\/default-1\.png"/);
  });

  it('marks the post picture to be removed when it fails', () => {
    const html = renderToString(
      <EduContextProvider client={client}>
        <SharePoster target={targets[5]!} />
      </EduContextProvider>,
    );
    expect(html).toContain('data-share-image-fallback="remove"');
  });

  it('renders the dialog as nothing until it mounts in a browser, open or closed', () => {
    expect(renderToString(<EduProvider client={client}><ShareImageDialog open target={targets[0]!} /></EduProvider>)).not.toContain('Share to Instagram');
    expect(renderToString(<EduProvider client={client}><ShareImageDialog target={targets[1]!} /></EduProvider>)).not.toContain('role="dialog"');
  });

  it('starts idle in the hook', () => {
    expect(renderToString(<EduContextProvider><Status /></EduContextProvider>)).toContain('data-status="idle"');
  });
});
