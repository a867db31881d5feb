import type { Post } from '@edupassport/api-client';
import type { EduRoutes } from '../EduProvider/routes';
import { absoluteUrl } from '../EduProvider/context';
import { shareMessages } from '../messages/share';
import { htmlToPlainText } from '../SafeHtml/sanitize';
import { truncateText } from '../Truncate/truncateText';
import { shareTargetId, type ShareTarget, type ShareType } from './types';

/** The routes a share link can use, one per type. */
export type ShareRoutes = Pick<EduRoutes, 'jobDetail' | 'externalJobDetail' | 'eventDetail' | 'dealDetail' | 'educatorProfile' | 'businessProfile' | 'postDetail'>;

/** The strings the share helpers read: the message prefixes (a subset of the ui messages). */
export type ShareTextMessages = Pick<typeof shareMessages, 'shareMessagePrefix'>;

const routeOf: Record<ShareType, keyof ShareRoutes> = {
  job: 'jobDetail',
  event: 'eventDetail',
  deal: 'dealDetail',
  profile: 'educatorProfile',
  business_profile: 'businessProfile',
  post: 'postDetail',
};

/** The route path of a target (e.g. `/details/job/42`, `/details/job/42?isExternal=true` for an external job), from the host's routes. */
export function sharePathFor(target: ShareTarget, routes: ShareRoutes): string {
  if (target.type === 'job' && target.external) return routes.externalJobDetail(target.job.id);
  return routes[routeOf[target.type]](shareTargetId(target));
}

/** The absolute link a share points to: the target's route on `origin` (the page's origin when null). */
export function shareUrlFor(target: ShareTarget, routes: ShareRoutes, origin: string | null): string {
  return absoluteUrl(sharePathFor(target, routes), origin);
}

/**
 * The readable text of a post: its headline and its body (rich text, multimedia or the first
 * microblog page) as plain text, else the sharer's comment.
 */
export function postText(post: Post): string {
  const plain = (html: string | undefined) => (html ? htmlToPlainText(html) : '');
  const body = plain(post.media ? post.media.content : post.content) || plain(post.pages[0]?.content);
  const text = [plain(post.headline), body].filter(Boolean).join(' — ');
  return text || plain(post.share_comment);
}

/** A short name for the target: job title, event or deal name, person, company, or the start of a post. */
export function shareNameFor(target: ShareTarget): string {
  switch (target.type) {
    case 'job':
      return target.job.job_title.trim();
    case 'event':
      return target.event.event_name.trim();
    case 'deal':
      return target.deal.deal_name.trim();
    case 'profile':
      return profileName(target.profile);
    case 'business_profile':
      return target.business.company_name?.trim() ?? '';
    case 'post':
      return truncateText(postText(target.post), 80);
  }
}

/** The person's display name: full name, else first and last name, else the nickname. */
export function profileName(profile: { full_name?: string | undefined; first_name?: string | undefined; last_name?: string | undefined; nickname?: string | undefined }): string {
  const joined = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return (profile.full_name || joined || profile.nickname || '').trim();
}

/** The share message: the type's prefix ('Check out this EDU Job!') followed by the target's name when it has one. */
export function shareMessageFor(target: ShareTarget, messages: ShareTextMessages = shareMessages): string {
  const prefix = messages.shareMessagePrefix[target.type];
  const name = shareNameFor(target);
  return name ? `${prefix} ${name}` : prefix;
}

/** The networks the dialog offers, in the order shown. */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp', 'telegram', 'reddit'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's display name, used in 'Share on {name}'. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  reddit: 'Reddit',
};

/** The share-intent URL of every network for a link and a message, both URL-encoded. */
export function socialShareLinks(url: string, text: string): Record<SocialNetwork, string> {
  const u = encodeURIComponent(url);
  const m = encodeURIComponent(text);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${m}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    // WhatsApp takes one text field: the message, then the link.
    whatsapp: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${text} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${m}`,
    reddit: `https://www.reddit.com/submit?url=${u}&title=${m}`,
  };
}

/** The size of the network's share window. */
export const SHARE_POPUP_SIZE = { width: 660, height: 460 } as const;

/** A `mailto:` link with the message as the subject and the message and link as the body. */
export function emailShareHref(url: string, text: string): string {
  return `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;
}
