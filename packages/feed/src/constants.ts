/** Feed page size; has-more is true when a page returns this many posts. */
export const FEED_PAGE_SIZE = 10;
/** Replies nest from depth 0 to 3; replying is allowed below this depth. */
export const MAX_REPLY_DEPTH = 3;
/** At most this many distinct reactions are shown before '+N'. */
export const MAX_SHOWN_REACTIONS = 3;
/** The post reaction picker: heart, graduation, clap, thumbs up, 100, trophy, star, party, diamond. */
export const POST_REACTIONS = ['❤️', '🎓', '👏', '👍', '💯', '🏆', '⭐', '🎉', '💎'] as const;
/** The comment reaction picker: heart eyes, excited, thumbs up, thinking, crying, raised hands, smiling, rolling laughing. */
export const COMMENT_REACTIONS = ['😍', '🤩', '👍', '🤔', '😢', '🙌', '😊', '🤣'] as const;

export interface ReactionSummary {
  /** Up to three distinct emojis, most used first. */
  shown: string[];
  /** How many more distinct emojis there are ('+N'); 0 for none. */
  overflow: number;
  /** All reactions counted. */
  total: number;
}

/** Summarises reactions: the three most used distinct emojis (ties by first appearance) plus the count of the rest. */
export function summarizeReactions(reactions: ReadonlyArray<{ reaction_type: string }>): ReactionSummary {
  const counts = new Map<string, number>();
  for (const { reaction_type } of reactions) counts.set(reaction_type, (counts.get(reaction_type) ?? 0) + 1);
  const ordered = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([emoji]) => emoji);
  return {
    shown: ordered.slice(0, MAX_SHOWN_REACTIONS),
    overflow: Math.max(0, ordered.length - MAX_SHOWN_REACTIONS),
    total: reactions.length,
  };
}
