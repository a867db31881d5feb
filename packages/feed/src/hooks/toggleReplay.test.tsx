// A toggle whose write reached the server but whose answer was lost: the heart shows what the server holds once the
// connection is back, the write is never sent twice, and nothing claims it failed when it landed.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type Post } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider, type EduStorage } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { memoryStorage, server, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { must, seededPost } from '../PostActions/storyHelpers';
import { useFavouritePostIds } from './useFavouritePostIds';
import { usePostMutations } from './usePostMutations';

startMockBackend();
afterEach(() => onlineManager.setOnline(true));

const member = MOCK_USER_IDS.member;
const POST = must(mockStore.posts[0], 'a seeded post').id;

/** A card's heart as the feed's cards draw it: the page's favourites, toggled through the post writes. */
function Heart({ post }: { post: Post }) {
  const { toggleFavourite } = usePostMutations();
  const { isFavourite } = useFavouritePostIds();
  return (
    <button type="button" aria-pressed={isFavourite(post.id)} onClick={() => void toggleFavourite(post)}>
      Favourite this post
    </button>
  );
}

function renderCard(options: { persistWrites?: boolean; storage?: EduStorage } = {}) {
  mockSession.set('member');
  if (mockStore.isFavorite('posts', member, POST)) mockStore.toggleFavorite('posts', member, POST);
  const user = must(mockSession.current(), 'the member');
  const toast = { show: vi.fn(() => 'toast'), dismiss: vi.fn() };
  const toggles = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(`/posts/${POST}/favorite`)) toggles.count += 1;
  });
  render(
    <EduProvider
      client={createApiClient({ baseUrl: 'http://api.test' })}
      session={{ user: { ...user }, isAdmin: false }}
      queryClient={createTestQueryClient()}
      toast={toast}
      storage={options.storage ?? memoryStorage()}
      persistWrites={options.persistWrites}
    >
      <Heart post={seededPost(POST)} />
    </EduProvider>,
  );
  const heart = () => screen.getByRole('button', { name: 'Favourite this post' });
  return { heart, toast, toggles };
}

/** The favourite reaches the server, its answer and the read-back are lost: the connection just dropped. */
function dropConnectionAfterTheToggle() {
  mockControls.fail('posts.toggleFavorite', { network: true, applied: true }, { times: 1 });
  mockControls.fail('feed.getFavorites', { network: true });
}

/** The connection comes back: the browser goes offline and online again, and the server answers again. */
function reconnect() {
  act(() => onlineManager.setOnline(false));
  mockControls.clear('feed.getFavorites');
  act(() => onlineManager.setOnline(true));
}

describe('a favourite whose answer was lost after the server did it', () => {
  it('shows the server’s state after reconnecting, sent once, and no failure is claimed for it', async () => {
    const { heart, toast, toggles } = renderCard();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    dropConnectionAfterTheToggle();
    await userEvent.setup({ delay: null }).click(heart());
    await waitFor(() => expect(toggles.count).toBe(1));
    reconnect();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(mockStore.isFavorite('posts', member, POST)).toBe(true);
    expect(toggles.count).toBe(1);
    expect(toast.show).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
  });

  it('with persistWrites the choice waits and shows; after reconnecting the server is read, not toggled again', async () => {
    const storage = memoryStorage();
    const { heart, toast, toggles } = renderCard({ persistWrites: true, storage });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    dropConnectionAfterTheToggle();
    await userEvent.setup({ delay: null }).click(heart());
    await waitFor(() => expect(screen.getByRole('status', { name: 'Changes waiting' })).toHaveTextContent('1 change is waiting to be sent.'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    reconnect();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Changes waiting' })).toHaveTextContent(''));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(mockStore.isFavorite('posts', member, POST)).toBe(true);
    expect(toggles.count).toBe(1);
    expect(toast.show).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
  });
});
