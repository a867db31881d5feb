import { actionMessages } from './actions';
import { feedBaseMessages } from './base';
import { cardMessages } from './cards';
import { composerMessages } from './composers';
import { microblogMessages } from './microblog';
import { multimediaMessages } from './multimedia';

/** Every user-visible string of the feed package; a host overrides any of them through `EduProvider messages={{ feed: {...} }}`. */
export const feedMessages = { ...feedBaseMessages, ...cardMessages, ...actionMessages, ...composerMessages, ...multimediaMessages, ...microblogMessages };

export type FeedMessages = typeof feedMessages;
