import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type Post } from '@edupassport/api-client';
import {
  FIXTURE_NOW,
  handlers,
  mockControls,
  mockSession,
  mockStore,
  resetMocks,
  type MockRole,
} from '@edupassport/api-client/mocks';
import { EduContextProvider, type EduClock, type EduSession } from '@edupassport/ui/headless';
import { formatPollTimeLeft, pollEndsAt, pollTimeLeftParts, usePoll } from './usePoll';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const MINUTE = 60_000;
/** The seeded poll that closes an hour after FIXTURE_NOW, and the one that has ended. */
const OPEN_POLL = 1012;
const ENDED_POLL = 1002;

function sessionFor(role: MockRole): EduSession {
  mockSession.set(role);
  const user = mockSession.current();
  return { user: user ? { ...user } : null };
}

function providerFor(options: { role?: MockRole; clock?: EduClock } = {}) {
  const session = sessionFor(options.role ?? 'member');
  const requireLogin = vi.fn();
  const clock = options.clock ?? { now: () => mockStore.time() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={session} requireLogin={requireLogin} clock={clock}>
      {children}
    </EduContextProvider>
  );
  return { wrapper, requireLogin };
}

function setup(post: Post, options: { role?: MockRole; clock?: EduClock; onUpdated?: (post: Post) => void } = {}) {
  const { wrapper, requireLogin } = providerFor(options);
  const hook = renderHook(({ value }) => usePoll(value, { onUpdated: options.onUpdated }), {
    wrapper,
    initialProps: { value: post },
  });
  return { ...hook, requireLogin };
}

const load = (id: number) => client.posts.get(id);

