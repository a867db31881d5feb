// @vitest-environment node
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import { endpointDefinitions, endpointNames, type EndpointName } from './endpoints';
import { ApiError } from './errors';
import { jobSchema, parseItems, receivedCount, type InvalidDataReport } from './index';
import { receivedCount as receivedCountFromRules } from './rules';

/*
 * What a real server may answer, against the client alone (no mock backend): every 2xx is a success,
 * a broken list item is left out and reported once, and what is not the call's entity is still an error.
 */

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

/** A client whose reports land in `reports`. */
function reporting(): { client: ApiClient; reports: InvalidDataReport[] } {
  const reports: InvalidDataReport[] = [];
  return { client: createApiClient({ baseUrl: BASE, onInvalidData: (report) => reports.push(report) }), reports };
}

/** Answers every request with `respond` and records what was asked. */
function answerAll(respond: () => Response): Array<{ method: string; path: string }> {
  const seen: Array<{ method: string; path: string }> = [];
  server.use(
    http.all('*', ({ request }) => {
      seen.push({ method: request.method, path: new URL(request.url).pathname });
      return respond();
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

const author = { id: 7, full_name: 'Amara Okafor', profile_picture: null };
const post = (id: number, extra: Record<string, unknown> = {}) => ({ id, user: author, created_at: '2026-11-20T10:00:00Z', post_type: 'post', content: `post ${id}`, ...extra });
const comment = (id: number, extra: Record<string, unknown> = {}) => ({ id, user: author, created_at: '2026-11-20T10:00:00Z', comment_text: `comment ${id}`, ...extra });
const ids = (list: ReadonlyArray<{ id: unknown }>) => list.map((item) => item.id);
const png = () => new File(['\x89PNG'], 'a.png', { type: 'image/png' });
const workExperience = {
  job_title: 'Head of Maths',
  industry: 'K-12 Education',
  location: 'Japan, Tokyo, Tokyo',
  location_type: 'Hybrid' as const,
  start_date: '2020-09-01',
  details: 'Led a team.',
};

// Every endpoint that is not a GET. location.cities is a read sent with POST (the spec's method): its
// answer is data, so it is checked with the list reads below.
type WriteName = Exclude<{ [K in EndpointName]: (typeof endpointDefinitions)[K]['method'] extends 'GET' ? never : K }[EndpointName], 'location.cities'>;

interface Write {
  run: (c: ApiClient) => Promise<unknown>;
  /** For calls whose result the UI reads: an answer holding the entity, and what the call resolves to then. */
  entity?: { answer: JsonBodyType; resolves: unknown };
}

const postEntity = { answer: { data: { post: post(1) } }, resolves: expect.objectContaining({ id: 1, content: 'post 1' }) };
const toggleEntity = { answer: { favorited: true }, resolves: true };
const userEntity = { answer: { data: { user: { id: 1, first_name: 'Ada', last_name: 'Lee' } } }, resolves: expect.objectContaining({ id: 1, full_name: 'Ada Lee' }) };
const workEntity = { answer: { work_experience: { id: 9, job_title: 'Head of Maths' } }, resolves: expect.objectContaining({ id: 9, job_title: 'Head of Maths' }) };

const writes: Record<WriteName, Write> = {
  'feed.createPost': { run: (c) => c.feed.createPost({ post_type: 'post', content: 'Hi' }), entity: postEntity },
  'posts.update': { run: (c) => c.posts.update(1, { post_type: 'post', content: 'Hi' }), entity: postEntity },
  'posts.delete': { run: (c) => c.posts.delete(1) },
  'posts.confirmDelete': { run: (c) => c.posts.confirmDelete(1) },
  'posts.report': { run: (c) => c.posts.report(1, { details: 'Ads', reason: 'spam' }) },
  'posts.share': { run: (c) => c.posts.share(1, { share_comment: 'Look' }), entity: postEntity },
  'posts.toggleFavorite': { run: (c) => c.posts.toggleFavorite(1), entity: toggleEntity },
  'posts.react': { run: (c) => c.posts.react(1, { reaction_type: '❤️' }) },
  'posts.comment': {
    run: (c) => c.posts.comment(1, { comment_text: 'Nice' }),
    entity: { answer: { data: { comment: comment(5) } }, resolves: expect.objectContaining({ id: 5, comment_text: 'comment 5', depth: 0 }) },
  },
  'posts.reply': {
    run: (c) => c.posts.reply(1, 5, { reply_text: 'Thanks' }),
    entity: { answer: { reply: comment(6, { comment_text: undefined, reply_text: 'Thanks' }) }, resolves: expect.objectContaining({ id: 6, comment_text: 'Thanks' }) },
  },
  'posts.reactToComment': { run: (c) => c.posts.reactToComment(1, 5, { reaction_type: '👍' }) },
  'posts.deleteComment': { run: (c) => c.posts.deleteComment(1, 5) },
  'posts.reportComment': { run: (c) => c.posts.reportComment(1, 5, { details: 'Rude', reason: 'harassment' }) },
  'posts.vote': { run: (c) => c.posts.vote(1, { option_text: 'A' }), entity: postEntity },
  'jobs.report': { run: (c) => c.jobs.report(2, { reason: ['spam', 'other'], details: 'Fake' }) },
  'jobs.inviteApplicants': { run: (c) => c.jobs.inviteApplicants(2, { message: 'Apply' }) },
  'jobs.toggleFavorite': { run: (c) => c.jobs.toggleFavorite(2), entity: toggleEntity },
  'events.click': { run: (c) => c.events.click(3) },
  'events.toggleFavorite': { run: (c) => c.events.toggleFavorite(3), entity: toggleEntity },
  'deals.view': { run: (c) => c.deals.view(4) },
  'deals.click': { run: (c) => c.deals.click(4) },
  'deals.toggleFavorite': { run: (c) => c.deals.toggleFavorite(4), entity: toggleEntity },
  'users.toggleOpenToWork': { run: (c) => c.users.toggleOpenToWork({ status: true }) },
  'users.toggleOpenToNetwork': { run: (c) => c.users.toggleOpenToNetwork({ status: false }) },
  'users.updateKeyDetails': {
    run: (c) =>
      c.users.updateKeyDetails({ first_name: 'Ada', last_name: 'Lee', nickname: '', summary: '', bio: '', nationality: '', current_base: '', languages: '' }),
    entity: userEntity,
  },
  'users.createWorkExperience': { run: (c) => c.users.createWorkExperience(workExperience), entity: workEntity },
  'users.updateWorkExperience': { run: (c) => c.users.updateWorkExperience(9, workExperience), entity: workEntity },
  'users.deleteWorkExperience': { run: (c) => c.users.deleteWorkExperience(9) },
  'users.updateResume': { run: (c) => c.users.updateResume({ resume_url: 'https://cdn.test/cv.pdf', resume_file_name: 'cv.pdf' }) },
  'users.deleteResume': { run: (c) => c.users.deleteResume() },
  'users.updatePreferredJobs': { run: (c) => c.users.updatePreferredJobs([{ role: 'Teacher', subject: 'Maths', setting: 'School' }]) },
  'users.deletePreferredJob': { run: (c) => c.users.deletePreferredJob(1) },
  'users.updateLocationsWanted': { run: (c) => c.users.updateLocationsWanted([{ country: 'Japan', city: null }]) },
  'users.deleteLocationWanted': { run: (c) => c.users.deleteLocationWanted(1) },
  'users.updateAdditionalSkills': { run: (c) => c.users.updateAdditionalSkills(['Coaching']) },
  'users.deleteAdditionalSkill': { run: (c) => c.users.deleteAdditionalSkill('Coaching') },
  'users.updateEducation': { run: (c) => c.users.updateEducation([{ school: 'S', degree: 'D', field_of_study: 'F', year_of_graduation: '2015' }]) },
  'users.deleteEducation': { run: (c) => c.users.deleteEducation(1) },
  'users.updateProfilePicture': { run: (c) => c.users.updateProfilePicture(png()) },
  'users.updateBanner': { run: (c) => c.users.updateBanner(null) },
  'endorsements.request': { run: (c) => c.endorsements.request({ target_user_email: 'ben@school.test', skills: ['Mentoring'] }) },
  'endorsements.respond': { run: (c) => c.endorsements.respond(6, { endorser_name: 'Ben', endorsement_text: 'Great' }) },
  'endorsements.delete': { run: (c) => c.endorsements.delete(6) },
  'business.updateAboutUs': {
    run: (c) =>
      c.business.updateAboutUs({ business_type: ['School'], operation_in: [], services: [], our_details: '', our_history: '', our_values: '', our_goals: '' }, png()),
  },
  'business.updateGeneralInformation': { run: (c) => c.business.updateGeneralInformation({ company_name: 'Greenfield' }), entity: userEntity },
  'business.updateCredentials': { run: (c) => c.business.updateCredentials([{ achievement: 'Award', year: '2024' }]) },
  'business.updateGallery': { run: (c) => c.business.updateGallery([png()]) },
  'business.addTeamMembers': { run: (c) => c.business.addTeamMembers([{ name: 'Ana', role: 'Head', skills: ['a', 'b', 'c'] }]) },
  'business.updateTeamMember': { run: (c) => c.business.updateTeamMember(1, { name: 'Ana', role: 'Head', skills: ['a', 'b', 'c'] }) },
  'business.updateLinks': { run: (c) => c.business.updateLinks([{ link_title: 'Site', url: 'https://school.test' }]) },
  'business.deleteCredential': { run: (c) => c.business.deleteCredential(1) },
  'business.deleteGalleryImage': { run: (c) => c.business.deleteGalleryImage('/uploads/gallery/a.jpg') },
  'business.deleteTeamMember': { run: (c) => c.business.deleteTeamMember(1) },
  'business.deleteLink': { run: (c) => c.business.deleteLink(1) },
};

const writeEntries = Object.entries(writes) as Array<[WriteName, Write]>;

/** 2xx answers without the entity that real servers send after a write. */
const noEntityAnswers: Array<[string, () => Response]> = [
  ['204 No Content', () => new HttpResponse(null, { status: 204 })],
  ['an empty 200', () => new HttpResponse('', { status: 200 })],
  ['a text OK', () => new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
  ['{"success": true}', () => HttpResponse.json({ success: true })],
  ['{"message": "OK"}', () => HttpResponse.json({ message: 'OK' })],
  ['{"data": null}', () => HttpResponse.json({ data: null })],
  ['a 201 with an id under the key', () => HttpResponse.json({ post: 99, comment: 99, reply: 99, user: 99, work_experience: 99 }, { status: 201 })],
];

describe('every write call resolves on any 2xx', () => {
  it('covers every endpoint that is not a GET, but the location read', () => {
    const notGet = endpointNames.filter((name) => endpointDefinitions[name].method !== 'GET' && name !== 'location.cities');
    expect(Object.keys(writes).sort()).toEqual([...notGet].sort());
  });

  describe.each(noEntityAnswers)('with %s', (_, respond) => {
    it.each(writeEntries)('%s resolves to undefined', async (name, write) => {
      const { client, reports } = reporting();
      const seen = answerAll(respond);
      await expect(write.run(client)).resolves.toBeUndefined();
      expect(seen[0]?.method).toBe(endpointDefinitions[name].method);
      expect(reports).toEqual([]);
    });
  });

  it.each(writeEntries.filter(([, write]) => write.entity))('%s resolves to the entity when the answer holds it', async (_, write) => {
    answerAll(() => HttpResponse.json(write.entity?.answer));
    await expect(write.run(reporting().client)).resolves.toEqual(write.entity?.resolves);
  });

  it.each(writeEntries)('%s still rejects a 500', async (name, write) => {
    answerAll(() => HttpResponse.json({ message: 'Database is down' }, { status: 500 }));
    expect(await failure(write.run(reporting().client))).toMatchObject({ kind: 'http', status: 500, endpoint: name, message: 'Database is down' });
  });
});

describe('a write whose 2xx holds an entity the kit cannot read in full still succeeds, without it', () => {
  it.each([
    ['a post without id under data.post', () => HttpResponse.json({ data: { post: { user: author, created_at: '2026-11-20T10:00:00Z' } } })],
    ['a post whose author is a string under post', () => HttpResponse.json({ post: post(1, { user: 'Amara' }) })],
  ])('feed.createPost with %s', async (_, respond) => {
    answerAll(respond);
    const { client, reports } = reporting();
    await expect(client.feed.createPost({ post_type: 'post', content: 'Hi' })).resolves.toBeUndefined();
    expect(reports).toEqual([]);
  });

  it('posts.comment with a comment without id', async () => {
    answerAll(() => HttpResponse.json({ data: { comment: { comment_text: 'Nice', user: author } } }));
    await expect(reporting().client.posts.comment(1, { comment_text: 'Nice' })).resolves.toBeUndefined();
  });

  it.each(writeEntries.filter(([, write]) => write.entity))('%s with an object under every key that is not its entity', async (_, write) => {
    const broken = { id: null, user: 'Amara', favorited: 'maybe' };
    answerAll(() => HttpResponse.json({ data: { post: broken, comment: broken, reply: broken, user: broken, work_experience: broken }, favorited: 'maybe' }));
    await expect(write.run(reporting().client)).resolves.toBeUndefined();
  });

  it('reads an id or a message under the key as no entity', async () => {
    answerAll(() => HttpResponse.json({ post: 1234, message: 'Post created' }));
    await expect(reporting().client.feed.createPost({ post_type: 'post', content: 'Hi' })).resolves.toBeUndefined();
  });

});

describe('a read whose 2xx holds something that is not what the call returns is a validation error', () => {
  it.each([
    ['a string', 'none'],
    ['an object', { 0: post(1) }],
  ])('feed.getFeed whose data.feed_posts is %s', async (_, feedPosts) => {
    answerAll(() => HttpResponse.json({ data: { feed_posts: feedPosts } }));
    const error = await failure(reporting().client.feed.getFeed({ page: 1 }));
    expect(error).toMatchObject({ kind: 'validation', endpoint: 'feed.getFeed' });
    expect(error.message).toMatch(/could not read \(data\.feed_posts: /);
  });
});

describe('reads', () => {
  it.each<[string, (c: ApiClient) => Promise<unknown>]>([
    ['posts.get', (c) => c.posts.get(1)],
    ['users.getUserById', (c) => c.users.getUserById(1)],
    ['users.getCurrentUser', (c) => c.users.getUserById()],
    ['endorsements.get', (c) => c.endorsements.get(6)],
  ])('%s still needs its entity: an empty answer is a validation error', async (name, run) => {
    answerAll(() => new HttpResponse(null, { status: 200 }));
    expect(await failure(run(reporting().client))).toMatchObject({ kind: 'validation', endpoint: name, message: 'The server sent an empty answer. Please try again later.' });
  });

  it.each<[string, (c: ApiClient) => Promise<unknown>]>([
    ['feed.getFeed', (c) => c.feed.getFeed({ page: 1 })],
    ['feed.search', (c) => c.feed.search({ query: 'x' })],
    ['feed.getFavorites', (c) => c.feed.getFavorites()],
    ['jobs.getFavorites', (c) => c.jobs.getFavorites()],
    ['events.getFavorites', (c) => c.events.getFavorites()],
    ['deals.getFavorites', (c) => c.deals.getFavorites()],
    ['posts.getComments', (c) => c.posts.getComments(1)],
    ['users.search', (c) => c.users.search({ query: 'Ada' })],
    ['location.countries', (c) => c.location.getCountries()],
    ['location.states', (c) => c.location.getStates('JP')],
    ['location.cities', (c) => c.location.getCities('Japan')],
    ['location.stateCities', (c) => c.location.getStateCities('JP', '13')],
    ['location.phoneCodes', (c) => c.location.getPhoneCodes()],
  ])('%s reads an empty 2xx body as an empty list', async (_, run) => {
    answerAll(() => new HttpResponse(null, { status: 204 }));
    await expect(run(reporting().client)).resolves.toEqual([]);
  });

  it.each<[string, (c: ApiClient) => Promise<unknown>]>([
    ['feed.getFeed', (c) => c.feed.getFeed({ page: 1 })],
    ['location.cities', (c) => c.location.getCities('Japan')],
  ])('%s refuses a page instead of data', async (name, run) => {
    answerAll(() => new HttpResponse('<!doctype html><title>App</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    expect(await failure(run(reporting().client))).toMatchObject({ kind: 'validation', endpoint: name, message: 'The server sent a page instead of data. Please try again later.' });
  });
});

interface ListCase {
  name: EndpointName;
  run: (c: ApiClient) => Promise<ReadonlyArray<unknown>>;
  /** The answer around the three items the server sends. */
  answer: (items: JsonBodyType[]) => JsonBodyType;
  items: [JsonBodyType, JsonBodyType, JsonBodyType];
  /** What the call returns for them: the first and the last, in the call's order. */
  returns: unknown[];
  /** The issue path of the malformed item. */
  issuePath: PropertyKey[];
}

const user = (id: number) => ({ id, first_name: `User ${id}` });
const endorsement = (id: number) => ({ id, name: `Endorser ${id}`, rating: 4 });
const locationAnswer = (data: JsonBodyType) => ({ error: false, msg: 'ok', data });

const listCases: ListCase[] = [
  {
    name: 'feed.getFeed',
    run: (c) => c.feed.getFeed({ page: 1 }),
    answer: (items) => ({ data: { feed_posts: items } }),
    items: [post(1), post(2, { user: null }), post(3)],
    returns: [1, 3],
    issuePath: ['user'],
  },
  {
    name: 'feed.search',
    run: (c) => c.feed.search({ query: 'x' }),
    answer: (items) => ({ data: { posts: items } }),
    items: [post(1), { ...post(2), id: undefined }, post(3)],
    returns: [1, 3],
    issuePath: ['id'],
  },
  {
    name: 'feed.getFavorites',
    run: (c) => c.feed.getFavorites(),
    answer: (items) => ({ data: { favorite_posts: items } }),
    items: [post(1), 'post 2', post(3)],
    returns: [1, 3],
    issuePath: [],
  },
  {
    name: 'jobs.getFavorites',
    run: (c) => c.jobs.getFavorites(),
    answer: (items) => ({ data: { favorite_jobs: items } }),
    items: [{ id: 1, job_title: 'A' }, { id: null, job_title: 'B' }, 3],
    returns: ['1', '3'],
    issuePath: [],
  },
  {
    name: 'posts.getComments',
    run: (c) => c.posts.getComments(1),
    answer: (items) => ({ data: { comments: items } }),
    items: [comment(1), { ...comment(2), id: undefined }, comment(3)],
    // Shown in the reverse of the server's order.
    returns: [3, 1],
    issuePath: ['id'],
  },
  {
    name: 'users.search',
    run: (c) => c.users.search({ query: 'Ada' }),
    answer: (items) => ({ data: { users: items } }),
    items: [user(1), { first_name: 'No id' }, user(3)],
    returns: [1, 3],
    issuePath: ['id'],
  },
  {
    name: 'users.getUserById',
    run: async (c) => (await c.users.getUserById(1)).endorsements,
    answer: (items) => ({ data: { id: 1, first_name: 'Ada' }, endorsements: items }),
    items: [endorsement(1), { name: 'No id' }, endorsement(3)],
    returns: [1, 3],
    issuePath: ['id'],
  },
  {
    name: 'users.getCurrentUser',
    run: (c) => c.endorsements.list(),
    answer: (items) => ({ data: { id: 1, first_name: 'Ada', endorsements: items } }),
    items: [endorsement(1), { id: '', name: 'Empty id' }, endorsement(3)],
    returns: [1, 3],
    issuePath: ['id'],
  },
  {
    name: 'location.countries',
    run: (c) => c.location.getCountries(),
    answer: locationAnswer,
    items: [
      { country: 'Japan', iso2: 'JP' },
      { country: 'Atlantis' },
      { country: 'Kenya', iso2: 'KE' },
    ],
    returns: [
      { name: 'Japan', iso2: 'JP' },
      { name: 'Kenya', iso2: 'KE' },
    ],
    issuePath: [],
  },
  {
    name: 'location.states',
    run: (c) => c.location.getStates('JP'),
    answer: locationAnswer,
    items: [{ name: 'Tokyo', state_code: '13' }, { state_code: '27' }, { name: 'Kyoto', state_code: '26' }],
    returns: [
      { name: 'Tokyo', code: '13' },
      { name: 'Kyoto', code: '26' },
    ],
    issuePath: ['name'],
  },
  {
    name: 'location.cities',
    run: (c) => c.location.getCities('Japan'),
    answer: locationAnswer,
    items: ['Osaka', null, { name: 'Nara' }],
    returns: ['Osaka', 'Nara'],
    issuePath: [],
  },
  {
    name: 'location.stateCities',
    run: (c) => c.location.getStateCities('JP', '13'),
    answer: locationAnswer,
    items: ['Shibuya', '', 'Minato'],
    returns: ['Shibuya', 'Minato'],
    issuePath: [],
  },
  {
    name: 'location.phoneCodes',
    run: (c) => c.location.getPhoneCodes(),
    answer: (items) => ({ data: items }),
    items: [{ id: 1, code: '+81', name: 'Japan' }, { id: 2, name: 'No code' }, { id: 3, code: 254, name: 'Kenya' }],
    returns: [
      { id: 1, code: '+81', name: 'Japan', iso2: undefined },
      { id: 3, code: '254', name: 'Kenya', iso2: undefined },
    ],
    issuePath: ['code'],
  },
];

describe('a malformed item in a list is left out and reported once', () => {
  it.each(listCases.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    answerAll(() => HttpResponse.json(c.answer(c.items)));
    const { client, reports } = reporting();
    const result = await c.run(client);
    const simple = result.every((item) => typeof item === 'object' && item !== null && 'id' in item) && typeof c.returns[0] === 'number';
    expect(simple ? ids(result as Array<{ id: unknown }>) : result).toEqual(c.returns);
    expect(receivedCount(result)).toBe(3);
    expect(reports).toEqual([{ endpoint: name, index: 1, dropped: 1, issues: [expect.objectContaining({ path: c.issuePath, message: expect.any(String) })] }]);
  });

  it('reads the same answer without a malformed item without a report', async () => {
    answerAll(() => HttpResponse.json({ data: { feed_posts: [post(1), post(2)] } }));
    const { client, reports } = reporting();
    const page = await client.feed.getFeed({ page: 1 });
    expect(ids(page)).toEqual([1, 2]);
    expect(receivedCount(page)).toBe(2);
    expect(reports).toEqual([]);
  });
});

describe('items inside an item', () => {
  it('keeps a post with a reaction whose reaction_type is empty, without that reaction', async () => {
    answerAll(() => HttpResponse.json({ data: { feed_posts: [post(1, { reactions: [{ user_id: 2, reaction_type: '❤️' }, { user_id: 3, reaction_type: '' }, { user_id: 4, reaction_type: 'party_parrot' }] })] } }));
    const { client, reports } = reporting();
    const [first] = await client.feed.getFeed({ page: 1 });
    expect(first?.reactions).toEqual([
      { user_id: 2, reaction_type: '❤️' },
      { user_id: 4, reaction_type: 'party_parrot' },
    ]);
    expect(reports).toEqual([{ endpoint: 'feed.getFeed', index: 1, dropped: 1, issues: [expect.objectContaining({ path: ['reaction_type'] })] }]);
  });

  it('reads counts sent as numeric strings', async () => {
    answerAll(() => HttpResponse.json({ data: { feed_posts: [post(1, { comments: '3', views: '12' }), post(2, { comments: [{}, {}], views: null })] } }));
    const page = await reporting().client.feed.getFeed({ page: 1 });
    expect(page.map((p) => [p.comments, p.views])).toEqual([
      [3, 12],
      [2, 0],
    ]);
  });

  it('reports one answer once, counting every item it lost, and not the items of an item left out itself', async () => {
    const badReply = { ...comment(21), user: null };
    const answer = {
      data: {
        comments: [
          comment(1, { replies: [comment(11), badReply] }),
          // Left out as a whole: its own broken reaction is not counted again.
          comment(2, { id: null, reactions: [{ reaction_type: '' }] }),
          comment(3, { reactions: [{ reaction_type: '' }] }),
        ],
      },
    };
    answerAll(() => HttpResponse.json(answer));
    const { client, reports } = reporting();
    const comments = await client.posts.getComments(1);
    expect(ids(comments)).toEqual([3, 1]);
    expect(comments[1]?.replies.map((r) => r.id)).toEqual([11]);
    expect(comments[0]?.reactions).toEqual([]);
    // The first left out is the reply at index 1 of the first comment.
    expect(reports).toEqual([{ endpoint: 'posts.getComments', index: 1, dropped: 3, issues: [expect.objectContaining({ path: ['user'] })] }]);
  });

  it('keeps a profile whose user_types the kit does not know, with that value, and leaves out a broken work experience', async () => {
    answerAll(() =>
      HttpResponse.json({ data: { id: 1, first_name: 'Ada', user_types: 'parent', work_experience: [{ id: 1, job_title: 'Teacher' }, { job_title: 'No id' }] }, endorsements: [] }),
    );
    const { client, reports } = reporting();
    const { user: profile } = await client.users.getUserById(1);
    expect(profile).toMatchObject({ id: 1, full_name: 'Ada', user_types: 'parent' });
    expect(profile.work_experience.map((w) => w.job_title)).toEqual(['Teacher']);
    expect(reports).toMatchObject([{ endpoint: 'users.getUserById', index: 1, dropped: 1 }]);
  });

  it('keeps the business profile lists item by item', async () => {
    answerAll(() =>
      HttpResponse.json({
        data: { id: 101, user_types: 'business', business_profile: { company_name: 'Greenfield', our_team: [{ id: 1, name: 'Ana' }, { name: 'No id' }], our_links: [{ id: 2, link_title: 'Site', url: 'https://g.test' }] } },
      }),
    );
    const { client, reports } = reporting();
    const { user: business } = await client.users.getUserById(101);
    expect(business.business_profile?.our_team.map((m) => m.name)).toEqual(['Ana']);
    expect(business.business_profile?.our_links).toHaveLength(1);
    expect(reports).toMatchObject([{ endpoint: 'users.getUserById', index: 1, dropped: 1 }]);
  });
});

describe('reporting', () => {
  const malformedFeed = { data: { feed_posts: [post(1), post(2, { user: null })] } };

  it('warns in the console by default outside production', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerAll(() => HttpResponse.json(malformedFeed));
    await expect(createApiClient({ baseUrl: BASE }).feed.getFeed({ page: 1 })).resolves.toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatchObject({ endpoint: 'feed.getFeed', index: 1, dropped: 1 });
  });

  it('stays silent by default in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerAll(() => HttpResponse.json(malformedFeed));
    await expect(createApiClient({ baseUrl: BASE }).feed.getFeed({ page: 1 })).resolves.toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never fails the call when the host handler throws', async () => {
    answerAll(() => HttpResponse.json(malformedFeed));
    const client = createApiClient({
      baseUrl: BASE,
      onInvalidData: () => {
        throw new Error('broken logger');
      },
    });
    await expect(client.feed.getFeed({ page: 1 })).resolves.toHaveLength(1);
  });
});

describe('posts.delete confirms the delete as best effort', () => {
  function deleteThen(confirm: () => Response) {
    const seen: string[] = [];
    server.use(
      http.delete('*/api/users/posts/:id', ({ request }) => {
        seen.push(`DELETE ${new URL(request.url).pathname}`);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/api/users/posts/:id/confirm-delete', ({ request }) => {
        seen.push(`POST ${new URL(request.url).pathname}`);
        return confirm();
      }),
    );
    return seen;
  }

  it('resolves when the confirmation answers 404, and reports it', async () => {
    const seen = deleteThen(() => new HttpResponse(null, { status: 404 }));
    const { client, reports } = reporting();
    await expect(client.posts.delete(1000)).resolves.toBeUndefined();
    expect(seen).toEqual(['DELETE /api/users/posts/1000', 'POST /api/users/posts/1000/confirm-delete']);
    expect(reports).toEqual([{ endpoint: 'posts.confirmDelete', index: -1, issues: [{ path: [], message: 'We could not find what you were looking for.' }], dropped: 0 }]);
  });

  it('resolves without a report when the confirmation succeeds', async () => {
    deleteThen(() => HttpResponse.json({ success: true }));
    const { client, reports } = reporting();
    await expect(client.posts.delete(1000)).resolves.toBeUndefined();
    expect(reports).toEqual([]);
  });

  it('rejects when the DELETE fails, and does not confirm', async () => {
    const seen: string[] = [];
    server.use(
      http.delete('*/api/users/posts/:id', () => HttpResponse.json({ message: 'Not your post' }, { status: 403 })),
      http.post('*/api/users/posts/:id/confirm-delete', () => {
        seen.push('confirm');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await failure(reporting().client.posts.delete(1000))).toMatchObject({ kind: 'http', status: 403, endpoint: 'posts.delete', message: 'Not your post' });
    expect(seen).toEqual([]);
  });
});

describe('parseItems and receivedCount', () => {
  const job = (id: number, extra: Record<string, unknown> = {}) => ({ id, job_title: `Job ${id}`, created_at: '2026-11-01', posting_type: 'jobs', ...extra });

  it('keeps the jobs that parse, in order, with an unknown posting_type kept as sent, and reports the others once', () => {
    const reports: InvalidDataReport[] = [];
    const jobs = parseItems(jobSchema, [job(1), job(2, { created_at: null }), job(3, { posting_type: 'archived' })], { endpoint: 'JobList', onInvalidData: (r) => reports.push(r) });
    expect(jobs.map((j) => [j.id, j.posting_type])).toEqual([
      [1, 'jobs'],
      [3, 'archived'],
    ]);
    expect(receivedCount(jobs)).toBe(3);
    expect(reports).toEqual([{ endpoint: 'JobList', index: 1, dropped: 1, issues: [expect.objectContaining({ path: ['created_at'] })] }]);
  });

  it('reads null as an empty list and reports a value that is not a list', () => {
    const reports: InvalidDataReport[] = [];
    expect(parseItems(jobSchema, null, { onInvalidData: (r) => reports.push(r) })).toEqual([]);
    expect(reports).toEqual([]);
    expect(parseItems(jobSchema, { jobs: [] }, { onInvalidData: (r) => reports.push(r) })).toEqual([]);
    expect(reports).toMatchObject([{ endpoint: 'parseItems', index: -1, dropped: 0 }]);
  });

  it('is the length of any other array, also through the zod-free rules entry', () => {
    const sent = parseItems(jobSchema, [job(1), { id: 2 }], { onInvalidData: () => {} });
    expect(receivedCountFromRules(sent)).toBe(2);
    expect(receivedCountFromRules([...sent])).toBe(1);
    expect(receivedCount(['a', 'b', 'c'])).toBe(3);
  });
});
