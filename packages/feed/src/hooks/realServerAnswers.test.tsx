// The feed against answers a real server may give: a write's 2xx without its entity (204, {"success":true}, the
// text OK), an update answered with the post as it was, a failed delete confirmation, a malformed post in a page.
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, decodeMultimediaContent, type Post, type PostInput } from '@edupassport/api-client';
import { handlers, mockControls, mockSession, mockStore, type MockRole } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { memoryStorage, server, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { answerWithout, must, seededPost, type EntitylessAnswer } from '../PostActions/storyHelpers';
import { CommentSection } from '../CommentSection';
import { PostCard } from '../PostCard';
import { ShareToFeedDialog } from '../ShareToFeedDialog';
import { useComments } from './useComments';
import { useComposerFlow } from './useComposerFlow';
import { useComposerSave } from './useComposerSave';
import { useFeed } from './useFeed';
import { usePoll } from './usePoll';
import { usePostEdit } from './usePostEdit';
import { usePost } from './usePostDetail';
import { usePostMutations } from './usePostMutations';

startMockBackend();

/** The postAuthor's own seeded post (the newest), and the seeded poll that is still open. */
const OWN_POST_ID = 1000;
const OPEN_POLL = 1012;
const answers: EntitylessAnswer[] = ['noContent', 'success', 'textOk'];

/** The provider as a host sets it up, with a toast and an invalid-data reporter to look at. */
function world(role: MockRole = 'postAuthor') {
  mockSession.set(role);
  const user = mockSession.current();
  const toast = { show: vi.fn(), dismiss: vi.fn() };
  const onInvalidData = vi.fn();
  const client = createApiClient({ baseUrl: 'http://api.test', onInvalidData });
  const storage = memoryStorage();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider
      client={client}
      session={{ user: user ? { ...user } : null, isAdmin: false }}
      storage={storage}
      toast={toast}
      clock={{ now: () => mockStore.time() }}
    >
      {children}
    </EduContextProvider>
  );
  return { wrapper, toast, onInvalidData, client };
}

/** Every request path the mock backend receives from now on, in order. */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}

const ids = (posts: readonly Post[]) => posts.map((p) => String(p.id));

/**
 * One write of the mock backend answered 201 with a partial echo of its entity, as a real server does: the mock
 * does the work, and the answer holds the entity's own columns under `key`, its author only as `user_id`.
 */
function answerPartially(method: 'post' | 'put', path: string, key: string) {
  return http[method](`*${path}`, async ({ request }) => {
    const mocked = await getResponse(handlers, request);
    if (!mocked?.ok) return mocked;
    const body = (await mocked.json().catch(() => ({}))) as { data?: Record<string, unknown> } & Record<string, unknown>;
    const entity = (body.data?.[key] ?? body[key] ?? body.data ?? {}) as { user?: { id?: unknown } } & Record<string, unknown>;
    const { user, ...columns } = entity;
    return HttpResponse.json({ message: 'Saved', data: { [key]: { ...columns, user_id: user?.id ?? 1 } } }, { status: 201 });
  });
}

/** The texts the page's alerts show (an empty live region shows none). */
const shownErrors = () => screen.queryAllByRole('alert').map((alert) => alert.textContent?.trim()).filter(Boolean);

/** How many requests with this method reach a path containing `part`. */
const sent = (requests: readonly string[], method: string, part: string) => requests.filter((r) => r.startsWith(`${method} `) && r.includes(part)).length;

