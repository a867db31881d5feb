import { HttpResponse } from 'msw';
import type { endpointDefinitions, EndpointName } from '../endpoints';
import { generateDeal, generateEvent, generateJob, type MockDeal, type MockEvent, type MockJob } from './generators';

/*
 * The realistic mode of the mock backend: answers shaped like a real server's rather than the spec's
 * examples. Writes answer without the entity, lists carry one item the client must leave out and one
 * value in another accepted form, two accounts have unusual records, and admin calls need a token.
 */

/** The admin tokens the mock backend accepts in realistic mode (and a host hands its admin session). */
export const MOCK_ADMIN_TOKENS = { accessToken: 'mock-admin-access-token', refreshToken: 'mock-admin-refresh-token' } as const;

/** The seeded educator whose answers say `user_types: 'moderator'` in realistic mode. */
export const REALISTIC_MODERATOR_ID = 3;
/** The seeded business whose answers hold no business profile in realistic mode. */
export const REALISTIC_NO_PROFILE_BUSINESS_ID = 105;

/** Texts of the malformed items, so a test can tell they are not shown. */
export const MALFORMED_TEXTS = {
  post: 'This post’s author deleted their account.',
  comment: 'This comment was saved without an id.',
  reply: 'This reply’s author deleted their account.',
  job: 'Imported vacancy without an id',
  event: 'Half-deleted event',
  deal: 'Deal with a blank id',
} as const;

let on = false;
let issued = 0;
const issuedTokens = new Set<string>();

/** The mode's state, shared by the knobs, the store and the handlers (the public switch is mockControls.realistic). */
export const realisticState = {
  on: (): boolean => on,
  set(next: boolean): void {
    on = next;
  },
  /** A new admin access token, valid until the next reset. */
  issueAdminToken(): string {
    issued += 1;
    const token = `mock-admin-token-${issued}`;
    issuedTokens.add(token);
    return token;
  },
  isAdminAccessToken(token: string | undefined): boolean {
    return token !== undefined && (token === MOCK_ADMIN_TOKENS.accessToken || issuedTokens.has(token));
  },
  /** Lenient again, and the issued tokens forgotten. */
  reset(): void {
    on = false;
    issued = 0;
    issuedTokens.clear();
  },
};

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer (\S+)/.exec(request.headers.get('authorization') ?? '')?.[1];
}

// ---------------------------------------------------------------------------------------------------
// Writes

type Method<K extends EndpointName> = (typeof endpointDefinitions)[K]['method'];
/** location.cities is a POST that reads: it answers its list like the other location calls. */
type WriteEndpoint = Exclude<{ [K in EndpointName]: Method<K> extends 'GET' ? never : K }[EndpointName], 'location.cities'>;

/**
 * What each write answers in realistic mode: 204 No Content, or 200 `{"success": true}`. Fixed per
 * endpoint, and both kinds among the calls whose entity the UI reads; deletes answer 204.
 */
export const realisticWriteAnswers: Record<WriteEndpoint, 204 | 'success'> = {
  'feed.createPost': 'success',
  'posts.update': 204,
  'posts.delete': 204,
  'posts.confirmDelete': 'success',
  'posts.report': 'success',
  'posts.share': 204,
  'posts.toggleFavorite': 204,
  'posts.react': 'success',
  'posts.comment': 'success',
  'posts.reply': 204,
  'posts.reactToComment': 204,
  'posts.deleteComment': 204,
  'posts.reportComment': 'success',
  'posts.vote': 204,
  'jobs.report': 204,
  'jobs.inviteApplicants': 'success',
  'jobs.toggleFavorite': 'success',
  'events.click': 204,
  'events.toggleFavorite': 204,
  'deals.view': 204,
  'deals.click': 'success',
  'deals.toggleFavorite': 'success',
  'users.toggleOpenToWork': 'success',
  'users.toggleOpenToNetwork': 204,
  'users.updateKeyDetails': 'success',
  'users.createWorkExperience': 204,
  'users.updateWorkExperience': 'success',
  'users.deleteWorkExperience': 204,
  'users.updateResume': 'success',
  'users.deleteResume': 204,
  'users.updatePreferredJobs': 'success',
  'users.deletePreferredJob': 204,
  'users.updateLocationsWanted': 204,
  'users.deleteLocationWanted': 204,
  'users.updateAdditionalSkills': 'success',
  'users.deleteAdditionalSkill': 204,
  'users.updateEducation': 204,
  'users.deleteEducation': 204,
  'users.updateProfilePicture': 'success',
  'users.updateBanner': 204,
  'endorsements.request': 'success',
  'endorsements.respond': 204,
  'endorsements.delete': 204,
  'business.updateAboutUs': 204,
  'business.updateGeneralInformation': 'success',
  'business.updateCredentials': 204,
  'business.updateGallery': 'success',
  'business.addTeamMembers': 204,
  'business.updateTeamMember': 'success',
  'business.updateLinks': 204,
  'business.deleteCredential': 204,
  'business.deleteGalleryImage': 204,
  'business.deleteTeamMember': 204,
  'business.deleteLink': 204,
};

