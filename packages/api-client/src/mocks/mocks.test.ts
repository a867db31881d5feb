// @vitest-environment node
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, createMemoryTokenStorage } from '../admin';
import { createApiClient } from '../client';
import { endpointDefinitions } from '../endpoints';
import { businessSizes } from '../schemas/business';
import { dealSchema } from '../schemas/deal';
import { eventSchema } from '../schemas/event';
import { jobSchema } from '../schemas/job';
import { commentSchema, postSchema, postTypes } from '../schemas/post';
import { isExternalJobsAccount, userProfileSchema, EXTERNAL_JOBS_EMAIL } from '../schemas/user';
import {
  createHandlers,
  FIXTURE_NOW,
  generateBusinessProfile,
  generateComment,
  generateDeal,
  generateEvent,
  generateJob,
  generatePost,
  generateUser,
  handlers,
  MOCK_ADMIN_TOKENS,
  MOCK_USER_IDS,
  mockControls,
  mockSession,
  mockStore,
  resetMocks,
  type MockComment,
  type MockUser,
} from './index';
import { MALFORMED_TEXTS, REALISTIC_MODERATOR_ID, REALISTIC_NO_PROFILE_BUSINESS_ID, realisticWriteAnswers } from './realistic';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // With handlers: resetHandlers(...next) makes `next` the initial ones, so a test that swapped them must not leak.
  server.resetHandlers(...handlers);
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });

describe('writes change the store', () => {
  it('puts a created post at the top of the feed, authored by the session user', async () => {
    mockSession.set('employer');
    const created = await client.feed.createPost({ post_type: 'announcement', headline: 'Open day', content: '<p>Saturday</p>' });
    const [first] = await client.feed.getFeed({ page: 1 });
    expect(first).toMatchObject({ id: created?.id, headline: 'Open day', user: { id: 102 } });
  });

  it('counts a vote on the option voted for only', async () => {
    const before = await client.posts.get(1012);
    await client.posts.vote(1012, { option_text: 'Direct instruction' });
    const after = await client.posts.get(1012);
    expect(after.poll_options.map((o) => o.votes)).toEqual(before.poll_options.map((o) => o.votes + (o.text === 'Direct instruction' ? 1 : 0)));
  });

  it('toggles a favourite on and off', async () => {
    expect(await client.posts.toggleFavorite(1005)).toBe(true);
    expect((await client.feed.getFavorites()).map((p) => p.id)).toContain(1005);
    expect(await client.posts.toggleFavorite(1005)).toBe(false);
    expect((await client.feed.getFavorites()).map((p) => p.id)).not.toContain(1005);
  });

  it('removes a deleted post from the feed and answers 404 for it afterwards', async () => {
    mockSession.set('postAuthor');
    await client.posts.delete(1000);
    expect((await client.feed.getFeed({ page: 1 }))[0]?.id).toBe(1001);
    await expect(client.posts.get(1000)).rejects.toMatchObject({ kind: 'http', status: 404, serverMessage: 'Post not found' });
  });

  it('records a report with its reporter, and refuses one without details', async () => {
    await client.posts.report(1003, { details: 'Offensive', reason: 'harassment' });
    expect(mockStore.reports).toEqual([{ kind: 'post', target_id: 1003, reporter_id: 1, reason: 'harassment', details: 'Offensive', created_at: expect.any(String) }]);
    await expect(client.posts.report(1003, { details: ' ', reason: 'spam' })).rejects.toMatchObject({ status: 400, serverMessage: 'Please fill in both details and reason' });
  });

  it('stores a reaction per user: the same emoji again takes it back', async () => {
    const mine = () => mockStore.posts.find((p) => p.id === 1004)?.reactions.filter((r) => r.user_id === 1);
    mockStore.posts.find((p) => p.id === 1004)?.reactions.splice(0);
    await client.posts.react(1004, { reaction_type: '🏆' });
    expect(mine()).toEqual([{ user_id: 1, reaction_type: '🏆' }]);
    await client.posts.react(1004, { reaction_type: '💎' });
    expect(mine()).toEqual([{ user_id: 1, reaction_type: '💎' }]);
    await client.posts.react(1004, { reaction_type: '💎' });
    expect(mine()).toEqual([]);
  });

  it('stores comments and replies, counts them on the post, and refuses a reply below depth 3', async () => {
    const comment = await client.posts.comment(1001, { comment_text: 'First!' });
    const reply = await client.posts.reply(1001, comment?.id ?? 0, { reply_text: 'Second' });
    const [newest] = await client.posts.getComments(1001);
    expect(newest).toMatchObject({ id: comment?.id, replies: [{ id: reply?.id, comment_text: 'Second', depth: 1 }] });
    expect(mockStore.posts[1]?.comments).toBe(countAll(mockStore.comments[1001] ?? []));

    const deepest = (await client.posts.getComments(1000))[0]?.replies[0]?.replies[0]?.replies[0];
    expect(deepest?.depth).toBe(3);
    await expect(client.posts.reply(1000, deepest?.id ?? 0, { reply_text: 'Too deep' })).rejects.toMatchObject({ status: 400 });
  });

  it('shares a post to the top of the sharer’s feed with the original embedded', async () => {
    await client.posts.share(1009, { share_comment: 'Read this' });
    const [top] = await client.feed.getFeed({ page: 1 });
    expect(top).toMatchObject({ user: { id: 1 }, share_comment: 'Read this', shared_post: { id: 1009 } });
  });

  it('reseeds everything on reset', async () => {
    mockSession.set('postAuthor');
    await client.posts.delete(1000);
    mockStore.reset();
    expect(mockStore.posts[0]?.id).toBe(1000);
    expect(mockStore.posts).toHaveLength(64);
  });
});