describe('a create answered without the new post', () => {
  it.each(answers)('(%s) reloads page 1 in place: the server’s new post tops the feed, no stand-in', async (answer) => {
    server.use(answerWithout('post', '/api/users/create-feed-post', answer));
    const { wrapper, toast } = world();
    const input: PostInput = { post_type: 'announcement', headline: 'Term 2 timetable', content: 'Staff meeting moved' };
    const { result } = renderHook(
      () => {
        const feed = useFeed();
        const flow = useComposerFlow({ postType: 'announcement', values: null, setValues: () => undefined, dirty: true, input });
        return { feed, flow };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.feed.status).toBe('success'));
    act(() => result.current.feed.loadMore());
    await waitFor(() => expect(result.current.feed.page).toBe(2));
    const before = ids(result.current.feed.posts);
    expect(before).toHaveLength(20);

    const requests = recordRequests();
    let saved: Post | undefined | 'pending' = 'pending';
    await act(async () => {
      saved = await result.current.flow.onSave();
    });
    expect(saved).toBeUndefined();
    expect(toast.show).toHaveBeenCalledWith({ kind: 'success', title: 'Post created successfully' });

    const created = must(mockStore.posts[0], 'the created post');
    expect(created.headline).toBe('Term 2 timetable');
    await waitFor(() => expect(result.current.feed.posts[0]?.id).toBe(created.id));
    // In place: the other 20 follow in their order (the one pushed to page 2 kept once), no skeleton, no page 2 again.
    expect(ids(result.current.feed.posts)).toEqual([String(created.id), ...before]);
    expect(result.current.feed.posts[0]).toMatchObject({ headline: 'Term 2 timetable', user: { id: created.user.id } });
    expect(result.current.feed.status).toBe('success');
    expect(result.current.feed.page).toBe(2);
    expect(requests.filter((r) => r.includes('get-feed'))).toEqual(['GET /api/users/get-feed?page=1&pageSize=10']);
    expect(result.current.feed.posts.some((p) => String(p.id).startsWith('local-'))).toBe(false);
  });

  it('still prepends the post itself when the answer holds it (no reload)', async () => {
    const { wrapper } = world();
    const input: PostInput = { post_type: 'post', content: 'Our reading corner is open.' };
    const { result } = renderHook(
      () => {
        const feed = useFeed();
        const save = useComposerSave();
        return { feed, save };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.feed.status).toBe('success'));
    const requests = recordRequests();
    let saved: Post | undefined;
    await act(async () => {
      saved = await result.current.save(input);
    });
    expect(saved?.content).toBe('Our reading corner is open.');
    // The list lives in the query cache: the change reaches the hook on the cache's next notification.
    await waitFor(() => expect(result.current.feed.posts[0]?.id).toBe(saved?.id));
    expect(requests.some((r) => r.includes('get-feed'))).toBe(false);
  });
});

describe('an edit', () => {
  const OLD_MEDIA = ['/uploads/pictures/museum-1.jpg', '/uploads/pictures/museum-2.jpg'];
  const NEW_MEDIA = ['/uploads/pictures/volcano.jpg'];
  const multimediaPost = () => {
    Object.assign(must(mockStore.posts.find((p) => p.id === OWN_POST_ID), 'own post'), {
      post_type: 'multimedia',
      headline: null,
      content: JSON.stringify({ content: '<p>Museum trip</p>', multimedia: OLD_MEDIA }),
    });
    return seededPost(OWN_POST_ID);
  };
  const newContent: PostInput = { post_type: 'multimedia', content: '<p>Volcano day</p>', multimedia: NEW_MEDIA };

  it.each(answers)('(%s) hands on the post read back from the server, with the new media', async (answer) => {
    server.use(answerWithout('put', '/api/users/posts/:id', answer));
    const post = multimediaPost();
    const { wrapper } = world();
    const { result } = renderHook(() => useComposerSave(post), { wrapper });
    let saved: Post | undefined;
    await act(async () => {
      saved = await result.current(newContent);
    });
    expect(saved).toMatchObject({ id: OWN_POST_ID, post_type: 'multimedia', media: { content: '<p>Volcano day</p>', multimedia: NEW_MEDIA } });
    // The whole post, not a merge: author, reactions and counts as the server has them.
    expect(saved?.user).toEqual(post.user);
    expect(saved?.reactions).toEqual(post.reactions);
  });

  it('shows the server’s post even when the update answers with the post as it was before', async () => {
    const post = multimediaPost();
    const stale = structuredClone(must(mockStore.posts.find((p) => p.id === OWN_POST_ID), 'own post'));
    server.use(
      http.put('*/api/users/posts/:id', async ({ request }) => {
        await getResponse(handlers, request);
        return HttpResponse.json({ data: stale });
      }),
    );
    const { wrapper } = world();
    const { result } = renderHook(() => useComposerSave(post), { wrapper });
    let saved: Post | undefined;
    await act(async () => {
      saved = await result.current(newContent);
    });
    expect(saved?.media?.multimedia).toEqual(NEW_MEDIA);
  });

  it('uses the answer’s post when only the read-back fails; without one it still succeeds, and reads the post again', async () => {
    const post = multimediaPost();
    const { wrapper } = world();
    const { result } = renderHook(() => useComposerSave(post), { wrapper });
    mockControls.fail('posts.get', { status: 503, message: 'Reads are paused' });
    let saved: Post | undefined;
    await act(async () => {
      saved = await result.current(newContent);
    });
    expect(saved?.media?.multimedia).toEqual(NEW_MEDIA);

    // The edit is saved: no failure, no second send; the post shows it once reads work again.
    server.use(answerWithout('put', '/api/users/posts/:id', 'noContent'));
    const requests = recordRequests();
    await act(async () => {
      await expect(result.current({ ...newContent, content: '<p>Lava day</p>' })).resolves.toBeUndefined();
    });
    expect(sent(requests, 'PUT', `/posts/${OWN_POST_ID}`)).toBe(1);
    expect(decodeMultimediaContent(mockStore.posts.find((p) => p.id === OWN_POST_ID)?.content).content).toBe('<p>Lava day</p>');
  });
});

