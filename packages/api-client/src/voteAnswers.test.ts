// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';

/*
 * A vote is a write: the server counted it when it answers 2xx, whatever the body echoes back. The UI reloads
 * the poll after a vote, so an answer that holds less than a whole post is still a success.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const author = { id: 7, full_name: 'Amara Okafor', profile_picture: null };
const poll = { id: 12, created_at: '2026-11-20T10:00:00Z', post_type: 'poll', headline: 'Best start?', poll_options: [{ text: 'Quiz', votes: 3 }] };

function answer(respond: () => Response): void {
  server.use(http.post('*/api/users/vote-on-poll/:id', respond));
}

describe('posts.vote answers', () => {
  it.each([
    ['the poll post without its user', () => HttpResponse.json({ data: { post: poll } })],
    ['the poll post without its user, at the top', () => HttpResponse.json({ post: poll })],
    ['only the new counts', () => HttpResponse.json({ data: { post: { poll_options: [{ text: 'Quiz', votes: 4 }] } } })],
    ['{"success": true}', () => HttpResponse.json({ success: true })],
    ['a message', () => HttpResponse.json({ message: 'Vote recorded' })],
    ['204 without a body', () => new HttpResponse(null, { status: 204 })],
    ['a text body', () => new HttpResponse('OK', { status: 200 })],
  ])('resolves on a 2xx with %s', async (_, respond) => {
    answer(respond);
    await expect(client.posts.vote(12, { option_text: 'Quiz' })).resolves.toBeUndefined();
  });

  it('resolves to the post when the answer holds a whole one', async () => {
    answer(() => HttpResponse.json({ data: { post: { ...poll, user: author } } }));
    await expect(client.posts.vote(12, { option_text: 'Quiz' })).resolves.toMatchObject({ id: 12, headline: 'Best start?' });
  });

  it('still fails with the server message on a 4xx', async () => {
    answer(() => HttpResponse.json({ message: 'You have already voted' }, { status: 409 }));
    await expect(client.posts.vote(12, { option_text: 'Quiz' })).rejects.toMatchObject({ kind: 'http', serverMessage: 'You have already voted' });
  });
});
