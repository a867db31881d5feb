import type { ShareType } from '../share/types';

/** Strings of the share dialog (the spec's, the deal preview's too). */
export const shareMessages = {
  /** The dialog's title per type, word for word from the spec. */
  shareTitle: {
    job: 'Be Awesome, Share this EDU Job!',
    event: 'Be Great, Share This EDU Event!',
    deal: 'Share This Deal With Your Friends!',
    profile: 'Share this educator profile to your friends!',
    business_profile: 'Share this business profile to your friends!',
    post: 'Share This Post With Your Friends!',
  } satisfies Record<ShareType, string>,
  /** The message prefix per type: the job's is the spec's, the others are written in the same voice. */
  shareMessagePrefix: {
    job: 'Check out this EDU Job!',
    event: 'Check out this EDU Event!',
    deal: 'Check out this EDU Deal!',
    profile: 'Check out this EDU educator profile!',
    business_profile: 'Check out this EDU business profile!',
    post: 'Check out this EDU post!',
  } satisfies Record<ShareType, string>,
  shareToInstagram: 'Share to Instagram',
  shareOn: (network: string) => `Share on ${network}`,
  shareNetworks: 'Share on social media',
  shareOr: 'OR',
  copyLink: 'Copy Link',
  shareViaEmail: 'Share via Email',
  linkCopied: 'Link copied to clipboard',
  linkCopyFailed: 'Failed to copy link',
  useBy: (monthYear: string) => `Use by ${monthYear}`,
  viewDeal: 'View Deal',
};