describe('writes answered with a partial echo (no author object) end as a success', () => {
  it('a comment: the box clears, no error, one request, and the comment shows after the reload', async () => {
    server.use(answerPartially('post', '/api/users/comment-on-post/:id', 'comment'));
    const { wrapper, toast } = world('member');
    render(<CommentSection postId={OWN_POST_ID} />, { wrapper });
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    const requests = recordRequests();
    await user.type(box, 'Lovely!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByText('Lovely!')).toBeInTheDocument();
    expect(shownErrors()).toEqual([]);
    expect(toast.show).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
    expect(sent(requests, 'POST', 'comment-on-post')).toBe(1);
  });

  it('a reply: it resolves, one request, and the reply shows under its comment after the reload', async () => {
    server.use(answerPartially('post', '/api/users/posts/:id/comments/:commentId/reply', 'reply'));
    const { wrapper } = world('member');
    const { result } = renderHook(() => useComments(OWN_POST_ID), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const parent = must(result.current.comments[0], 'a comment');
    const requests = recordRequests();
    await act(() => result.current.reply(parent.id, 'Thank you!'));
    await waitFor(() => expect(result.current.comments.find((c) => c.id === parent.id)?.replies.at(-1)).toMatchObject({ comment_text: 'Thank you!', depth: 1 }));
    expect(sent(requests, 'POST', '/reply')).toBe(1);
  });

  it('a new post: the save succeeds with its toast, one request, and the post tops the feed after the reload', async () => {
    server.use(answerPartially('post', '/api/users/create-feed-post', 'post'));
    const { wrapper, toast } = world();
    const input: PostInput = { post_type: 'announcement', headline: 'Term 2 timetable', content: 'Staff meeting moved' };
    const { result } = renderHook(
      () => {
        const feed = useFeed();
        const flow = useComposerFlow({ postType: 'announcement', values: null, setValues: () => undefined, dirty: true, input });
        return { feed, flow };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.feed.status).toBe('success'));
    const requests = recordRequests();
    await act(async () => {
      await result.current.flow.onSave();
    });
    expect(toast.show).toHaveBeenCalledWith({ kind: 'success', title: 'Post created successfully' });
    const created = must(mockStore.posts[0], 'the created post');
    await waitFor(() => expect(result.current.feed.posts[0]).toMatchObject({ id: created.id, headline: 'Term 2 timetable' }));
    expect(sent(requests, 'POST', 'create-feed-post')).toBe(1);
  });

  it('a share: the dialog closes, no error, one request, and the share tops the feed after the reload', async () => {
    server.use(answerPartially('post', '/api/users/posts/:id/share', 'post'));
    const { wrapper } = world('member');
    const onOpenChange = vi.fn();
    // The feed and the dialog share one provider, so the share lands in the list the feed shows.
    let feed: ReturnType<typeof useFeed> | undefined;
    function FeedAndDialog() {
      feed = useFeed();
      return <ShareToFeedDialog open onOpenChange={onOpenChange} post={seededPost(OPEN_POLL)} />;
    }
    render(<FeedAndDialog />, { wrapper });
    await waitFor(() => expect(feed?.status).toBe('success'));
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Share to your feed' });
    const requests = recordRequests();
    await user.type(within(dialog).getByRole('textbox', { name: 'Add a comment (optional)' }), 'Vote!');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(shownErrors()).toEqual([]);
    const share = must(mockStore.posts[0], 'the share');
    await waitFor(() => expect(feed?.posts[0]).toMatchObject({ id: share.id, share_comment: 'Vote!' }));
    expect(sent(requests, 'POST', '/share')).toBe(1);
  });

  it('an edit: the save succeeds with the post read back, one request, and no error', async () => {
    server.use(answerPartially('put', '/api/users/posts/:id', 'post'));
    const { wrapper } = world();
    const { result } = renderHook(() => usePostEdit({ id: OWN_POST_ID }), { wrapper });
    const requests = recordRequests();
    let outcome: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      outcome = await result.current.submit({ post_type: 'post', content: '<p>Edited words</p>' });
    });
    expect(outcome).toEqual({ ok: true, data: expect.objectContaining({ id: OWN_POST_ID, content: '<p>Edited words</p>' }) });
    expect(result.current.error).toBeNull();
    expect(sent(requests, 'PUT', `/posts/${OWN_POST_ID}`)).toBe(1);
  });
});

