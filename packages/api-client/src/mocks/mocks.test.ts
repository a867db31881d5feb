// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
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
  mockSession,
  mockStore,
  resetMocks,
  type MockComment,
  type MockUser,
} from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
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

function depthOf(comment: MockComment, depth = 0): number {
  return Math.max(depth, ...comment.replies.map((r) => depthOf(r, depth + 1)));
}

function countAll(comments: MockComment[]): number {
  return comments.reduce((sum, c) => sum + 1 + countAll(c.replies), 0);
}
