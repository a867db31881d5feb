import type { Id } from '@edupassport/api-client';

// The spec's poll data (poll_options [{text, votes}]) does not say who voted, so the kit remembers the votes
// the viewer made during this page's life: every card of the same poll (the feed's, the post page's, one
// that scrolled out of the window and back) marks the same option.
const votes = new Map<string, string>();
const listeners = new Set<() => void>();

const keyOf = (userId: Id, postId: Id) => `${String(userId)}:${String(postId)}`;

/** The option this viewer voted for in this poll during this page's life, or null. */
export function pollVoteOf(userId: Id | undefined, postId: Id): string | null {
  return userId === undefined ? null : (votes.get(keyOf(userId, postId)) ?? null);
}

/** Remembers the viewer's accepted vote. */
export function rememberPollVote(userId: Id, postId: Id, optionText: string): void {
  votes.set(keyOf(userId, postId), optionText);
  for (const listener of listeners) listener();
}

/** Calls `listener` when a vote is remembered or forgotten; returns the unsubscribe. For `useSyncExternalStore`. */
export function subscribePollVotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets every remembered vote (tests and stories start from none). */
export function forgetPollVotes(): void {
  votes.clear();
  for (const listener of listeners) listener();
}
