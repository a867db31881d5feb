import { useEffect, useMemo, useRef, useState } from 'react';
import { skipToken } from '@tanstack/react-query';
import type { ApiClient, PollLength, Post } from '@edupassport/api-client';
import { useApiClient, useEdu, useEduQuery, useEduQueryClient, useErrorText, useOptimisticMutation, useRequireLogin } from '@edupassport/ui/headless';
import { feedKeys, feedMutationKeys } from '../queryKeys';
import { feedMutations, writeOf, type VoteVariables } from './feedMutations';
import { postChanges, updatePostInCache } from './postCache';
import { postQueryOptions } from './postQueries';
import { POLL_MAX_CHOICES } from './pollLimits';

/** The time left is recomputed every 60 seconds. */
export const POLL_REFRESH_MS = 60_000;

const MINUTE = 60_000;

type PollDate = string | number | Date | null | undefined;

/**
 * When a poll closes: created_at plus poll_length, in epoch milliseconds. A poll the server sent without a length or
 * without a readable date has no end we can tell (Infinity): saying it closed would keep everyone from voting in it.
 */
export function pollEndsAt(createdAt: PollDate, pollLength: PollLength | null | undefined): number {
  if (!pollLength) return Number.POSITIVE_INFINITY;
  const start =
    createdAt instanceof Date ? createdAt.getTime() : typeof createdAt === 'number' ? createdAt : Date.parse(createdAt ?? '');
  const end = start + ((pollLength.days * 24 + pollLength.hours) * 60 + pollLength.minutes) * MINUTE;
  return Number.isNaN(end) ? Number.POSITIVE_INFINITY : end;
}

/**
 * The time a poll has left in days, hours and minutes, from created_at plus poll_length; all zero once it is over.
 * A part-minute counts as a whole one, so it reads zero only when voting has closed. Null for a poll without an end
 * (no length, no readable date): no time left to tell.
 */
