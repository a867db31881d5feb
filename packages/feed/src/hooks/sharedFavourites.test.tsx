// Standalone cards (no Feed) share the page's reads: one favourites request for every heart, one post entry for
// every card of a post, and the post's comment count follows what the viewer adds.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiClient, type Post } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { server, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { must, seededPost } from '../PostActions/storyHelpers';
import { PostCard } from '../PostCard';
import { usePost } from './usePostDetail';

startMockBackend();

function signedIn() {
  mockSession.set('member');
  const user = must(mockSession.current(), 'the member');
  return { user: { ...user }, isAdmin: false };
}

/** How many times the favourites endpoint was read from now on. */
function countFavouriteReads() {
  const reads = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/users/posts/favorites') reads.count += 1;
  });
  return reads;
}

/** A card of a post on its own, as a host shows one: the post from the query cache, which every write updates. */
function Alone({ post }: { post: Post }) {
  const shown = usePost(post.id, { initialData: post }).post ?? post;
  return <PostCard post={shown} />;
}

const heartOf = (card: HTMLElement) => within(card).getByRole('button', { name: 'Favourite this post' });

describe('standalone post cards', () => {
  it('read the favourites once for three cards, and a failed toggle rolls back on both cards of the post', async () => {
    const session = signedIn();
    const [first, second] = mockStore.posts;
    const shared = must(first, 'a post').id;
    const other = must(second, 'another post').id;
    // The shared post starts as a favourite, the other one not.
    if (!mockStore.isFavorite('posts', MOCK_USER_IDS.member, shared)) mockStore.toggleFavorite('posts', MOCK_USER_IDS.member, shared);
    if (mockStore.isFavorite('posts', MOCK_USER_IDS.member, other)) mockStore.toggleFavorite('posts', MOCK_USER_IDS.member, other);
    const reads = countFavouriteReads();
    const client = createApiClient({ baseUrl: 'http://api.test' });
    render(
      <EduProvider client={client} session={session} queryClient={createTestQueryClient()}>
        <PostCard post={seededPost(shared)} data-testid="a" />
        <PostCard post={seededPost(shared)} data-testid="b" />
        <PostCard post={seededPost(other)} data-testid="c" />
      </EduProvider>,
    );
    const [a, b, c] = ['a', 'b', 'c'].map((id) => screen.getByTestId(id));
    if (!a || !b || !c) throw new Error('three cards');
    await waitFor(() => expect(heartOf(a)).toHaveAttribute('aria-pressed', 'true'));
    expect(heartOf(b)).toHaveAttribute('aria-pressed', 'true');
    expect(heartOf(c)).toHaveAttribute('aria-pressed', 'false');
    expect(reads.count).toBe(1);

    // The toggle fails after a pause: both hearts of the post empty at once, then both come back.
    mockControls.delay('posts.toggleFavorite', 300);
    mockControls.fail('posts.toggleFavorite', { status: 500, message: 'Favourites are down' }, { times: 1 });
    await userEvent.setup({ delay: null }).click(heartOf(a));
    await waitFor(() => expect(heartOf(a)).toHaveAttribute('aria-pressed', 'false'));
    expect(heartOf(b)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(heartOf(a)).toHaveAttribute('aria-pressed', 'true'));
    expect(heartOf(b)).toHaveAttribute('aria-pressed', 'true');
    expect(heartOf(c)).toHaveAttribute('aria-pressed', 'false');
    expect(mockStore.isFavorite('posts', MOCK_USER_IDS.member, shared)).toBe(true);
    // Still the one read: a toggle does not read the list again.
    expect(reads.count).toBe(1);
  });

  it('shows the new comment count once a comment is added and the comments closed', async () => {
    const session = signedIn();
    const post = seededPost(must(mockStore.posts[2], 'a post').id);
    const client = createApiClient({ baseUrl: 'http://api.test' });
    render(
      <EduProvider client={client} session={session} queryClient={createTestQueryClient()}>
        <Alone post={post} />
      </EduProvider>,
    );
    const user = userEvent.setup({ delay: null });
    const count = (n: number) => `${n} ${n === 1 ? 'Comment' : 'Comments'}`;
    await user.click(screen.getByRole('button', { name: count(post.comments) }));
    const section = await screen.findByRole('region', { name: 'Comments' });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'ready'));
    await user.type(within(section).getByRole('textbox', { name: 'Write a comment' }), 'Lovely, thank you!');
    await user.click(within(section).getByRole('button', { name: 'Send' }));
    await within(section).findByText('Lovely, thank you!');
    await user.click(screen.getByRole('button', { name: count(post.comments + 1) }));
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull();
    expect(screen.getByRole('button', { name: count(post.comments + 1) })).toHaveAttribute('aria-expanded', 'false');
  });
});
