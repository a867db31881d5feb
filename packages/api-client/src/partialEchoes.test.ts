// @vitest-environment node
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import type { InvalidDataReport } from './index';

/*
 * Answers a real server gives that the kit used to refuse: a write's 2xx echoing only part of its entity, and
 * posts whose nested fields come as JSON strings, without created_at, or with an empty vote count.
 */

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function reporting(): { client: ApiClient; reports: InvalidDataReport[] } {
  const reports: InvalidDataReport[] = [];
  return { client: createApiClient({ baseUrl: BASE, onInvalidData: (report) => reports.push(report) }), reports };
}

/** Answers every request with `body` (status 200 unless given) and counts the requests. */
function answerAll(body: JsonBodyType, status = 200): { count: () => number } {
  let count = 0;
  server.use(
    http.all('*', () => {
      count += 1;
      return HttpResponse.json(body, { status });
    }),
  );
  return { count: () => count };
}

const author = { id: 7, full_name: 'Amara Okafor', profile_picture: null };
const post = (id: number, extra: Record<string, unknown> = {}) => ({ id, user: author, created_at: '2026-11-20T10:00:00Z', post_type: 'post', content: `post ${id}`, ...extra });
/** A post as a server echoes it after a write: its own columns, no `user` object. */
const partialPost = { id: 77, user_id: 1, post_type: 'post', content: 'Hi', created_at: '2026-11-20T10:00:00Z' };

describe('a 2xx write that echoes a partial entity is a success', () => {
  it.each<[string, JsonBodyType, (c: ApiClient) => Promise<unknown>]>([
    ['posts.comment', { data: { comment: { id: 9, comment_text: 'hi', user_id: 1 } } }, (c) => c.posts.comment(1, { comment_text: 'hi' })],
    ['posts.reply', { data: { reply: { id: 10, reply_text: 'hi', user_id: 1 } } }, (c) => c.posts.reply(1, 9, { reply_text: 'hi' })],
    ['feed.createPost', { message: 'Post created', data: { post: partialPost } }, (c) => c.feed.createPost({ post_type: 'post', content: 'Hi' })],
    ['posts.share', { message: 'Post shared', data: { post: { ...partialPost, post_type: 'share', shared_post_id: 1 } } }, (c) => c.posts.share(1, { share_comment: 'Look' })],
    ['posts.update', { message: 'Post updated', data: { post: partialPost } }, (c) => c.posts.update(77, { post_type: 'post', content: 'Hi' })],
  ])('%s resolves without the entity (the caller reads it back), one request, nothing reported', async (_, answer, run) => {
    const { client, reports } = reporting();
    const requests = answerAll(answer, 201);
    await expect(run(client)).resolves.toBeUndefined();
    expect(requests.count()).toBe(1);
    expect(reports).toEqual([]);
  });

  it('still resolves to the echoed post when it parses completely', async () => {
    answerAll({ message: 'Post created', data: { post: post(77) } });
    await expect(reporting().client.feed.createPost({ post_type: 'post', content: 'Hi' })).resolves.toMatchObject({ id: 77, user: { id: 7, full_name: 'Amara Okafor' } });
  });

  it('still rejects a write the server refused', async () => {
    answerAll({ message: 'Comments are closed' }, 422);
    await expect(reporting().client.posts.comment(1, { comment_text: 'hi' })).rejects.toMatchObject({ kind: 'http', status: 422, message: 'Comments are closed' });
  });
});