export function pollTimeLeftParts(createdAt: PollDate, pollLength: PollLength | null | undefined, now: number): PollLength | null {
  const left = pollEndsAt(createdAt, pollLength) - now;
  if (left === Number.POSITIVE_INFINITY) return null;
  const minutes = left > 0 ? Math.ceil(left / MINUTE) : 0;
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

const timeLeftText = (parts: PollLength | null) => (parts ? `${parts.days}d ${parts.hours}h ${parts.minutes}m` : '');

/** The time a poll has left as 'Xd Yh Zm' (see pollTimeLeftParts); '0d 0h 0m' once it is over, '' without an end. */
export function formatPollTimeLeft(createdAt: PollDate, pollLength: PollLength | null | undefined, now: number): string {
  return timeLeftText(pollTimeLeftParts(createdAt, pollLength, now));
}

/** The post with one vote more for the first option of that text (a poll sent with two equal choices counts it once). */
function countVote(post: Post, option: string): Post {
  const index = post.poll_options.findIndex((o) => o.text === option);
  if (index < 0) return post;
  return { ...post, poll_options: post.poll_options.map((o, i) => (i === index ? { ...o, votes: o.votes + 1 } : o)) };
}

export interface PollOptionView {
  text: string;
  votes: number;
  /** Share of all votes, 0 to 100, rounded to a whole number. */
  percent: number;
}

export interface UsePollOptions {
  /** Called with the reloaded post after a vote, so a list can keep it; default none. */
  onUpdated?: ((post: Post) => void) | undefined;
  /** The API client; default the provider's. */
  client?: ApiClient | undefined;
}

export interface UsePollResult {
  /** The post as last loaded (the reloaded one after a vote). */
  post: Post;
  /** The first POLL_MAX_CHOICES (10) options in the server's order: a poll never shows more than the composer makes. */
  options: PollOptionView[];
  /** How many options past the first 10 the server sent: not shown and not votable; their votes stay in `totalVotes`. */
  hiddenOptions: number;
  /** Every vote of the poll, the hidden options' included. */
  totalVotes: number;
  /** 'Xd Yh Zm', refreshed every 60 s; '' for a poll without an end (no length or date), which stays open. */
  timeLeft: string;
  /** The same time in days, hours and minutes, for a text in the reader's language; null when `timeLeft` is ''. */
  timeLeftParts: PollLength | null;
  /** True once the time is up: voting is closed. */
  closed: boolean;
  /** Votes for an option, then reloads the post; ignored while a vote is in flight or the poll is closed. */
  vote: (optionText: string) => Promise<void>;
  /** True while a vote (and the reload after it) is in flight. */
  voting: boolean;
  /** The option being voted for, or null. */
  pendingOption: string | null;
  /** The readable message of the last failed vote: the server's text, or what went wrong ('' when there was none). */
  error: string;
  /**
   * The option the viewer voted for, or null. The poll's data does not say who voted, so this is the vote the viewer
   * made during this page's life, kept in the query cache (`feedKeys.pollVote`): every card of the poll knows it,
   * and a dehydrated cache carries it; a vote made elsewhere is not known.
   */
  viewerVote: string | null;
}

/**
 * A poll: counts and percentages, the time left (recomputed every 60 s from the provider's clock),
 * and the vote (`POST /api/users/vote-on-poll/{id}`), after which the post is reloaded and every
 * count refreshed. An anonymous visitor gets the host's login prompt instead.
 */
export function usePoll(post: Post, options: UsePollOptions = {}): UsePollResult {
  const client = useApiClient(options.client);
  const queryClient = useEduQueryClient();
  const { clock, session } = useEdu();
  const userId = session.user?.id;
  const guard = useRequireLogin();
  const errorText = useErrorText();
  const [reloaded, setReloaded] = useState<{ from: Post; post: Post } | null>(null);
  // A reload only wins while the parent still passes the post it was made from.
  const current = reloaded && reloaded.from === post ? reloaded.post : post;
  // Only a counter that forces a re-render: the time itself is always read from the clock.
  const [, setTick] = useState(0);
  const now = clock.now();
  const [error, setError] = useState('');
  const onUpdated = useRef(options.onUpdated);
  useEffect(() => {
    onUpdated.current = options.onUpdated;
  });

  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), POLL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [clock]);

  const voteKey = feedMutationKeys.vote(current.id);
  const voting = useOptimisticMutation<void, VoteVariables>({
    mutationKey: voteKey,
    // Any 2xx counted the vote, whatever it echoed: the poll is reloaded below.
    mutationFn: writeOf(feedMutations.vote(client, current.id)),
    // The vote counts at once on every card of the poll.
    optimistic: ({ option }) => postChanges(current.id, (p) => countVote(p, option)),
    onSuccess: async (_answer, { option, from }, qc) => {
      // The vote is confirmed from here on: nothing below may turn it into a failure or offer a second one.
      if (userId !== undefined) qc.setQueryData(feedKeys.pollVote(userId, current.id), option);
      let fresh: Post;
      try {
        // Every count again, as the server has them (others voted too).
        fresh = await qc.fetchQuery({ ...postQueryOptions(client, current.id), staleTime: 0 });
      } catch {
        // The read-back failed: the poll keeps the vote counted once (the optimistic count in the cache, or this
        // card's own copy when no list holds it) and is read again on its next use.
        setReloaded({ from, post: countVote(from, option) });
        void qc.invalidateQueries({ queryKey: feedKeys.post(current.id), refetchType: 'none' });
        return;
      }
      updatePostInCache(qc, current.id, () => fresh);
      setReloaded({ from, post: fresh });
      onUpdated.current?.(fresh);
    },
  });

  const { mutateAsync: send } = voting;
  // The option being voted for, shown at once (the mutation's own state reaches the hook a tick later).
  const [pending, setPending] = useState<string | null>(null);
  // A fact of this page, not of the server: never fetched (nor refetched by an invalidation), only set by a confirmed
  // vote, and kept while no card shows the poll (gcTime Infinity) so a card that comes back still marks it.
  const { data: viewerVote = null } = useEduQuery<string | null>({
    queryKey: feedKeys.pollVote(userId ?? '', current.id),
    queryFn: skipToken,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const closed = pollEndsAt(current.created_at, current.poll_length) <= now;
  const timeLeftParts = pollTimeLeftParts(current.created_at, current.poll_length, now);
  const timeLeft = timeLeftText(timeLeftParts);

  const { optionViews, totalVotes } = useMemo(() => {
    const total = current.poll_options.reduce((sum, o) => sum + Math.max(0, o.votes), 0);
    return {
      totalVotes: total,
      // A poll from the API may hold any number of options (1,000 would be 1,000 Vote buttons): the card shows as many
      // as the composer allows and says how many more there are.
      optionViews: current.poll_options.slice(0, POLL_MAX_CHOICES).map((o) => ({
        text: o.text,
        votes: o.votes,
        percent: total ? Math.round((Math.max(0, o.votes) / total) * 100) : 0,
      })),
    };
  }, [current.poll_options]);

  const vote = async (optionText: string) => {
    // One vote at a time: a second one while the first is in flight is ignored.
    if (queryClient.isMutating({ mutationKey: voteKey }) > 0 || !guard()) return;
    // The clock is read again: the 60 s refresh may lag behind the poll's end.
    if (pollEndsAt(current.created_at, current.poll_length) <= clock.now()) {
      setTick((n) => n + 1);
      return;
    }
    setError('');
    setPending(optionText);
    try {
      await send({ postId: current.id, option: optionText, from: post });
    } catch (cause) {
      // Under the poll: the server's text, or the readable reason (a network failure too), never nothing.
      setError(errorText(cause));
    } finally {
      setPending(null);
    }
  };

  return {
    post: current,
    options: optionViews,
    hiddenOptions: Math.max(0, current.poll_options.length - POLL_MAX_CHOICES),
    totalVotes,
    timeLeft,
    timeLeftParts,
    closed,
    vote,
    voting: pending !== null,
    pendingOption: pending,
    error,
    viewerVote,
  };
}
