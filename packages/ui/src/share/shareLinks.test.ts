import { describe, expect, it } from 'vitest';
import { businessProfileSchema, dealSchema, eventSchema, jobSchema, postSchema, userProfileSchema } from '@edupassport/api-client';
import { defaultRoutes } from '../EduProvider/routes';
import { shareMessages } from '../messages/share';
import {
  emailShareHref,
  postText,
  SHARE_POPUP_SIZE,
  shareMessageFor,
  shareNameFor,
  sharePathFor,
  shareUrlFor,
  SOCIAL_NETWORKS,
  socialShareLinks,
} from './shareLinks';
import type { ShareTarget } from './types';

const ORIGIN = 'https://edupassport.io';
const created_at = '2026-11-01T09:00:00.000Z';

const job: ShareTarget = { type: 'job', job: jobSchema.parse({ id: 42, job_title: 'Physics Tutor', business_name: 'Greenfield Academy', created_at }) };
const event: ShareTarget = { type: 'event', event: eventSchema.parse({ id: 7, event_name: 'STEM Teaching Fair' }) };
const deal: ShareTarget = { type: 'deal', deal: dealSchema.parse({ id: 'd 1', deal_name: 'Half-price CPD course' }) };
const profile: ShareTarget = { type: 'profile', profile: userProfileSchema.parse({ id: 5, first_name: 'Amara', last_name: 'Okafor' }) };
const business: ShareTarget = { type: 'business_profile', business: businessProfileSchema.parse({ company_name: 'LessonLab' }), id: 103 };
const postOf = (fields: Record<string, unknown>) => postSchema.parse({ id: 1000, user: { id: 2, full_name: 'Ben Schmidt' }, created_at, ...fields });
const post = (fields: Record<string, unknown>): ShareTarget => ({ type: 'post', post: postOf(fields) });

describe('sharePathFor / shareUrlFor', () => {
  it('uses the route of each type', () => {
    expect(sharePathFor(job, defaultRoutes)).toBe('/details/job/42');
    expect(sharePathFor(event, defaultRoutes)).toBe('/details/event/7');
    expect(sharePathFor(deal, defaultRoutes)).toBe('/details/deal/d%201');
    expect(sharePathFor(profile, defaultRoutes)).toBe('/profiles/educator?id=5&mode=preview');
    expect(sharePathFor(business, defaultRoutes)).toBe('/profiles/business?id=103&mode=preview');
    expect(sharePathFor(post({}), defaultRoutes)).toBe('/feed/1000');
  });

  it("links an external job to the external job's detail, remapped or not", () => {
    const external: ShareTarget = { ...(job as Extract<ShareTarget, { type: 'job' }>), external: true };
    expect(sharePathFor(external, defaultRoutes)).toBe('/details/job/42?isExternal=true');
    expect(shareUrlFor(external, defaultRoutes, ORIGIN)).toBe('https://edupassport.io/details/job/42?isExternal=true');
    const routes = { ...defaultRoutes, externalJobDetail: (id: string | number) => `/careers/external/${id}` };
    expect(sharePathFor(external, routes)).toBe('/careers/external/42');
  });

  it('puts the path on the configured origin, trailing slash or not', () => {
    expect(shareUrlFor(job, defaultRoutes, ORIGIN)).toBe('https://edupassport.io/details/job/42');
    expect(shareUrlFor(job, defaultRoutes, `${ORIGIN}/`)).toBe('https://edupassport.io/details/job/42');
  });

  it('follows remapped routes', () => {
    const routes = { ...defaultRoutes, jobDetail: (id: string | number) => `/careers/${id}` };
    expect(shareUrlFor(job, routes, ORIGIN)).toBe('https://edupassport.io/careers/42');
  });

  it('falls back to the page origin when none is configured', () => {
    expect(shareUrlFor(event, defaultRoutes, null)).toBe(`${window.location.origin}/details/event/7`);
  });
});

