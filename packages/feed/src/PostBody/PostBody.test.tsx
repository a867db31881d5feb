import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, postSchema, type Post } from '@edupassport/api-client';
import { mockStore, MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { startMockBackend } from '../ComposerFrame/composerTestUtils';
import { PostCard } from '../PostCard';
import { preloadPostBodies } from './bodies';

startMockBackend();

const client = createApiClient({ baseUrl: 'http://api.test' });
// The mock store's clock: the seeded poll is open at its time.
const renderCard = (card: ReactElement) =>
  render(
    <EduContextProvider client={client} session={{ user: { id: MOCK_USER_IDS.member, full_name: 'Amara Okafor' } }} clock={{ now: () => mockStore.time() }}>
      {card}
    </EduContextProvider>,
  );
const post = (id: number): Post => postSchema.parse(structuredClone(mockStore.posts.find((p) => p.id === id)));

describe('PostBody loading its code by post type', { timeout: 30_000 }, () => {
  // The order matters: the first test needs the poll's code not loaded yet.
  it('shows the poll’s question at once, busy, and its options once the poll’s code is here', async () => {
    const poll = post(1012);
    renderCard(<PostCard post={poll} favourite={false} />);
    const question = screen.getByRole('heading', { name: poll.headline ?? '' });
    expect(question.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Vote for / })).toBeNull();
    // The footer does not wait for the body.
    expect(screen.getByRole('group', { name: 'Post actions' })).toBeInTheDocument();
    // The first import of the poll's code is transformed on the spot here: slow on a busy machine.
    expect((await screen.findAllByRole('button', { name: /^Vote for / }, { timeout: 15_000 })).length).toBeGreaterThan(1);
    expect(screen.getByRole('heading', { name: poll.headline ?? '' }).closest('[aria-busy="true"]')).toBeNull();
  });

  it('renders a body in the first pass once preloaded', async () => {
    await preloadPostBodies();
    renderCard(<PostCard post={post(1003)} favourite={false} />);
    expect(screen.getByRole('link', { name: 'Read Full' })).toBeInTheDocument();
    expect(document.querySelector('[data-state="loading"][aria-busy="true"]')).toBeNull();
  });
});
