import type { MessageOverrides } from '@edupassport/ui/headless';
import { actionMessages } from './actions';
import { feedBaseMessages } from './base';
import { bodyMessages } from './bodies';
import { cardMessages } from './cards';
import { commentMessages } from './comments';
import { composerMessages } from './composers';
import { dialogMessages } from './dialogs';
import { listMessages } from './list';
import { microblogMessages } from './microblog';
import { multimediaMessages } from './multimedia';

/**
 * The part files, one per area. A component imports only the part(s) it reads, through
 * `useMessages('feed', part, feedCatalogs.loaders)`, so a card's first load carries only its own strings; this merged
 * object spreads every part and so is never tree-shaken: it is for hosts and the composers.
 */
export const feedMessageParts = {
  feedBaseMessages,
  listMessages,
  cardMessages,
  bodyMessages,
  actionMessages,
  commentMessages,
  dialogMessages,
  composerMessages,
  multimediaMessages,
  microblogMessages,
};

/** Every user-visible string of the feed package; a host overrides any of them through `EduProvider messages={{ feed: {...} }}`. */
export const feedMessages = {
  ...feedBaseMessages,
  ...listMessages,
  ...cardMessages,
  ...bodyMessages,
  ...actionMessages,
  ...commentMessages,
  ...dialogMessages,
  ...composerMessages,
  ...multimediaMessages,
  ...microblogMessages,
};

export type FeedMessages = typeof feedMessages;

// In the module every entry's types include, so a host that imports the package gets its namespace typed.
declare module '@edupassport/ui/headless' {
  interface EduMessageOverrides {
    /** Overrides of `feedMessages` (@edupassport/feed). */
    feed?: MessageOverrides<FeedMessages> | undefined;
  }
}
