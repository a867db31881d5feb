// The query cache is the only route of a write: two lists and a post on its own (usePost) of the same post follow a
// vote, a share and a delete with nothing wired between them, against the realistic backend (204s, partial echoes).
import { act, renderHook, waitFor } from '@testing-library/react';
import { useIsMutating } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Id, Post } from '@edupassport/api-client';
import { mockControls } from '@edupassport/api-client/mocks';
import { useEduQueryClient } from '@edupassport/ui/headless';
import { startMockBackend } from '../ComposerFrame/composerTestUtils';
import { signedInWorld } from '../ComposerFrame/signedInWorld';
import { must } from '../PostActions/storyHelpers';
import { feedMutationKeys } from '../queryKeys';
import { useFeed } from './useFeed';
import { usePoll } from './usePoll';
import { usePost } from './usePostDetail';
import { usePostDelete } from './usePostDelete';
import { usePostMutations } from './usePostMutations';
import { useSharePost } from './useSharePost';

startMockBackend();
beforeEach(() => void mockControls.realistic(true));

/** A seeded poll still open at the fixtures' time, on page 2 of a feed of 10: within both lists below. */
const OPEN_POLL = 1012;

const find = (posts: readonly Post[], id: Id) => posts.find((p) => String(p.id) === String(id));

/** Two feed lists of different page sizes (two cached lists) and the post on its own, in one page. */
async function page(world: ReturnType<typeof signedInWorld>, aloneId: Id) {
  const view = renderHook(
    () => ({ a: useFeed({ pageSize: 20 }), b: useFeed({ pageSize: 15 }), alone: usePost(aloneId) }),
    { wrapper: world.wrapper },
  );
  await waitFor(() => {
    expect(view.result.current.a.status).toBe('success');
    expect(view.result.current.b.status).toBe('success');
    expect(view.result.current.alone.status).toBe('success');
  });
  return view;
}

describe('one route for every feed write', () => {
  it('a vote in one list shows in the other list and on the post on its own', async () => {
    const world = signedInWorld();
    const { result } = await page(world, OPEN_POLL);
    const poll = must(find(result.current.a.posts, OPEN_POLL), 'the poll in list a');
    const option = must(poll.poll_options[0], 'an option');
    const votes = (post: Post | null | undefined) => post?.poll_options.find((o) => o.text === option.text)?.votes;
    const card = renderHook(() => usePoll(poll), { wrapper: world.wrapper });
    await act(() => card.result.current.vote(option.text));
    expect(card.result.current.error).toBe('');
    await waitFor(() => expect(votes(find(result.current.a.posts, OPEN_POLL))).toBe(option.votes + 1));
    expect(votes(find(result.current.b.posts, OPEN_POLL))).toBe(option.votes + 1);
    expect(votes(result.current.alone.post)).toBe(option.votes + 1);
  });

  it('a share (answered 204) shows the new post on top of both lists', async () => {
    const world = signedInWorld();
    const { result } = await page(world, 1004);
    const share = renderHook(() => useSharePost({ id: 1004 }), { wrapper: world.wrapper });
    await act(async () => {
      expect(await share.result.current.submit('Worth a read')).toMatchObject({ ok: true, data: undefined });
    });
    await waitFor(() => expect(result.current.a.posts[0]?.shared_post?.id).toBe(1004));
    await waitFor(() => expect(result.current.b.posts[0]?.shared_post?.id).toBe(1004));
    expect(result.current.a.posts[0]?.id).toBe(result.current.b.posts[0]?.id);
  });

  it('a delete takes the post out of both lists and marks it gone on its own', async () => {
    const world = signedInWorld();
    // The member's own post: a share of 1004, made while the server still echoes it.
    mockControls.realistic(false);
    const made = renderHook(() => useSharePost({ id: 1004 }), { wrapper: world.wrapper });
    let own: Post | undefined;
    await act(async () => {
      const done = await made.result.current.submit('Mine to delete');
      own = done.ok ? done.data : undefined;
    });
    const id = must(own, 'the new post').id;
    mockControls.realistic(true);
    const { result } = await page(world, id);
    expect(find(result.current.a.posts, id)).toBeDefined();
    expect(find(result.current.b.posts, id)).toBeDefined();
    const remove = renderHook(() => usePostDelete(), { wrapper: world.wrapper });
    await act(() => remove.result.current.mutateAsync({ postId: id }));
    await waitFor(() => expect(find(result.current.a.posts, id)).toBeUndefined());
    expect(find(result.current.b.posts, id)).toBeUndefined();
    expect(result.current.alone.deleted).toBe(true);
  });

  it('useIsMutating(feedMutationKeys.all) counts a reaction, a favourite and a vote running together', async () => {
    const world = signedInWorld();
    const { result } = await page(world, OPEN_POLL);
    const poll = must(find(result.current.a.posts, OPEN_POLL), 'the poll');
    mockControls.delay('posts.react', 'infinite');
    mockControls.delay('posts.toggleFavorite', 'infinite');
    mockControls.delay('posts.vote', 'infinite');
    const writes = renderHook(
      () => ({
        mutations: usePostMutations(),
        poll: usePoll(poll),
        running: useIsMutating({ mutationKey: feedMutationKeys.all }, useEduQueryClient()),
      }),
      { wrapper: world.wrapper },
    );
    act(() => {
      void writes.result.current.mutations.react(poll, '🎓');
      void writes.result.current.mutations.toggleFavourite(poll);
      void writes.result.current.poll.vote(must(poll.poll_options[0], 'an option').text);
    });
    await waitFor(() => expect(writes.result.current.running).toBe(3));
  });
});
