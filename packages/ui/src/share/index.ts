export { shareTargetId } from './types';
export type { ShareType, ShareTarget } from './types';
export {
  sharePathFor,
  shareUrlFor,
  shareNameFor,
  shareMessageFor,
  postText,
  profileName,
  socialShareLinks,
  emailShareHref,
  SOCIAL_NETWORKS,
  SOCIAL_NETWORK_NAMES,
  SHARE_POPUP_SIZE,
} from './shareLinks';
export type { ShareRoutes, ShareTextMessages, SocialNetwork } from './shareLinks';