describe('shareMessageFor', () => {
  it("starts with the type's prefix and names the target", () => {
    expect(shareMessageFor(job)).toBe('Check out this EDU Job! Physics Tutor');
    expect(shareMessageFor(event)).toBe('Check out this EDU Event! STEM Teaching Fair');
    expect(shareMessageFor(deal)).toBe('Check out this EDU Deal! Half-price CPD course');
    expect(shareMessageFor(profile)).toBe('Check out this EDU educator profile! Amara Okafor');
    expect(shareMessageFor(business)).toBe('Check out this EDU business profile! LessonLab');
    expect(shareMessageFor(post({ headline: 'Reading week' }))).toBe('Check out this EDU post! Reading week');
  });

  it('is the prefix alone when the target has no name', () => {
    const nameless: ShareTarget = { type: 'business_profile', business: businessProfileSchema.parse({}), id: 1 };
    expect(shareMessageFor(nameless)).toBe('Check out this EDU business profile!');
  });

  it('takes overridden prefixes', () => {
    const messages = { shareMessagePrefix: { ...shareMessages.shareMessagePrefix, job: 'Schau dir diesen Job an!' } };
    expect(shareMessageFor(job, messages)).toBe('Schau dir diesen Job an! Physics Tutor');
  });
});

describe('postText / shareNameFor of posts', () => {
  it('joins the headline and the body as plain text', () => {
    expect(postText(postOf({ headline: 'Workshop', content: '<p>Join our <strong>free</strong> session.</p>' }))).toBe('Workshop — Join our free session.');
  });

  it('reads a multimedia post from its decoded content', () => {
    const multimedia = postOf({ post_type: 'multimedia', content: JSON.stringify({ content: '<p>Photos from our week.</p>', multimedia: ['a.jpg'] }) });
    expect(postText(multimedia)).toBe('Photos from our week.');
  });

  it("falls back to a microblog's first page, then to the sharer's comment", () => {
    expect(postText(postOf({ pages: [{ content: '<p>Page one</p>', multimedia: [] }] }))).toBe('Page one');
    expect(postText(postOf({ share_comment: 'Worth a read' }))).toBe('Worth a read');
  });

  it('cuts a long post to 80 characters for the message', () => {
    const name = shareNameFor(post({ content: `<p>${'word '.repeat(40)}</p>` }));
    expect(name.length).toBeLessThanOrEqual(81);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('socialShareLinks', () => {
  const url = 'https://edupassport.io/profiles/educator?id=5&mode=preview';
  const text = 'Check out this EDU educator profile! Amara & co';
  const links = socialShareLinks(url, text);

  it('has one link per network, all https', () => {
    expect(Object.keys(links)).toEqual([...SOCIAL_NETWORKS]);
    for (const link of Object.values(links)) expect(new URL(link).protocol).toBe('https:');
  });

  it('encodes the link and the message so neither leaks into the query', () => {
    const facebook = new URL(links.facebook);
    expect(facebook.searchParams.get('u')).toBe(url);
    expect([...facebook.searchParams.keys()]).toEqual(['u']);
    const x = new URL(links.x);
    expect(x.searchParams.get('url')).toBe(url);
    expect(x.searchParams.get('text')).toBe(text);
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(url);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${text} ${url}`);
    expect(new URL(links.telegram).searchParams.get('url')).toBe(url);
    expect(new URL(links.reddit).searchParams.get('title')).toBe(text);
  });

  it('opens in the 660x460 window of the spec', () => {
    expect(SHARE_POPUP_SIZE).toEqual({ width: 660, height: 460 });
  });
});

describe('emailShareHref', () => {
  it('is a mailto: with the message as subject and the message and link as body', () => {
    const href = emailShareHref('https://edupassport.io/details/job/42', 'Check out this EDU Job! Physics & Maths');
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Check out this EDU Job! Physics & Maths');
    expect(params.get('body')).toBe('Check out this EDU Job! Physics & Maths\n\nhttps://edupassport.io/details/job/42');
  });
});
