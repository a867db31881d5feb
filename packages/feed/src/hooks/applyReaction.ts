import type { Reaction } from '@edupassport/api-client';

/**
 * The reactions after the viewer reacts, as the server applies it: the viewer's previous reaction is
 * removed and the new one (if any) added. Used for optimistic updates of posts and comments.
 */
export function applyReaction<R extends Pick<Reaction, 'user_id' | 'reaction_type'>>(
  reactions: readonly R[],
  userId: string | number,
  reaction: string | null,
): Array<Pick<Reaction, 'user_id' | 'reaction_type'>> {
  const others: Array<Pick<Reaction, 'user_id' | 'reaction_type'>> = reactions.filter(
    (r) => r.user_id === undefined || String(r.user_id) !== String(userId),
  );
  return reaction === null ? others : [...others, { user_id: userId, reaction_type: reaction }];
}

/** The viewer's own reaction among `reactions`, or null (always null for an anonymous visitor). */
export function viewerReaction(
  reactions: ReadonlyArray<Pick<Reaction, 'user_id' | 'reaction_type'>>,
  userId: string | number | undefined | null,
): string | null {
  if (userId === undefined || userId === null) return null;
  // A reaction the server sent without a user counts in the totals but is nobody's own.
  return reactions.find((r) => r.user_id !== undefined && String(r.user_id) === String(userId))?.reaction_type ?? null;
}