describe('posts whose nested fields are JSON strings', () => {
  const pollOptions = [
    { text: 'Yes', votes: 3 },
    { text: 'No', votes: '1' },
  ];
  const pollLength = { days: 1, hours: 2, minutes: 0 };
  const pages = [{ content: '<p>One</p>', multimedia: ['/a.jpg'] }, { content: '<p>Two</p>', multimedia: '["/b.jpg"]' }];

  it('decodes poll_options and poll_length', async () => {
    answerAll({ data: { feed_posts: [post(1, { post_type: 'poll', headline: 'Lunch?', poll_options: JSON.stringify(pollOptions), poll_length: JSON.stringify(pollLength) })] } });
    const { client, reports } = reporting();
    const [poll] = await client.feed.getFeed({ page: 1 });
    expect(poll).toMatchObject({
      id: 1,
      poll_options: [
        { text: 'Yes', votes: 3 },
        { text: 'No', votes: 1 },
      ],
      poll_length: pollLength,
    });
    expect(reports).toEqual([]);
  });

  it('decodes a microblog’s pages, and a page’s multimedia', async () => {
    answerAll({ data: { feed_posts: [post(2, { post_type: 'microblog', headline: 'Trip', pages: JSON.stringify(pages) })] } });
    const [microblog] = await reporting().client.feed.getFeed({ page: 1 });
    expect(microblog?.pages).toEqual([
      { content: '<p>One</p>', multimedia: ['/a.jpg'] },
      { content: '<p>Two</p>', multimedia: ['/b.jpg'] },
    ]);
  });

  it('reads a blank string as an empty list or no poll length', async () => {
    answerAll({ data: { feed_posts: [post(3, { post_type: 'poll', poll_options: '', poll_length: '', pages: ' ' })] } });
    const [poll] = await reporting().client.feed.getFeed({ page: 1 });
    expect(poll).toMatchObject({ id: 3, poll_options: [], poll_length: undefined, pages: [] });
  });

  it('also in the post read on its own and in the echo of a write', async () => {
    answerAll({ data: { post: post(4, { post_type: 'poll', poll_options: JSON.stringify(pollOptions), poll_length: JSON.stringify(pollLength) }) } });
    const { client } = reporting();
    await expect(client.posts.get(4)).resolves.toMatchObject({ poll_options: [{ text: 'Yes' }, { text: 'No' }], poll_length: pollLength });
    await expect(client.feed.createPost({ post_type: 'post', content: 'Hi' })).resolves.toMatchObject({ id: 4, poll_length: pollLength });
  });
});

describe('missing or empty values take a default', () => {
  it('keeps a post without created_at, without a time', async () => {
    const { created_at: _dropped, ...undated } = post(5);
    answerAll({ data: { feed_posts: [undated, post(6, { created_at: null })] } });
    const { client, reports } = reporting();
    const page = await client.feed.getFeed({ page: 1 });
    expect(page.map((p) => [p.id, p.created_at])).toEqual([
      [5, undefined],
      [6, undefined],
    ]);
    expect(reports).toEqual([]);
  });

  it('keeps a comment without created_at', async () => {
    answerAll({ data: { comments: [{ id: 1, user: author, comment_text: 'Hi' }] } });
    const comments = await reporting().client.posts.getComments(1);
    expect(comments.map((c) => [c.id, c.comment_text, c.created_at])).toEqual([[1, 'Hi', undefined]]);
  });

  it('keeps a poll option whose votes is an empty string, with 0 votes', async () => {
    answerAll({ data: { feed_posts: [post(7, { post_type: 'poll', poll_options: [{ text: 'Yes', votes: '' }, { text: 'No', votes: ' 2 ' }] })] } });
    const { client, reports } = reporting();
    const [poll] = await client.feed.getFeed({ page: 1 });
    expect(poll?.poll_options).toEqual([
      { text: 'Yes', votes: 0 },
      { text: 'No', votes: 2 },
    ]);
    expect(reports).toEqual([]);
  });

  it('still leaves out a post that cannot be shown at all, and reports it', async () => {
    answerAll({ data: { feed_posts: [post(8), post(9, { user: 'Amara' })] } });
    const { client, reports } = reporting();
    const page = await client.feed.getFeed({ page: 1 });
    expect(page.map((p) => p.id)).toEqual([8]);
    expect(reports).toEqual([{ endpoint: 'feed.getFeed', index: 1, dropped: 1, issues: [expect.objectContaining({ path: ['user'] })] }]);
  });
});