/** A write's answer without the entity. */
export function writeAnswer(kind: 204 | 'success'): Response {
  return kind === 204 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ success: true });
}

// ---------------------------------------------------------------------------------------------------
// Lists

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Json[] | undefined => (Array.isArray(value) && value.length > 0 && value.every(isRecord) ? value : undefined);

/** The list with `bad` at index 1 (after a one-item list's only item); an empty list stays empty. */
function withMalformed<T>(list: T[], bad: T): T[] {
  return list.length ? [list[0] as T, bad, ...list.slice(1)] : list;
}

function withoutId({ id: _id, ...rest }: Json): Json {
  return rest;
}

/** A post list: the first post's count as a numeric string plus a reaction without emoji, polls' votes as strings, and a post whose author is gone. */
function postList(list: unknown): unknown {
  const posts = records(list);
  if (!posts) return list;
  const [first, ...rest] = posts.map((post) =>
    post.post_type === 'poll' && Array.isArray(post.poll_options)
      ? { ...post, poll_options: post.poll_options.map((o: Json) => ({ ...o, votes: String(o.votes ?? 0) })) }
      : post,
  ) as [Json, ...Json[]];
  const good = {
    ...first,
    comments: String(first.comments ?? 0),
    reactions: [...(Array.isArray(first.reactions) ? first.reactions : []), { user_id: 4, reaction_type: '' }],
  };
  const deletedAuthor = {
    id: 990_001,
    user: null,
    created_at: first.created_at,
    type: 'post',
    post_type: 'post',
    headline: null,
    content: `<p>${MALFORMED_TEXTS.post}</p>`,
    reactions: [],
    comments: 0,
    views: [],
    cover_image: null,
    layout_type: null,
    pages: [],
    microblog_type: null,
    poll_options: [],
    poll_length: null,
    share_comment: null,
    shared_post: null,
  };
  return withMalformed([good, ...rest], deletedAuthor);
}

/** A comment list: a comment without id, a reply by a deleted account in the first thread with replies, and a reply echoed as reply_text. */
function commentList(list: unknown): unknown {
  const comments = records(list);
  if (!comments) return list;
  let replied = false;
  const withReplies = comments.map((comment) => {
    const replies = records(comment.replies);
    if (replied || !replies) return comment;
    replied = true;
    const [firstReply, ...others] = replies as [Json, ...Json[]];
    const { comment_text, ...echoed } = firstReply;
    const byDeletedAccount = { ...withoutId(firstReply), id: 990_003, user: null, comment_text: MALFORMED_TEXTS.reply, reactions: [], replies: [] };
    return { ...comment, replies: withMalformed([{ ...echoed, reply_text: comment_text }, ...others], byDeletedAccount) };
  });
  const first = withReplies[0] as Json;
  const withoutIdComment = { ...withoutId(first), comment_text: MALFORMED_TEXTS.comment, reactions: [], replies: [] };
  return withMalformed(withReplies, withoutIdComment);
}

/** A list of records: a copy of the first without its id, and `coerce` applied to the first. */
function recordList(coerce: (item: Json) => Json = (item) => item) {
  return (list: unknown): unknown => {
    const items = records(list);
    if (!items) return list;
    const [first, ...rest] = items as [Json, ...Json[]];
    return withMalformed([coerce(first), ...rest], withoutId(first));
  };
}

const endorsementList = recordList((e) => ({ ...e, rating: e.rating == null ? e.rating : String(e.rating) }));
const educationList = recordList((e) => ({ ...e, year_of_graduation: Number(e.year_of_graduation) || e.year_of_graduation }));
const hiddenFlagList = recordList((item) => ({ ...item, hidden: item.hidden ? 1 : 0 }));
const plainList = recordList();

function userAnswer(body: Json): Json {
  if (!isRecord(body.data)) return body;
  const user = body.data;
  const profile = user.id === REALISTIC_NO_PROFILE_BUSINESS_ID || !isRecord(user.business_profile) ? null : user.business_profile;
  const endorsements = endorsementList(user.endorsements);
  return {
    ...body,
    data: {
      ...user,
      ...(user.id === REALISTIC_MODERATOR_ID ? { user_types: 'moderator' } : {}),
      endorsements,
      work_experience: plainList(user.work_experience),
      preferred_jobs: hiddenFlagList(user.preferred_jobs),
      locations_i_want_to_work: hiddenFlagList(user.locations_i_want_to_work),
      my_education: educationList(user.my_education),
      credential: plainList(user.credential),
      business_profile: profile && { ...profile, our_team: plainList(profile.our_team), our_links: plainList(profile.our_links) },
    },
    ...('endorsements' in body ? { endorsements } : {}),
  };
}

/** Reshapes the `data` list of a location answer. */
const locationData = (reshape: (list: unknown[]) => unknown[]) => (body: Json): Json => (Array.isArray(body.data) && body.data.length ? { ...body, data: reshape(body.data) } : body);

