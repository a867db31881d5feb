/*
 * Share targets for stories and the benchmark only (never exported from the package): seeded mock
 * entities whose pictures load on the closed story network. Covers are absolute URLs of the mock
 * backend's /uploads/ pictures, so they travel through the image proxy like a real host's; portraits
 * are inline.
 */
import { businessProfileSchema, dealSchema, eventSchema, jobSchema, postSchema, userProfileSchema } from '@edupassport/api-client';
import { mockStore } from '@edupassport/api-client/mocks';
import { portraits, schoolLogo } from '../Image/storyImages';
import type { ShareTarget, ShareType } from '../share/types';

const seeded = <T>(list: T[], predicate: (item: T) => boolean, what: string): T => {
  const found = list.find(predicate);
  if (!found) throw new Error(`No seeded ${what}`);
  return structuredClone(found);
};

/** A picture the mock backend serves, as an absolute URL on the story's origin. */
export function uploaded(name: string): string {
  return new URL(`/uploads/share/${name}.svg`, window.location.href).href;
}

/** A picture that answers 404 through the proxy: the broken-image case. */
export function brokenPicture(): string {
  return new URL('/does-not-exist/broken.png', window.location.href).href;
}

/** The target of each type, from the freshly seeded mock store (call it after the story world is reset). */
export const storyTargets: Record<ShareType, () => ShareTarget> = {
  job: () => ({
    type: 'job',
    job: jobSchema.parse({ ...seeded(mockStore.jobs, (j) => j.id === 2000, 'job'), user_profile_pic: schoolLogo }),
  }),
  event: () => ({
    type: 'event',
    event: eventSchema.parse({ ...seeded(mockStore.events, (e) => e.id === 3000, 'event'), event_cover_image: uploaded('event-3000') }),
  }),
  deal: () => ({
    type: 'deal',
    deal: dealSchema.parse({ ...seeded(mockStore.deals, (d) => d.id === 4000, 'deal'), deal_photo_url: uploaded('deal-4000') }),
  }),
  profile: () => ({
    type: 'profile',
    profile: userProfileSchema.parse({
      ...seeded(mockStore.users, (u) => u.id === 1, 'user'),
      profile_picture: portraits.amara,
      banner_picture: uploaded('banner-1'),
    }),
  }),
  business_profile: () => {
    const owner = seeded(mockStore.users, (u) => u.id === 101, 'business owner');
    return {
      type: 'business_profile',
      business: businessProfileSchema.parse({ ...owner.business_profile, about_us_media: uploaded('about-101') }),
      id: owner.id,
      logo: schoolLogo,
    };
  },
  post: () => {
    const post = seeded(mockStore.posts, (p) => p.id === 1000, 'post');
    return {
      type: 'post',
      post: postSchema.parse({ ...post, cover_image: uploaded('post-1000'), user: { ...post.user, profile_picture: portraits.ben } }),
    };
  },
};
