import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient, type Post } from '@edupassport/api-client';
import { mockControls, mockStore, MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { startMockBackend } from '../ComposerFrame/composerTestUtils';
import { signedInWorld } from '../ComposerFrame/signedInWorld';
import { usePost } from './usePostDetail';
import { useFavouritePostIds } from './useFavouritePostIds';
import { usePostMutations } from './usePostMutations';

startMockBackend();

const client = createApiClient({ baseUrl: 'http://api.test' });
const member = MOCK_USER_IDS.member;

/** A card on its own: the post from the cache, the shared writes, the page's favourites. */
function useStandalone(value: Post) {
  const { post } = usePost(value.id, { initialData: value });
  const mutations = usePostMutations();
  const favourites = useFavouritePostIds();
  return {
    post,
    favourite: favourites.isFavourite(value.id),
    react: (reaction: string | null) => (post ? mutations.react(post, reaction) : Promise.resolve()),
    toggleFavourite: () => (post ? mutations.toggleFavourite(post) : Promise.resolve()),
  };
}

function setup(post: Post) {
  const { wrapper } = signedInWorld();
  return renderHook(({ value }) => useStandalone(value), { wrapper, initialProps: { value: post } });
}

/** Post 1004 with no reaction of the member's, so every reaction below is a change. */
async function plainPost(): Promise<Post> {
  const stored = mockStore.posts.find((p) => p.id === 1004);
  if (stored) stored.reactions = stored.reactions.filter((r) => r.user_id !== member);
  return client.posts.get(1004);
}

const mine = (post: Post | null) => post?.reactions.filter((r) => String(r.user_id) === String(member)) ?? [];

describe('usePost with the shared writes (a card on its own)', () => {
  it('applies a reaction at once and keeps the server’s reactions after', async () => {
    const post = await plainPost();
    const { result } = setup(post);
    let done: Promise<void> = Promise.resolve();
    // The answer waits, so what shows meanwhile is the optimistic state.
    mockControls.delay('posts.react', 400);
    let answered = false;
    act(() => {
      done = result.current.react('🎓').then(() => {
        answered = true;
      });
    });
    await waitFor(() => expect(mine(result.current.post)).toEqual([{ user_id: member, reaction_type: '🎓' }]));
    expect(answered).toBe(false);
    await act(() => done);
    const stored = mockStore.posts.find((p) => p.id === 1004);
    expect(result.current.post?.reactions).toHaveLength(stored?.reactions.length ?? -1);
    expect(mine(result.current.post)).toEqual([{ user_id: member, reaction_type: '🎓' }]);
  });

  it('loads the post again when the reaction fails', async () => {
    const post = await plainPost();
    mockControls.fail('posts.react', { status: 500 });
    const { result } = setup(post);
    await act(() => result.current.react('🏆'));
    expect(mine(result.current.post)).toEqual([]);
    expect(result.current.post?.reactions).toHaveLength(post.reactions.length);
  });

  it('reads the favourite from the server when the caller does not know it, and toggles it', async () => {
    if (!mockStore.isFavorite('posts', member, 1004)) mockStore.toggleFavorite('posts', member, 1004);
    const post = await plainPost();
    const { result } = setup(post);
    await waitFor(() => expect(result.current.favourite).toBe(true));
    await act(() => result.current.toggleFavourite());
    expect(result.current.favourite).toBe(false);
    expect(mockStore.isFavorite('posts', member, 1004)).toBe(false);
  });
});
