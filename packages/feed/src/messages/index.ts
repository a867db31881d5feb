import { actionMessages } from './actions';
import { feedBaseMessages } from './base';
import { cardMessages } from './cards';
import { composerMessages } from './composers';

/** Every user-visible string of the feed package; a host overrides any of them through `EduProvider messages={{ feed: {...} }}`. */
export const feedMessages = { ...feedBaseMessages, ...cardMessages, ...actionMessages, ...composerMessages };

export type FeedMessages = typeof feedMessages;
