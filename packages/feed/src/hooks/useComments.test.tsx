import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type Comment } from '@edupassport/api-client';
import {
  MOCK_USER_IDS,
  generateComment,
  handlers,
  mockControls,
  mockStore,
  resetMocks,
} from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { countComments, findComment, useComments } from './useComments';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const member = { user: { id: MOCK_USER_IDS.member, full_name: 'Amara Okafor' } };
/** The newest seeded post: it carries a reply chain down to depth 3. */
const POST_ID = 1000;

function setup(enabled = true) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={member} queryClient={queryClient}>
      {children}
    </EduContextProvider>
  );
  return renderHook((props: { enabled: boolean }) => useComments(POST_ID, { enabled: props.enabled }), {
    wrapper,
    initialProps: { enabled },
  });
}

const seeded = () => mockStore.comments[POST_ID] ?? [];
const deepest = (comments: readonly Comment[]): Comment | undefined =>
  comments
    .flatMap((c) => [c, ...(deepest(c.replies) ? [deepest(c.replies) as Comment] : [])])
    .sort((a, b) => b.depth - a.depth)[0];

describe('useComments', () => {
  it('waits while disabled, then loads the comments newest first with their depths', async () => {
    const { result, rerender } = setup(false);
    expect(result.current.status).toBe('idle');
    rerender({ enabled: true });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.comments.map((c) => c.id)).toEqual([...seeded()].reverse().map((c) => c.id));
    expect(result.current.count).toBe(countComments(result.current.comments));
    expect(deepest(result.current.comments)?.depth).toBe(3);
  });

  it('keeps the list when closed again', async () => {
    const { result, rerender } = setup();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ enabled: false });
    expect(result.current.status).toBe('ready');
    expect(result.current.comments.length).toBeGreaterThan(0);
  });

  it('reports a failed load as a message and retries on reload', async () => {
    mockControls.fail('posts.getComments', { status: 500, message: 'Comments are resting' }, { times: 1 });
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Comments are resting');
    // The second answer waits, so the loading state shows (the cache notifies on its next tick).
    mockControls.delay('posts.getComments', 300);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.error).toBeNull();
  });

  it('adds a trimmed comment at the top', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const before = result.current.count;
    await act(() => result.current.addComment('  Thanks, trying this with Year 5 next week.  '));
    expect(result.current.comments[0]).toMatchObject({
      comment_text: 'Thanks, trying this with Year 5 next week.',
      depth: 0,
    });
    expect(result.current.count).toBe(before + 1);
    expect(seeded().at(-1)?.comment_text).toBe('Thanks, trying this with Year 5 next week.');
  });

  it('rejects a failed comment with the server message and changes nothing', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const before = result.current.comments;
    mockControls.fail('posts.comment', { status: 500, message: 'Try again later' });
    await expect(act(() => result.current.addComment('Lovely'))).rejects.toThrow('Try again later');
    expect(result.current.comments).toBe(before);
  });

  it('nests a reply under its comment one level deeper', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const parent = result.current.comments.find((c) => c.replies.length > 0) ?? expect.fail('no thread');
    const child = parent.replies[0] ?? expect.fail('no reply');
    await act(() => result.current.reply(child.id, 'Same here!'));
    const updated = findComment(result.current.comments, child.id);
    expect(updated?.replies.at(-1)).toMatchObject({ comment_text: 'Same here!', depth: 2 });
  });

  it('applies a comment reaction at once and keeps it when the server agrees', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const target = result.current.comments[0] ?? expect.fail('no comment');
    await act(() => result.current.react(target.id, '🤩'));
    expect(findComment(result.current.comments, target.id)?.reactions).toContainEqual({
      user_id: MOCK_USER_IDS.member,
      reaction_type: '🤩',
    });
    const stored = seeded().find((c) => c.id === target.id);
    expect(stored?.reactions).toContainEqual({ user_id: MOCK_USER_IDS.member, reaction_type: '🤩' });
    await act(() => result.current.react(target.id, null));
    expect(
      findComment(result.current.comments, target.id)?.reactions.some((r) => r.user_id === MOCK_USER_IDS.member),
    ).toBe(false);
    expect(stored?.reactions.some((r) => r.user_id === MOCK_USER_IDS.member)).toBe(false);
  });

  it('reloads the comments when a reaction fails', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const target = result.current.comments[0] ?? expect.fail('no comment');
    mockControls.fail('posts.reactToComment', { status: 500, message: 'No' });
    await act(() => result.current.react(target.id, '🤔'));
    await waitFor(() =>
      expect(
        findComment(result.current.comments, target.id)?.reactions.some(
          (r) => r.reaction_type === '🤔' && r.user_id === MOCK_USER_IDS.member,
        ),
      ).toBe(false),
    );
  });

  it('deletes a comment with its replies', async () => {
    const own = generateComment({
      id: 99_001,
      comment_text: 'My own note',
      user: { id: MOCK_USER_IDS.member, full_name: 'Amara Okafor', profile_picture: null },
    });
    seeded().push(own);
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const before = result.current.count;
    await act(() => result.current.remove(own.id));
    expect(findComment(result.current.comments, own.id)).toBeUndefined();
    expect(result.current.count).toBe(before - 1);
    expect(seeded().some((c) => c.id === own.id)).toBe(false);
  });

  it('aborts the load on unmount', async () => {
    mockControls.delay('posts.getComments', 'infinite');
    const signals: AbortSignal[] = [];
    const spying = {
      ...client,
      posts: {
        ...client.posts,
        getComments: (id: number | string, options?: { signal?: AbortSignal }) => {
          if (options?.signal) signals.push(options.signal);
          return client.posts.getComments(id, options);
        },
      },
    } as typeof client;
    const { result, unmount } = renderHook(() => useComments(POST_ID, { client: spying }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <EduContextProvider session={member}>{children}</EduContextProvider>
      ),
    });
    expect(result.current.status).toBe('loading');
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });
});