describe('formatPollTimeLeft', () => {
  const created = '2026-11-20T12:00:00.000Z';
  const start = Date.parse(created);

  it('reads days, hours and minutes left', () => {
    expect(formatPollTimeLeft(created, { days: 1, hours: 2, minutes: 3 }, start)).toBe('1d 2h 3m');
    expect(formatPollTimeLeft(created, { days: 0, hours: 25, minutes: 0 }, start)).toBe('1d 1h 0m');
    expect(formatPollTimeLeft(created, { days: 1, hours: 2, minutes: 3 }, start + 26 * 60 * MINUTE)).toBe('0d 0h 3m');
  });

  it('counts a part-minute as a whole one, so zero means closed', () => {
    expect(formatPollTimeLeft(created, { days: 0, hours: 0, minutes: 1 }, start + 30_000)).toBe('0d 0h 1m');
    expect(formatPollTimeLeft(created, { days: 0, hours: 0, minutes: 1 }, start + MINUTE)).toBe('0d 0h 0m');
  });

  it("reads '0d 0h 0m' once over", () => {
    expect(formatPollTimeLeft(created, { days: 0, hours: 6, minutes: 0 }, start + 7 * 60 * MINUTE)).toBe('0d 0h 0m');
  });

  it('has nothing to tell for a poll without a length or a readable date, which never ends', () => {
    expect(formatPollTimeLeft(created, null, start)).toBe('');
    expect(formatPollTimeLeft(created, undefined, start + 400 * 24 * 60 * MINUTE)).toBe('');
    expect(formatPollTimeLeft('not a date', { days: 3, hours: 0, minutes: 0 }, start)).toBe('');
    expect(pollEndsAt(created, undefined)).toBe(Number.POSITIVE_INFINITY);
    expect(pollEndsAt(undefined, { days: 1, hours: 0, minutes: 0 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives the same time in parts, for a text in the reader’s language', () => {
    expect(pollTimeLeftParts(created, { days: 0, hours: 25, minutes: 0 }, start)).toEqual({ days: 1, hours: 1, minutes: 0 });
    expect(pollTimeLeftParts(created, { days: 0, hours: 6, minutes: 0 }, start + 7 * 60 * MINUTE)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(pollTimeLeftParts(created, null, start)).toBeNull();
  });
});

describe('usePoll', () => {
  it('shows counts and percentages and the time left from the clock', async () => {
    const post = await load(OPEN_POLL);
    const { result } = setup(post, { clock: { now: () => FIXTURE_NOW } });
    const total = post.poll_options.reduce((sum, o) => sum + o.votes, 0);
    expect(result.current.totalVotes).toBe(total);
    expect(result.current.options.map((o) => o.votes)).toEqual(post.poll_options.map((o) => o.votes));
    expect(result.current.options[0]?.percent).toBe(Math.round(((post.poll_options[0]?.votes ?? 0) / total) * 100));
    expect(result.current.timeLeft).toBe('0d 1h 0m');
    expect(result.current.closed).toBe(false);
  });

  it('recomputes the time left every 60 seconds', async () => {
    const post = await load(OPEN_POLL);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = FIXTURE_NOW;
    const { result } = setup(post, { clock: { now: () => now } });
    expect(result.current.timeLeft).toBe('0d 1h 0m');
    now += 30 * MINUTE;
    // Nothing re-renders before the minute is up.
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.timeLeft).toBe('0d 1h 0m');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.timeLeft).toBe('0d 0h 30m');
    now += 31 * MINUTE;
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.timeLeft).toBe('0d 0h 0m');
    expect(result.current.closed).toBe(true);
  });

  it('votes, reloads the post and refreshes every count', async () => {
    const post = await load(OPEN_POLL);
    const onUpdated = vi.fn();
    const { result } = setup(post, { onUpdated });
    const option = post.poll_options[1]?.text ?? '';
    const before = post.poll_options[1]?.votes ?? 0;
    // Someone else votes meanwhile: the reload shows their vote too.
    const stored = mockStore.posts.find((p) => p.id === OPEN_POLL);
    if (stored?.poll_options[0]) stored.poll_options[0].votes += 5;

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.vote(option);
    });
    expect(result.current.voting).toBe(true);
    expect(result.current.pendingOption).toBe(option);
    await act(() => done);
    expect(result.current.voting).toBe(false);
    expect(result.current.options[1]?.votes).toBe(before + 1);
    expect(result.current.options[0]?.votes).toBe((post.poll_options[0]?.votes ?? 0) + 5);
    expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ id: OPEN_POLL }));
  });

  it("keeps the viewer's own vote in the query cache: every card of the poll marks it, a failed vote marks nothing", async () => {
    const post = await load(OPEN_POLL);
    const option = post.poll_options[1]?.text ?? '';
    const { wrapper } = providerFor();
    const first = renderHook(() => usePoll(post), { wrapper });
    expect(first.result.current.viewerVote).toBeNull();
    mockControls.fail('posts.vote', { status: 400, message: 'Try later' }, { times: 1 });
    await act(() => first.result.current.vote(option));
    expect(first.result.current.viewerVote).toBeNull();
    await act(() => first.result.current.vote(option));
    expect(first.result.current.viewerVote).toBe(option);
    // Another viewer has not voted.
    const other = setup(post, { role: 'postAuthor' });
    expect(other.result.current.viewerVote).toBeNull();
  });

  it('marks the vote on every card of the poll under one provider, also one mounted later', async () => {
    const post = await load(OPEN_POLL);
    const option = post.poll_options[0]?.text ?? '';
    const { wrapper } = providerFor();
    const both = renderHook(() => ({ card: usePoll(post), page: usePoll(post) }), { wrapper });
    await act(() => both.result.current.card.vote(option));
    expect(both.result.current.page.viewerVote).toBe(option);
  });

  it('sends no second vote while one is in flight', async () => {
    const post = await load(OPEN_POLL);
    const votes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('vote-on-poll')) votes.push(request.url);
    });
    mockControls.delay('posts.vote', 100);
    const { result } = setup(post);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.vote(post.poll_options[0]?.text ?? '');
      void result.current.vote(post.poll_options[1]?.text ?? '');
    });
    await act(() => first);
    expect(votes).toHaveLength(1);
    expect(mockStore.posts.find((p) => p.id === OPEN_POLL)?.poll_options[0]?.votes).toBe(
      (post.poll_options[0]?.votes ?? 0) + 1,
    );
  });

  it("shows the server's error text, else the failure's readable message, and the poll can be voted in again", async () => {
    const post = await load(OPEN_POLL);
    const option = post.poll_options[0]?.text ?? '';
    const { result } = setup(post);
    mockControls.fail('posts.vote', { status: 400, message: 'You have already voted in this poll' }, { times: 1 });
    await act(() => result.current.vote(option));
    expect(result.current.error).toBe('You have already voted in this poll');
    mockControls.fail('posts.vote', { network: true }, { times: 1 });
    await act(() => result.current.vote(option));
    expect(result.current.error).toBe('Network error: Please check your connection and try again');
    expect(result.current.viewerVote).toBeNull();
    await act(() => result.current.vote(option));
    expect(result.current.error).toBe('');
    expect(result.current.viewerVote).toBe(option);
  });

  it('keeps a confirmed vote counted once and marked when the read-back fails, and asks for no second vote', async () => {
    const post = await load(OPEN_POLL);
    const option = post.poll_options[1]?.text ?? '';
    const before = post.poll_options.map((o) => o.votes);
    const { result } = setup(post);
    mockControls.fail('posts.get', { status: 400, message: 'Not now' }, { times: 1 });
    await act(() => result.current.vote(option));
    expect(result.current.error).toBe('');
    expect(result.current.voting).toBe(false);
    expect(result.current.viewerVote).toBe(option);
    expect(result.current.options.map((o) => o.votes)).toEqual(before.map((v, i) => (i === 1 ? v + 1 : v)));
    expect(mockStore.posts.find((p) => p.id === OPEN_POLL)?.poll_options[1]?.votes).toBe((before[1] ?? 0) + 1);
  });

  it('keeps a poll without poll_length open: it can be voted in', async () => {
    const post = { ...(await load(OPEN_POLL)), created_at: '2020-01-01T00:00:00Z', poll_length: undefined };
    const { result } = setup(post);
    expect(result.current.closed).toBe(false);
    expect(result.current.timeLeft).toBe('');
    await act(() => result.current.vote(post.poll_options[0]?.text ?? ''));
    expect(result.current.viewerVote).toBe(post.poll_options[0]?.text);
  });

  it('counts a vote once in a poll sent with two equal choices', async () => {
    const post = await load(OPEN_POLL);
    mockControls.fail('posts.get', { status: 400 }, { times: 1 });
    const text = post.poll_options[0]?.text ?? '';
    const twin = { ...post, poll_options: [{ text, votes: 1 }, { text, votes: 1 }] };
    const { result } = setup(twin);
    await act(() => result.current.vote(text));
    expect(result.current.error).toBe('');
    expect(result.current.options.map((o) => o.votes)).toEqual([2, 1]);
  });

  it('does not vote on an ended poll', async () => {
    const post = await load(ENDED_POLL);
    const votes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('vote-on-poll')) votes.push(request.url);
    });
    const { result } = setup(post);
    expect(result.current.timeLeft).toBe('0d 0h 0m');
    expect(result.current.closed).toBe(true);
    await act(() => result.current.vote(post.poll_options[0]?.text ?? ''));
    expect(votes).toEqual([]);
  });

  it('asks an anonymous visitor to log in instead of voting', async () => {
    const post = await load(OPEN_POLL);
    const votes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('vote-on-poll')) votes.push(request.url);
    });
    const { result, requireLogin } = setup(post, { role: 'anonymous' });
    await act(() => result.current.vote(post.poll_options[0]?.text ?? ''));
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(votes).toEqual([]);
  });

  it('follows a new post from its parent', async () => {
    const post = await load(OPEN_POLL);
    const { result, rerender } = setup(post);
    const edited = {
      ...post,
      poll_options: [
        { text: 'Yes', votes: 3 },
        { text: 'No', votes: 1 },
      ],
    };
    rerender({ value: edited });
    await waitFor(() => expect(result.current.options.map((o) => o.percent)).toEqual([75, 25]));
  });
});