describe('a post sent without created_at', () => {
  it('shows its card without a time: no placeholder, no invalid date', async () => {
    server.use(
      http.get('*/api/users/posts/:id', async ({ request }) => {
        const mocked = must(await getResponse(handlers, request), 'the mock post');
        const body = (await mocked.json()) as { data: { post?: Record<string, unknown> } & Record<string, unknown> };
        delete (body.data.post ?? body.data).created_at;
        return HttpResponse.json(body);
      }),
    );
    const { wrapper, client } = world('member');
    const post = await client.posts.get(1004);
    expect(post.created_at).toBeUndefined();
    const { container } = render(<PostCard post={post} />, { wrapper });
    const card = screen.getByRole('article');
    expect(within(card).getByText(post.user.full_name)).toBeInTheDocument();
    expect(container.querySelector('time, [data-invalid]')).toBeNull();
    expect(card).not.toHaveTextContent(/Invalid date|—/);
  });
});

describe('a delete whose confirmation fails', () => {
  it('removes the card and shows the toast on the DELETE’s 2xx; the failure is only reported', async () => {
    mockControls.fail('posts.confirmDelete', { status: 500, message: 'Confirmations are down' });
    const { wrapper, toast, onInvalidData } = world();
    render(<PostCard post={seededPost(OWN_POST_ID)} />, { wrapper });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('article')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(toast.show).toHaveBeenCalledWith({ kind: 'success', title: 'Post deleted successfully' });
    expect(mockStore.posts.some((p) => p.id === OWN_POST_ID)).toBe(false);
    expect(screen.queryByText('Confirmations are down')).toBeNull();
    await waitFor(() => expect(onInvalidData).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'posts.confirmDelete' })));
  });
});

describe('a feed page with a malformed post', () => {
  it('shows the other 9 and still offers the next page', async () => {
    server.use(
      http.get('*/api/users/get-feed', async ({ request }) => {
        const mocked = must(await getResponse(handlers, request), 'the mock feed');
        const body = (await mocked.json()) as { data: { feed_posts: Array<Record<string, unknown>> } };
        if (new URL(request.url).searchParams.get('page') === '1') (body.data.feed_posts[3] as Record<string, unknown>).user = null;
        return HttpResponse.json(body);
      }),
    );
    const { wrapper, onInvalidData } = world('member');
    const { result } = renderHook(() => useFeed(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const broken = String(must(mockStore.posts[3], 'seeded post').id);
    expect(result.current.posts).toHaveLength(9);
    expect(ids(result.current.posts)).not.toContain(broken);
    expect(result.current.hasMore).toBe(true);
    expect(onInvalidData).toHaveBeenCalledTimes(1);
    expect(onInvalidData).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'feed.getFeed', index: 3, dropped: 1 }));

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(result.current.posts).toHaveLength(19);
    expect(result.current.hasMore).toBe(true);
  });
});