describe('snapshot and restore', () => {
  it('bring back every write, and ids go on from where they were', async () => {
    const created = await client.feed.createPost({ post_type: 'announcement', headline: 'Kept', content: '<p>Across reloads</p>' });
    await client.posts.toggleFavorite(1000);
    const saved = JSON.parse(JSON.stringify(mockStore.snapshot())) as unknown;
    mockStore.reset();
    expect(mockStore.restore(saved)).toBe(true);
    const [first] = await client.feed.getFeed({ page: 1 });
    expect(first).toMatchObject({ id: created?.id, headline: 'Kept' });
    expect(mockStore.isFavorite('posts', 1, 1000)).toBe(true);
    const next = await client.feed.createPost({ post_type: 'announcement', headline: 'Next', content: '<p>New</p>' });
    expect(next?.id).toBeGreaterThan(Number(created?.id));
  });

  it("leave the realistic mode's malformed records out", () => {
    mockControls.realistic(true);
    const { records } = mockStore.snapshot();
    expect(records.jobs).toHaveLength(mockStore.jobs.length - 1);
    mockControls.realistic(false);
    expect(records.jobs).toEqual(JSON.parse(JSON.stringify(mockStore.jobs)));
  });

  it('refuse a snapshot of another seed version, or anything else, and change nothing', () => {
    const saved = mockStore.snapshot();
    mockStore.posts.splice(0, 1);
    const before = mockStore.posts.length;
    expect(mockStore.restore({ ...saved, seed: saved.seed + 1 })).toBe(false);
    expect(mockStore.restore({ seed: saved.seed })).toBe(false);
    expect(mockStore.restore('nothing')).toBe(false);
    expect(mockStore.posts).toHaveLength(before);
  });
});

describe('mock session', () => {
  it('answers 401 with a message wherever login is needed when anonymous', async () => {
    mockSession.set('anonymous');
    expect(mockSession.current()).toBeNull();
    for (const call of [() => client.feed.getFavorites(), () => client.users.getUserById(), () => client.jobs.toggleFavorite(2000), () => client.posts.vote(1012, { option_text: 'x' })]) {
      await expect(call()).rejects.toMatchObject({ kind: 'http', status: 401, message: 'Please log in to continue.' });
    }
    // Reading the feed and tracking clicks need no login.
    await expect(client.feed.getFeed({ page: 1 })).resolves.toHaveLength(10);
    await expect(client.events.click(3000)).resolves.toBeUndefined();
  });

  it.each([
    ['member', 1, 'educator'],
    ['postAuthor', 2, 'educator'],
    ['employer', 102, 'business'],
    ['businessOwner', 101, 'business'],
    ['admin', 300, 'admin'],
  ] as const)('%s is user %i (%s)', (role, id, type) => {
    mockSession.set(role);
    expect(mockSession.current()).toMatchObject({ id, user_types: type });
  });

  it('lets only the author (or an admin) delete a post', async () => {
    await expect(client.posts.delete(1000)).rejects.toMatchObject({ status: 403 });
    mockSession.set('admin');
    await expect(client.posts.delete(1000)).resolves.toBeUndefined();
  });

  it('lets only a business edit a business profile', async () => {
    await expect(client.business.updateLinks([{ link_title: 'x', url: 'https://x.test' }])).rejects.toMatchObject({ status: 403 });
  });
});

