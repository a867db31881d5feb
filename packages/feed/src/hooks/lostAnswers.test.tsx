// A write whose answer is lost after the server did it (the fault run): read back, never shown as a failure, never
// done twice by the retry a failure would invite.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Post } from '@edupassport/api-client';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { startMockBackend } from '../ComposerFrame/composerTestUtils';
import { signedInWorld } from '../ComposerFrame/signedInWorld';
import { must, seededPost } from '../PostActions/storyHelpers';
import { feedKeys } from '../queryKeys';
import type { FeedPage } from './postQueries';
import { useComments } from './useComments';
import { useComposerSave } from './useComposerSave';
import { usePoll } from './usePoll';

startMockBackend();

/** A seeded poll still open at FIXTURE_NOW. */
const OPEN_POLL = 1012;
const FEED = feedKeys.list({ query: '', pageSize: 10 });
/** The answer of the next call of `name` is lost after the server did the write. */
const loseNextAnswer = (name: 'posts.comment' | 'posts.reply' | 'posts.vote' | 'feed.createPost') => mockControls.fail(name, { network: true, applied: true }, { times: 1 });


const serverComments = (text: string) => (mockStore.comments[String(OPEN_POLL)] ?? []).filter((c) => c.comment_text === text);

describe('an answer lost after the server did the write', () => {
  it('a comment: shown once, no failure, not sent again', async () => {
    const { wrapper } = signedInWorld();
    const { result } = renderHook(() => useComments(OPEN_POLL), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    loseNextAnswer('posts.comment');
    await act(() => result.current.addComment('  Lovely idea for Year 5  '));
    expect(result.current.comments.filter((c) => c.comment_text === 'Lovely idea for Year 5')).toHaveLength(1);
    expect(serverComments('Lovely idea for Year 5')).toHaveLength(1);
  });

  it('a comment that never reached the server still fails, so its text is kept for a retry', async () => {
    const { wrapper } = signedInWorld();
    const { result } = renderHook(() => useComments(OPEN_POLL), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    mockControls.fail('posts.comment', { network: true }, { times: 1 });
    await expect(act(() => result.current.addComment('Not sent'))).rejects.toMatchObject({ kind: 'network' });
    expect(serverComments('Not sent')).toHaveLength(0);
  });

  it('a vote: counted once, marked as the viewer’s, no error; a share of the poll on the page shows it too', async () => {
    const { wrapper, queryClient } = signedInWorld();
    const poll = seededPost(OPEN_POLL);
    const share: Post = { ...seededPost(1000), id: 99_001, post_type: 'post', shared_post: poll };
    queryClient.setQueryData<InfiniteData<FeedPage>>(FEED, { pages: [{ posts: [poll, share], received: 2 }], pageParams: [1] });
    const option = must(poll.poll_options[0], 'an option');
    const before = option.votes;
    const { result } = renderHook(() => usePoll(poll), { wrapper });
    loseNextAnswer('posts.vote');
    await act(() => result.current.vote(option.text));
    expect(result.current.error).toBe('');
    expect(result.current.viewerVote).toBe(option.text);
    const stored = must(mockStore.posts.find((p) => p.id === OPEN_POLL), 'the stored poll');
    expect(stored.poll_options?.find((o) => o.text === option.text)?.votes).toBe(before + 1);
    const shown = must(queryClient.getQueryData<InfiniteData<FeedPage>>(FEED), 'the feed').pages[0]!.posts;
    expect(shown[0]?.poll_options[0]?.votes).toBe(before + 1);
    expect(shown[1]?.shared_post?.poll_options[0]?.votes).toBe(before + 1);
  });
});

describe('a new post whose answer is lost after the server made it', () => {
  it('resolves to the post the server made, once, and tops the feed once', async () => {
    const { wrapper, queryClient } = signedInWorld();
    const page = mockStore.posts.slice(0, 10).map((p) => seededPost(p.id));
    queryClient.setQueryData<InfiniteData<FeedPage>>(FEED, { pages: [{ posts: page, received: 10 }], pageParams: [1] });
    const { result } = renderHook(() => useComposerSave(), { wrapper });
    loseNextAnswer('feed.createPost');
    const before = mockStore.posts.length;
    let saved: Post | undefined;
    await act(async () => {
      saved = await result.current({ post_type: 'post', content: 'Field trip forms are due Friday' });
    });
    expect(saved?.content).toBe('Field trip forms are due Friday');
    expect(mockStore.posts.length).toBe(before + 1);
    const top = must(queryClient.getQueryData<InfiniteData<FeedPage>>(FEED), 'the feed').pages[0]!.posts;
    expect(top.filter((p) => p.content === 'Field trip forms are due Friday')).toHaveLength(1);
    expect(String(top[0]?.id)).toBe(String(saved?.id));
  });
});