const at =
  (key: string, reshape: (list: unknown) => unknown) =>
  (body: Json): Json =>
    isRecord(body.data) ? { ...body, data: { ...body.data, [key]: reshape(body.data[key]) } } : body;

/** How realistic mode reshapes each list answer (the resolver's answer, copied). */
const listAnswers: Partial<Record<EndpointName, (body: Json) => Json>> = {
  'feed.getFeed': at('feed_posts', postList),
  'feed.search': at('posts', postList),
  'feed.getFavorites': at('favorite_posts', postList),
  // A favourite whose item is half deleted comes without its id.
  'jobs.getFavorites': at('favorite_jobs', (list) => withMalformed(records(list) ?? [], { id: null, job_title: MALFORMED_TEXTS.job })),
  'events.getFavorites': at('favorite_events', (list) => withMalformed(records(list) ?? [], { id: null, event_name: MALFORMED_TEXTS.event })),
  'deals.getFavorites': at('favorite_deals', (list) => withMalformed(records(list) ?? [], { id: null, deal_name: MALFORMED_TEXTS.deal })),
  'posts.getComments': at('comments', commentList),
  'users.getUserById': userAnswer,
  'users.getCurrentUser': userAnswer,
  'users.search': (body) => ({
    ...body,
    users: withMalformed(Array.isArray(body.users) ? body.users : [], { id: null, first_name: 'Account', last_name: 'being deleted', email: 'deleted@example.edu' }),
    total: String(body.total),
  }),
  // Kosovo has no ISO 3166 code, so location services really do send it without one.
  'location.countries': locationData((list) => {
    const [first, ...rest] = list as [Json, ...Json[]];
    return withMalformed([{ name: first.country, Iso2: first.iso2, Iso3: first.iso3 }, ...rest], { country: 'Kosovo', iso2: null, iso3: 'XKX' });
  }),
  'location.states': locationData((list) => {
    const [first, ...rest] = list as [Json, ...Json[]];
    return withMalformed([{ name: first.name, iso2: first.state_code }, ...rest], { name: '', state_code: 'XX' });
  }),
  'location.cities': locationData((list) => withMalformed([{ name: list[0] }, ...list.slice(1)], null)),
  'location.stateCities': locationData((list) => withMalformed([{ city: list[0] }, ...list.slice(1)], null)),
  // Phone codes hold no value sent in another form that reads the same (an id stays as sent).
  'location.phoneCodes': locationData((list) => withMalformed(list, { id: 990, code: null, name: 'Antarctica', iso2: 'AQ' })),
};

/** A resolver's answer as the realistic server sends it. */
export function realisticAnswer(name: EndpointName, result: unknown): Response {
  const write = (realisticWriteAnswers as Partial<Record<EndpointName, 204 | 'success'>>)[name];
  if (write !== undefined) return writeAnswer(write);
  const reshape = listAnswers[name];
  // A copy: the resolvers answer with the store's own records.
  const body = reshape && isRecord(result) ? reshape(structuredClone(result)) : result;
  return HttpResponse.json((body ?? { message: 'OK' }) as Json);
}

// ---------------------------------------------------------------------------------------------------
// The store's jobs, events and deals (read directly by hosts, since no endpoint lists them)

const malformedRecords = new WeakSet<object>();

interface RecordLists {
  jobs: MockJob[];
  events: MockEvent[];
  deals: MockDeal[];
}

function malformedOf(kind: keyof RecordLists): object {
  switch (kind) {
    case 'jobs':
      return withoutId({ ...generateJob({ id: 2999, job_title: MALFORMED_TEXTS.job }) });
    case 'events':
      return { ...generateEvent({ id: 3999, event_name: MALFORMED_TEXTS.event }), id: null };
    case 'deals':
      return { ...generateDeal({ id: 4999, deal_name: MALFORMED_TEXTS.deal }), id: '' };
  }
}

const kinds = ['jobs', 'events', 'deals'] as const;

/** Whether a record is one of the realistic mode's malformed records (a snapshot of the store leaves them out). */
export function isMalformedRecord(record: unknown): boolean {
  return typeof record === 'object' && record !== null && malformedRecords.has(record);
}

/** Puts one malformed record at index 1 of the store's jobs, events and deals (once). */
export function addMalformedRecords(store: RecordLists): void {
  for (const kind of kinds) {
    const list = store[kind] as object[];
    if (list.some((record) => malformedRecords.has(record))) continue;
    const record = malformedOf(kind);
    malformedRecords.add(record);
    list.splice(Math.min(1, list.length), 0, record);
  }
}

/** Takes the malformed records out again, leaving every other change to the lists. */
export function removeMalformedRecords(store: RecordLists): void {
  for (const kind of kinds) {
    const list = store[kind] as object[];
    for (let i = list.length - 1; i >= 0; i -= 1) if (malformedRecords.has(list[i] as object)) list.splice(i, 1);
  }
}
