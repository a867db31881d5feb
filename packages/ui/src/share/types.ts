import type { BusinessProfile, Deal, EduEvent, Job, Post, UserProfile } from '@edupassport/api-client';

/** The six things the kit shares, as the spec names them. */
export type ShareType = 'job' | 'event' | 'deal' | 'profile' | 'business_profile' | 'post';

/**
 * What is being shared: the type plus the entity as the api-client returns it. The share dialog
 * builds the link, the preview and the message from it; the share poster draws it.
 */
export type ShareTarget =
  // An external job (of the external-jobs account) links to its own detail route.
  | { type: 'job'; job: Job; external?: boolean | undefined }
  | { type: 'event'; event: EduEvent }
  | { type: 'deal'; deal: Deal }
  | { type: 'profile'; profile: UserProfile }
  // The profile itself may carry no id: the link names the business account's user id. The company's picture
  // is the account's `profile_picture` (the business profile holds none), hence `logo`; without it, initials.
  | { type: 'business_profile'; business: BusinessProfile; id: string | number; logo?: string | null | undefined }
  | { type: 'post'; post: Post };

/** The target's id, whatever its type. */
export function shareTargetId(target: ShareTarget): string | number {
  switch (target.type) {
    case 'job':
      return target.job.id;
    case 'event':
      return target.event.id;
    case 'deal':
      return target.deal.id;
    case 'profile':
      return target.profile.id;
    case 'business_profile':
      return target.id;
    case 'post':
      return target.post.id;
  }
}