describe('handlers', () => {
  it('answer only the given origin when built with a baseUrl', async () => {
    server.resetHandlers(...createHandlers({ baseUrl: 'https://api.edu.test/v1' }));
    await expect(createApiClient({ baseUrl: 'https://api.edu.test/v1' }).posts.get(1001)).resolves.toMatchObject({ id: 1001 });
    await expect(createApiClient({ baseUrl: 'https://elsewhere.test' }).posts.get(1001)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('generators', () => {
  it('return server-shaped records the schemas read, with overrides applied', () => {
    const poll = generatePost({ post_type: 'poll', headline: 'Which?' });
    expect(poll).toMatchObject({ post_type: 'poll', headline: 'Which?' });
    expect(postSchema.parse(poll).poll_options.length).toBeGreaterThanOrEqual(2);
    expect(jobSchema.parse(generateJob({ posting_type: 'drafts' })).posting_type).toBe('drafts');
    expect(eventSchema.parse(generateEvent({ status: 'expired', boosted: true }))).toMatchObject({ status: 'expired', boosted: true });
    expect(dealSchema.parse(generateDeal({ deal_code: null })).deal_code).toBeUndefined();
    expect(commentSchema.parse(generateComment({ replies: [generateComment()] })).replies).toHaveLength(1);
    expect(userProfileSchema.parse(generateUser({ user_types: 'business' })).business_profile?.company_name).toBeTruthy();
    expect(generateBusinessProfile({ business_size: 'enterprise-plus', our_team: [] })).toMatchObject({ business_size: 'enterprise-plus', our_team: [] });
  });

  it('are the same after a reset, and give fresh ids above the fixtures', () => {
    const first = generatePost();
    mockStore.reset();
    const again = generatePost();
    expect(again).toEqual(first);
    expect(first.id).toBeGreaterThan(100_000);
  });
});

describe('fixtures', () => {
  const band = (deadline: string) => {
    const age = FIXTURE_NOW - Date.parse(deadline);
    const day = 86_400_000;
    return age < day ? 'New' : age <= 3 * day ? 'Fresh' : age <= 7 * day ? '1 Week' : age <= 30 * day ? '1 Month' : 'Expiring Soon';
  };
  const educators = () => mockStore.users.filter((u) => u.user_types === 'educator');

  it('parse with the client schemas, every record', () => {
    for (const post of mockStore.posts) postSchema.parse(post);
    for (const comments of Object.values(mockStore.comments)) comments.forEach((c) => commentSchema.parse(c));
    for (const job of mockStore.jobs) jobSchema.parse(job);
    for (const event of mockStore.events) eventSchema.parse(event);
    for (const deal of mockStore.deals) dealSchema.parse(deal);
    for (const user of mockStore.users) userProfileSchema.parse(user);
  });

  it('hold at least 60 posts of every type, shares with and without comment, and comments to depth 3', () => {
    const posts = mockStore.posts.map((p) => postSchema.parse(p));
    expect(posts.length).toBeGreaterThanOrEqual(60);
    for (const type of postTypes) expect(posts.some((p) => p.post_type === type && !p.shared_post)).toBe(true);
    expect(posts.filter((p) => p.shared_post && p.share_comment).length).toBeGreaterThan(0);
    expect(posts.filter((p) => p.shared_post && !p.share_comment).length).toBeGreaterThan(0);
    for (const kind of ['learn_path', 'case_studies', 'content_interest', 'tutorials', 'guides']) expect(posts.some((p) => p.microblog_type === kind)).toBe(true);
    expect(new Set(posts.map((p) => p.layout_type).filter(Boolean))).toEqual(new Set(['side-by-side', 'full-width']));
    expect(Math.max(...Object.values(mockStore.comments).flat().map((c) => depthOf(c)))).toBe(3);
    expect(mockStore.posts.every((p) => p.comments === countAll(mockStore.comments[p.id] ?? []))).toBe(true);
  });

  it('date every seeded comment and reply after its post and before now', () => {
    const all = (list: MockComment[]): MockComment[] => list.flatMap((c) => [c, ...all(c.replies)]);
    const misdated = mockStore.posts.flatMap((post) =>
      all(mockStore.comments[post.id] ?? [])
        .filter((c) => Date.parse(c.created_at) > FIXTURE_NOW || Date.parse(c.created_at) < Date.parse(post.created_at))
        .map((c) => `comment ${c.id} on post ${post.id}`),
    );
    expect(misdated).toEqual([]);
  });

  it('hold 30 jobs: internal and external, every posting_type, every freshness band, unread inbox notifications', () => {
    expect(mockStore.jobs).toHaveLength(30);
    expect(new Set(mockStore.jobs.map((j) => j.is_external))).toEqual(new Set([true, false]));
    expect(new Set(mockStore.jobs.map((j) => j.posting_type))).toEqual(new Set(['jobs', 'drafts', 'templates']));
    expect(new Set(mockStore.jobs.map((j) => band(j.application_deadline)))).toEqual(new Set(['New', 'Fresh', '1 Week', '1 Month', 'Expiring Soon']));
    expect(mockStore.jobs.some((j) => Date.parse(j.application_deadline) > FIXTURE_NOW)).toBe(true);
    const inbox = mockStore.jobs.flatMap((j) => j.notifications).filter((n) => n.notification_type === 'inbox');
    expect(new Set(inbox.map((n) => n.read))).toEqual(new Set([true, false]));
    const external = mockStore.users.find((u) => u.id === mockStore.jobs.find((j) => j.is_external)?.user_id);
    expect(isExternalJobsAccount(external)).toBe(true);
    expect(external?.email).toBe(EXTERNAL_JOBS_EMAIL);
  });

  it('hold 20 events in every status, some boosted, and 20 deals, some without a code', () => {
    expect(mockStore.events).toHaveLength(20);
    for (const status of ['published', 'draft', 'pending', 'expired']) expect(mockStore.events.some((e) => e.status === status)).toBe(true);
    expect(mockStore.events.some((e) => e.status === 'published' && e.boosted)).toBe(true);
    expect(mockStore.events.some((e) => e.status === 'published' && !e.boosted)).toBe(true);
    expect(mockStore.deals).toHaveLength(20);
    expect(mockStore.deals.some((d) => d.deal_code === null)).toBe(true);
  });

  it('hold 25 educators with every section filled in some and empty in others', () => {
    expect(educators()).toHaveLength(25);
    const sections: Array<(u: MockUser) => unknown> = [
      (u) => u.profile_picture,
      (u) => u.banner_picture,
      (u) => u.summary,
      (u) => u.language,
      (u) => u.work_experience.length,
      (u) => u.preferred_jobs.length,
      (u) => u.locations_i_want_to_work.length,
      (u) => u.additional_skills.length,
      (u) => u.my_education.length,
      (u) => u.resume && u.resume_file_name,
      (u) => u.open_to_work,
      (u) => u.open_to_network,
      (u) => mockStore.endorsements.some((e) => e.user_id === u.id && e.status === 'completed'),
    ];
    for (const filled of sections) expect(new Set(educators().map((u) => Boolean(filled(u))))).toEqual(new Set([true, false]));
    expect(educators().some((u) => u.work_experience.some((w) => w.end_date === '9999-01-01'))).toBe(true);
  });

  it('hold 8 business profiles with every business_size and one unknown, plus the external-jobs account and an admin', () => {
    const businesses = mockStore.users.filter((u) => u.business_profile && !isExternalJobsAccount(u));
    expect(businesses).toHaveLength(8);
    const sizes = new Set(businesses.map((u) => u.business_profile?.business_size));
    for (const size of businessSizes) expect(sizes.has(size)).toBe(true);
    expect([...sizes].some((s) => !(businessSizes as readonly (string | null | undefined)[]).includes(s))).toBe(true);
    expect(mockStore.users.filter((u) => u.user_types === 'admin')).toHaveLength(1);
  });
});

describe('realistic mode', () => {
  // Raw answers, read loosely: each assertion names the path it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Json = Record<string, any>;
  const api = 'http://api.test';
  const call = (method: string, path: string, init: { body?: unknown; token?: string } = {}) =>
    fetch(`${api}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const json = async (method: string, path: string, init?: { body?: unknown; token?: string }) => (await call(method, path, init)).json() as Promise<Json>;

  it('is a knob: off by default, switched by realistic(on), read by realistic(), turned off by resetMocks', () => {
    expect(mockControls.realistic()).toBe(false);
    expect(mockControls.realistic(true)).toBe(true);
    expect(mockControls.realistic()).toBe(true);
    resetMocks();
    expect(mockControls.realistic()).toBe(false);
    createHandlers({ realistic: true });
    expect(mockControls.realistic()).toBe(true);
    expect(mockControls.realistic(false)).toBe(false);
  });

  it('answers every write as the README says, and every non-GET endpoint but location.cities is a write', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('### Realistic mode'), readme.indexOf('### Store and fixtures'));
    const listed = (marker: string) => [...(section.split(marker)[1]?.split(/\n {2}- |\n- /)[0] ?? '').matchAll(/`([\w.]+)`/g)].map(([, name]) => name).sort();
    const byKind = (kind: 204 | 'success') => Object.entries(realisticWriteAnswers).filter(([, k]) => k === kind).map(([name]) => name).sort();
    expect(listed('  - 204: ')).toEqual(byKind(204));
    expect(listed('  - `{"success": true}`: ')).toEqual(byKind('success'));
    const writes = Object.entries(endpointDefinitions).filter(([name, d]) => d.method !== 'GET' && name !== 'location.cities').map(([name]) => name).sort();
    expect(Object.keys(realisticWriteAnswers).sort()).toEqual(writes);
  });

  it('answers a write with 204 and no body, and still changes the store', async () => {
    mockControls.realistic(true);
    mockSession.set('postAuthor');
    const answer = await call('DELETE', '/api/users/posts/1000');
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    expect(mockStore.posts[0]?.id).toBe(1001);
  });

  it('answers another write with 200 {"success": true} without the entity, and still changes the store', async () => {
    mockControls.realistic(true);
    const answer = await call('POST', '/api/users/create-feed-post', { body: { post_type: 'post', content: 'Hello from a real server' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    expect(mockStore.posts[0]).toMatchObject({ content: 'Hello from a real server', user: { id: 1 } });
  });

  it('still answers a refused write with its error', async () => {
    mockControls.realistic(true);
    const answer = await call('DELETE', '/api/users/posts/1000');
    expect(answer.status).toBe(403);
  });

  it('puts a post whose author is gone at index 1 of a feed page, with a numeric string and an empty reaction in the first post', async () => {
    const lenient = (await json('GET', '/api/users/get-feed?page=1&pageSize=10')).data.feed_posts as Json[];
    expect(lenient).toHaveLength(10);
    expect(lenient.every((p) => p.user !== null && typeof p.comments === 'number')).toBe(true);

    mockControls.realistic(true);
    const posts = (await json('GET', '/api/users/get-feed?page=1&pageSize=10')).data.feed_posts as Json[];
    expect(posts).toHaveLength(11);
    expect(posts[1]).toMatchObject({ user: null, content: `<p>${MALFORMED_TEXTS.post}</p>` });
    expect(posts.map((p) => p.id)).toEqual([lenient[0]?.id, 990_001, ...lenient.slice(1).map((p) => p.id)]);
    expect(posts[0]?.comments).toBe(String(lenient[0]?.comments));
    expect(posts[0]?.reactions).toContainEqual({ user_id: 4, reaction_type: '' });
    // The store keeps its own records.
    expect(mockStore.posts[0]?.comments).toBe(lenient[0]?.comments);
  });

  it('puts the malformed post into search results and favourites too', async () => {
    mockControls.realistic(true);
    const found = (await json('GET', '/api/users/posts/search?query=a&page=1&pageSize=10')).data.posts as Json[];
    expect(found[1]?.user).toBeNull();
    const favourites = (await json('GET', '/api/users/posts/favorites')).data.favorite_posts as Json[];
    expect(favourites).toHaveLength(4);
    expect(favourites[1]?.user).toBeNull();
  });

  it('puts a comment without id at index 1 and a reply by a deleted account into a thread', async () => {
    mockControls.realistic(true);
    const comments = (await json('GET', '/api/users/posts/1000/comments')).data.comments as Json[];
    expect(comments).toHaveLength((mockStore.comments[1000]?.length ?? 0) + 1);
    expect(comments[1]).not.toHaveProperty('id');
    expect(comments[1]?.comment_text).toBe(MALFORMED_TEXTS.comment);
    const thread = comments.find((c) => c.replies.some((r: Json) => r.user === null));
    expect(thread?.replies[1]).toMatchObject({ user: null, comment_text: MALFORMED_TEXTS.reply });
    // The first reply echoes its text as reply_text, which servers also send.
    expect(thread?.replies[0]).toHaveProperty('reply_text');
    expect(thread?.replies[0]).not.toHaveProperty('comment_text');
  });

  it('gives a profile malformed list items, a moderator, and a business without a business profile', async () => {
    mockControls.realistic(true);
    const member = await json('GET', '/api/users/get-user-by-id/1');
    expect(member.data.endorsements[1]).not.toHaveProperty('id');
    expect(member.endorsements[1]).not.toHaveProperty('id');
    expect(typeof member.data.endorsements[0].rating).toBe('string');
    expect(member.data.work_experience[1]).not.toHaveProperty('id');
    expect(member.data.user_types).toBe('educator');
    expect((await json('GET', `/api/users/get-user-by-id/${REALISTIC_MODERATOR_ID}`)).data.user_types).toBe('moderator');
    expect((await json('GET', `/api/users/get-user-by-id/${REALISTIC_NO_PROFILE_BUSINESS_ID}`)).data).toMatchObject({ user_types: 'business', business_profile: null });
    const owner = await json('GET', `/api/users/get-user-by-id/${MOCK_USER_IDS.businessOwner}`);
    expect(owner.data.business_profile.our_team[1]).not.toHaveProperty('id');
  });

  it('puts a malformed item into user search and location lists', async () => {
    mockControls.realistic(true);
    const search = await json('GET', '/api/users/search?first_name=');
    expect(search.users[1]).toMatchObject({ id: null });
    expect(search.total).toBe('25');
    expect((await json('GET', '/api/location/countries')).data[1]).toMatchObject({ country: 'Kosovo', iso2: null });
    expect((await json('POST', '/api/location/cities', { body: { country: 'Nigeria' } })).data.slice(0, 2)).toEqual([{ name: 'Lagos' }, null]);
  });

  it('holds a malformed job, event and deal in the store while on, and drops them when off', () => {
    mockControls.realistic(true);
    expect(mockStore.jobs).toHaveLength(31);
    for (const list of [mockStore.jobs, mockStore.events, mockStore.deals]) expect(() => jobSchema.parse(list[1])).toThrow();
    expect(jobSchema.safeParse(mockStore.jobs[1]).success).toBe(false);
    expect(eventSchema.safeParse(mockStore.events[1]).success).toBe(false);
    expect(dealSchema.safeParse(mockStore.deals[1]).success).toBe(false);
    mockStore.reset();
    expect(mockStore.jobs).toHaveLength(31);
    mockStore.jobs.splice(0, 1);
    mockControls.realistic(false);
    expect(mockStore.jobs.map((j) => j.id)).toEqual(Array.from({ length: 29 }, (_, i) => 2001 + i));
    for (const event of mockStore.events) eventSchema.parse(event);
    for (const deal of mockStore.deals) dealSchema.parse(deal);
  });

  it('lets admin calls through only with an admin token; the refresh token issues a new one that works', async () => {
    mockControls.realistic(true);
    mockSession.set('admin');
    expect((await call('DELETE', '/api/admin/jobs/2000')).status).toBe(401);
    expect((await call('DELETE', '/api/admin/jobs/2000', { token: 'forged' })).status).toBe(401);
    expect((await call('POST', '/api/admin/refresh_token', { token: MOCK_ADMIN_TOKENS.accessToken })).status).toBe(401);
    const { access_token } = await json('POST', '/api/admin/refresh_token', { token: MOCK_ADMIN_TOKENS.refreshToken });
    expect(access_token).toMatch(/^mock-admin-token-/);
    expect((await call('DELETE', '/api/admin/jobs/2000', { token: access_token })).status).toBe(204);
    expect((await call('DELETE', '/api/admin/jobs/2001', { token: MOCK_ADMIN_TOKENS.accessToken })).status).toBe(204);
    expect(mockStore.jobs.some((j) => j.id === 2000 || j.id === 2001)).toBe(false);
  });

  it('lets the admin client refresh a stale token with MOCK_ADMIN_TOKENS.refreshToken and retry', async () => {
    mockControls.realistic(true);
    const tokenStorage = createMemoryTokenStorage({ accessToken: 'expired', refreshToken: MOCK_ADMIN_TOKENS.refreshToken });
    await createAdminClient({ baseUrl: api, tokenStorage }).jobs.delete(2003);
    expect(tokenStorage.getAccessToken()).toMatch(/^mock-admin-token-/);
    expect(mockStore.jobs.some((j) => j.id === 2003)).toBe(false);
  });

  it('leaves lenient mode as it was: admin calls check the session, any refresh bearer will do, writes echo the entity', async () => {
    expect((await call('DELETE', '/api/admin/jobs/2000')).status).toBe(403);
    mockSession.set('admin');
    expect(await json('DELETE', '/api/admin/jobs/2000')).toEqual({ message: 'Job deleted successfully' });
    expect((await json('POST', '/api/admin/refresh_token', { token: 'anything' })).access_token).toMatch(/^mock-admin-token-/);
    expect(await json('POST', '/api/users/create-feed-post', { body: { post_type: 'post', content: 'Hi' } })).toMatchObject({ data: { content: 'Hi' } });
    expect(mockStore.jobs).toHaveLength(29);
  });

  it('reads through the client exactly as lenient, but for the moderator and the business without a profile', async () => {
    const quiet = createApiClient({ baseUrl: api, onInvalidData: () => {} });
    const commented = Object.keys(mockStore.comments).slice(0, 12);
    const readAll = async () => ({
      feed: await Promise.all([1, 2, 3, 4, 5, 6, 7].map((page) => quiet.feed.getFeed({ page }))),
      search: await quiet.feed.search({ query: 'a' }),
      favourites: await quiet.feed.getFavorites(),
      comments: await Promise.all(commented.map((id) => quiet.posts.getComments(id))),
      users: await Promise.all(mockStore.users.map((u) => quiet.users.getUserById(u.id))),
      me: await quiet.users.getUserById(),
      people: await quiet.users.search({ query: '' }),
      places: [await quiet.location.getCountries(), await quiet.location.getStates('AE'), await quiet.location.getCities('Nigeria'), await quiet.location.getStateCities('AE', 'DU')],
      phoneCodes: await quiet.location.getPhoneCodes(),
    });
    const lenient = await readAll();
    mockControls.realistic(true);
    const realistic = await readAll();
    for (const { user } of lenient.users) {
      if (user.id === REALISTIC_MODERATOR_ID) Object.assign(user, { user_types: 'moderator' });
      if (user.id === REALISTIC_NO_PROFILE_BUSINESS_ID) Object.assign(user, { business_profile: undefined });
    }
    expect(realistic).toEqual(lenient);
    expect(lenient.feed.flat()).toHaveLength(64);
  });

  it('is read by the client: good items in order, one report per answer, writes resolve', async () => {
    mockControls.realistic(true);
    const reports: unknown[] = [];
    const realistic = createApiClient({ baseUrl: api, onInvalidData: (report) => reports.push(report) });
    const page = await realistic.feed.getFeed({ page: 1 });
    expect(page.map((p) => p.id)).toEqual(mockStore.posts.slice(0, 10).map((p) => p.id));
    expect(page[0]?.comments).toBe(mockStore.posts[0]?.comments);
    // One report for the answer: the post without author and the empty reaction.
    expect(reports).toEqual([expect.objectContaining({ endpoint: 'feed.getFeed', dropped: 2 })]);
    await expect(realistic.feed.createPost({ post_type: 'post', content: 'Hi' })).resolves.toBeUndefined();
    await expect(realistic.posts.vote(1012, { option_text: 'Direct instruction' })).resolves.toBeUndefined();
    await expect(realistic.users.getUserById(REALISTIC_MODERATOR_ID)).resolves.toMatchObject({ user: { user_types: 'moderator' } });
  });
});

function depthOf(comment: MockComment, depth = 0): number {
  return Math.max(depth, ...comment.replies.map((r) => depthOf(r, depth + 1)));
}

function countAll(comments: MockComment[]): number {
  return comments.reduce((sum, c) => sum + 1 + countAll(c.replies), 0);
}