describe('comments and replies answered without the comment', () => {
  it.each(answers)('(%s) a comment shows after the reload, and the count follows', async (answer) => {
    server.use(answerWithout('post', '/api/users/comment-on-post/:id', answer));
    const { wrapper } = world('member');
    const { result } = renderHook(() => useComments(OWN_POST_ID), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const before = result.current.count;
    await act(() => result.current.addComment('  Lovely work, everyone!  '));
    await waitFor(() => expect(result.current.comments[0]?.comment_text).toBe('Lovely work, everyone!'));
    expect(result.current.count).toBe(before + 1);
  });

  it('a reply answered 204 shows under its comment after the reload', async () => {
    server.use(answerWithout('post', '/api/users/posts/:id/comments/:commentId/reply', 'noContent'));
    const { wrapper } = world('member');
    const { result } = renderHook(() => useComments(OWN_POST_ID), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const parent = must(result.current.comments[0], 'a comment');
    const before = result.current.count;
    await act(() => result.current.reply(parent.id, 'Thank you!'));
    await waitFor(() => expect(result.current.count).toBe(before + 1));
    const replies = result.current.comments.find((c) => c.id === parent.id)?.replies ?? [];
    expect(replies.at(-1)).toMatchObject({ comment_text: 'Thank you!', depth: 1 });
  });
});

describe('reactions, favourites and votes answered without an entity', () => {
  it.each(answers)('(%s) a reaction stays, confirmed by reading the post', async (answer) => {
    server.use(answerWithout('post', '/api/users/react-to-post/:id', answer));
    const { wrapper } = world('member');
    const { result } = renderHook(() => useFeed(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const target = must(result.current.posts[1], 'a post');
    const member = String(mockSession.current()?.id);
    const mine = () => result.current.posts[1]?.reactions.filter((r) => String(r.user_id) === member) ?? [];
    const had = mine()[0]?.reaction_type;
    const emoji = had === '🏆' ? '💡' : '🏆';
    await act(() => result.current.react(target.id, emoji));
    expect(mine()).toEqual([expect.objectContaining({ reaction_type: emoji })]);
    expect(mockStore.posts.find((p) => p.id === target.id)?.reactions.some((r) => String(r.user_id) === member && r.reaction_type === emoji)).toBe(true);
  });

  it('a single card’s reaction (usePost) answered 204 stays, confirmed by reading the post', async () => {
    server.use(answerWithout('post', '/api/users/react-to-post/:id', 'noContent'));
    const { wrapper } = world('member');
    const member = String(mockSession.current()?.id);
    const stored = must(mockStore.posts.find((p) => p.id === OPEN_POLL), 'a post');
    stored.reactions = stored.reactions.filter((r) => String(r.user_id) !== member);
    const { result } = renderHook(
      () => ({ post: usePost(OPEN_POLL, { initialData: seededPost(OPEN_POLL) }).post, mutations: usePostMutations() }),
      { wrapper },
    );
    await act(() => result.current.mutations.react(must(result.current.post, 'the post'), '🎓'));
    expect(result.current.post?.reactions.filter((r) => String(r.user_id) === member)).toEqual([expect.objectContaining({ reaction_type: '🎓' })]);
    expect(result.current.post?.reactions).toHaveLength(stored.reactions.length);
  });

  it.each(answers)('(%s) a favourite keeps its optimistic state', async (answer) => {
    server.use(answerWithout('post', '/api/users/posts/:id/favorite', answer));
    const { wrapper } = world('member');
    const { result } = renderHook(() => useFeed(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const id = must(result.current.posts[0], 'a post').id;
    const before = result.current.isFavourite(id);
    await act(() => result.current.toggleFavourite(id));
    expect(result.current.isFavourite(id)).toBe(!before);
  });

  it.each(answers)('(%s) a vote reloads the poll with the new count', async (answer) => {
    server.use(answerWithout('post', '/api/users/vote-on-poll/:id', answer));
    const { wrapper, client } = world('member');
    const poll = await client.posts.get(OPEN_POLL);
    const onUpdated = vi.fn();
    const { result } = renderHook(() => usePoll(poll, { onUpdated }), { wrapper });
    const option = must(result.current.options[0], 'an option');
    await act(() => result.current.vote(option.text));
    expect(result.current.error).toBe('');
    expect(result.current.options[0]?.votes).toBe(option.votes + 1);
    expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ id: OPEN_POLL }));
  });
});
