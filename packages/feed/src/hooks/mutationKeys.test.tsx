// A host watches the feed's writes with one key: every write, toggles and votes included, counts under it.
import { act, renderHook, waitFor } from '@testing-library/react';
import { useIsMutating } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockControls } from '@edupassport/api-client/mocks';
import { useEduQueryClient } from '@edupassport/ui/headless';
import { startMockBackend } from '../ComposerFrame/composerTestUtils';
import { signedInWorld } from '../ComposerFrame/signedInWorld';
import { must, seededPost } from '../PostActions/storyHelpers';
import { feedMutationKeys } from '../queryKeys';
import { useComments } from './useComments';
import { usePoll } from './usePoll';
import { usePostMutations } from './usePostMutations';

startMockBackend();

/** A seeded poll still open at FIXTURE_NOW. */
const OPEN_POLL = 1012;


/** Runs `start` with the server holding `target`'s answer, and reads useIsMutating(feed writes) meanwhile. */
async function countedWhileRunning(target: Parameters<typeof mockControls.delay>[0], use: () => () => Promise<unknown>) {
  const { wrapper } = signedInWorld();
  mockControls.delay(target, 'infinite');
  const { result } = renderHook(() => ({ start: use(), writes: useIsMutating({ mutationKey: feedMutationKeys.all }, useEduQueryClient()) }), { wrapper });
  expect(result.current.writes).toBe(0);
  act(() => void result.current.start().catch(() => {}));
  await waitFor(() => expect(result.current.writes).toBe(1));
}

describe('useIsMutating({ mutationKey: feedMutationKeys.all })', () => {
  it('counts a reaction', async () => {
    const post = seededPost(OPEN_POLL);
    await countedWhileRunning('posts.react', () => {
      const { react } = usePostMutations();
      return () => react(post, 'like');
    });
  });

  it('counts a favourite', async () => {
    const post = seededPost(OPEN_POLL);
    await countedWhileRunning('posts.toggleFavorite', () => {
      const { toggleFavourite } = usePostMutations();
      return () => toggleFavourite(post);
    });
  });

  it('counts a vote', async () => {
    const post = seededPost(OPEN_POLL);
    const option = must(post.poll_options[0], 'an option').text;
    await countedWhileRunning('posts.vote', () => {
      const { vote } = usePoll(post);
      return () => vote(option);
    });
  });

  it('counts a comment', async () => {
    await countedWhileRunning('posts.comment', () => {
      const { addComment } = useComments(OPEN_POLL);
      return () => addComment('A comment');
    });
  });
});
