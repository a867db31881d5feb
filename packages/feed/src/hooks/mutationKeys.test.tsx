// A host watches the feed's writes with one key: every write, toggles and votes included, counts under it.
import { act, renderHook, waitFor } from '@testing-library/react';
import { useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { FIXTURE_NOW, mockControls, mockSession } from '@edupassport/api-client/mocks';
import { EduContextProvider, useEduQueryClient } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { memoryStorage, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { must, seededPost } from '../PostActions/storyHelpers';
import { feedMutationKeys } from '../queryKeys';
import { useComments } from './useComments';
import { usePoll } from './usePoll';
import { usePostMutations } from './usePostMutations';

startMockBackend();

/** A seeded poll still open at FIXTURE_NOW. */
const OPEN_POLL = 1012;

function world() {
  mockSession.set('member');
  const user = must(mockSession.current(), 'the member');
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider
      client={createApiClient({ baseUrl: 'http://api.test' })}
      queryClient={queryClient}
      session={{ user: { ...user }, isAdmin: false }}
      storage={memoryStorage()}
      toast={{ show: vi.fn(), dismiss: vi.fn() }}
      clock={{ now: () => FIXTURE_NOW }}
    >
      {children}
    </EduContextProvider>
  );
  return { wrapper };
}

/** Runs `start` with the server holding `target`'s answer, and reads useIsMutating(feed writes) meanwhile. */
async function countedWhileRunning(target: Parameters<typeof mockControls.delay>[0], use: () => () => Promise<unknown>) {
  const { wrapper } = world();
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
