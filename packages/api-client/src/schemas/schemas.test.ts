// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { core } from 'zod/mini';
import { createTransport } from '../transport';
import { list, parseItems, tolerant } from './common';
import type { InvalidDataReport } from './invalidData';
import { businessProfileSchema, galleryImageName, parsePhonePrefix, teamMemberSchema } from './business';
import { citySchema, countrySchema, phoneCodeSchema, stateSchema } from './location';
import { dealSchema } from './deal';
import { eventSchema } from './event';
import { countUnreadInboxNotifications, getJobCompanyName, jobSchema } from './job';
import { canReply, commentSchema, isSharedPost, postCreateBody, postSchema, postUpdateBody, type PostInput } from './post';
import {
  educationEntrySchema,
  endorsementSchema,
  isCurrentJob,
  isExternalJobsAccount,
  locationWantedSchema,
  preferredJobSchema,
  searchUserResultSchema,
  userProfileSchema,
  workExperienceSchema,
  EXTERNAL_JOBS_EMAIL,
} from './user';
import { credentialSchema, linkSchema } from './business';

const author = { id: 1, full_name: 'Amara Okafor', profile_picture: null };

describe('Comment', () => {
  const reply = (id: number, replies: unknown[] = []) => ({ id, user: author, created_at: '2026-11-20T10:00:00Z', reply_text: `reply ${id}`, replies });

  it('numbers the depth of nested replies to depth 3', () => {
    const comment = commentSchema.parse({ ...reply(1), comment_text: 'top', reply_text: undefined, replies: [reply(2, [reply(3, [reply(4)])])] });
    const depth3 = comment.replies[0]?.replies[0]?.replies[0];
    expect(comment).toMatchObject({ depth: 0, comment_text: 'top' });
    expect(depth3).toMatchObject({ id: 4, depth: 3, comment_text: 'reply 4', replies: [] });
    expect(canReply(comment)).toBe(true);
    expect(canReply(depth3 ?? { depth: 0 })).toBe(false);
  });

  it('keeps replies deeper than depth 3, flattened under their depth-3 ancestor in reading order, none answerable', () => {
    const by = (id: number, name: string, replies: unknown[] = []) => ({ ...reply(id, replies), user: { id, full_name: name } });
    const deep = by(4, 'Dee', [by(5, 'Eve', [by(6, 'Fay', [by(7, 'Gus')])]), by(8, 'Hal')]);
    const comment = commentSchema.parse({ ...reply(1), replies: [reply(2, [reply(3, [deep])])] });
    const depth3 = comment.replies[0]?.replies[0]?.replies[0];
    expect(depth3?.replies.map((r) => [r.id, r.in_reply_to, r.depth, r.replies.length])).toEqual([
      [5, 'Dee', 4, 0],
      [6, 'Eve', 4, 0],
      [7, 'Fay', 4, 0],
      [8, 'Dee', 4, 0],
    ]);
    expect(depth3?.replies.every((r) => !canReply(r))).toBe(true);
  });

  it('counts views and reads null lists as empty', () => {
    expect(commentSchema.parse({ ...reply(1), views: [3, 4], reactions: null, replies: null })).toMatchObject({ views: 2, reactions: [], replies: [] });
  });
});

describe('Post', () => {
  const base = { id: 10, user: author, created_at: '2026-11-20T10:00:00Z' };

  it('embeds the original of a shared post and drops an unreadable original', () => {
    const shared = postSchema.parse({ ...base, type: 'shared', share_comment: 'Look', shared_post: { ...base, id: 9, post_type: 'poll' } });
    expect(isSharedPost(shared)).toBe(true);
    expect(shared.shared_post).toMatchObject({ id: 9, post_type: 'poll' });
    const orphan = postSchema.parse({ ...base, shared_post: { id: 9 } });
    expect(isSharedPost(orphan)).toBe(false);
  });

  it('reads an unknown post_type as a plain post and an unknown microblog type as none', () => {
    expect(postSchema.parse({ ...base, post_type: 'story', microblog_type: 'vlog' })).toMatchObject({ post_type: 'post', microblog_type: undefined });
  });

  it('keeps a poll option whose votes are not a number, as 0 votes; a numeric string is its number', () => {
    const poll = postSchema.parse({
      ...base,
      post_type: 'poll',
      poll_options: [{ text: 'A', votes: 'many' }, { text: 'B', votes: ' 7 ' }, { text: 'C', votes: true }, { text: 'D', votes: { n: 2 } }, { text: 'E', votes: null }],
    });
    expect(poll.poll_options).toEqual([
      { text: 'A', votes: 0 },
      { text: 'B', votes: 7 },
      { text: 'C', votes: 0 },
      { text: 'D', votes: 0 },
      { text: 'E', votes: 0 },
    ]);
  });

  it("counts a reaction without a user (null, blank or missing user_id): it is just nobody's own", () => {
    const post = postSchema.parse({
      ...base,
      reactions: [{ user_id: null, reaction_type: '❤️' }, { user_id: '', reaction_type: '🏆' }, { reaction_type: '⭐' }, { user_id: 3, reaction_type: '❤️' }],
    });
    expect(post.reactions).toEqual([
      { user_id: undefined, reaction_type: '❤️' },
      { user_id: undefined, reaction_type: '🏆' },
      { reaction_type: '⭐' },
      { user_id: 3, reaction_type: '❤️' },
    ]);
    const comment = commentSchema.parse({ id: 1, user: author, comment_text: 'Hi', reactions: [{ user_id: null, reaction_type: '🤔' }] });
    expect(comment.reactions).toHaveLength(1);
  });

  it('reads poll counts sent as strings', () => {
    expect(postSchema.parse({ ...base, post_type: 'poll', poll_options: [{ text: 'A', votes: '4' }], poll_length: { days: '1', hours: null, minutes: 5 } })).toMatchObject({
      poll_options: [{ text: 'A', votes: 4 }],
      poll_length: { days: 1, hours: 0, minutes: 5 },
    });
  });

  it.each<[PostInput, Record<string, unknown>]>([
    [{ post_type: 'post', content: 'Hi' }, { content: 'Hi' }],
    [
      { post_type: 'poll', headline: 'Q?', poll_options: [{ text: 'A', votes: 3 }, { text: 'B' }], poll_length: { days: 1, hours: 0, minutes: 0 } },
      { headline: 'Q?', poll_options: [{ text: 'A', votes: 3 }, { text: 'B', votes: 0 }], poll_length: { days: 1, hours: 0, minutes: 0 } },
    ],
    [{ post_type: 'multimedia', content: '<p>x</p>', multimedia: ['https://m/1.png'] }, { content: '{"content":"<p>x</p>","multimedia":["https://m/1.png"]}' }],
    [{ post_type: 'announcement', headline: 'H', content: 'C' }, { headline: 'H', content: 'C' }],
    [
      { post_type: 'microblog', headline: 'H', cover_image: 'c.png', layout_type: 'full-width', microblog_type: 'guides', pages: [{ content: 'p', multimedia: [] }] },
      { headline: 'H', cover_image: 'c.png', layout_type: 'full-width', microblog_type: 'guides', pages: [{ content: 'p', multimedia: [] }], type: 'learn_path' },
    ],
    [{ post_type: 'share', share_comment: 'Worth a read' }, { share_comment: 'Worth a read' }],
  ])('sends the update fields the spec lists for %o', (input, expected) => {
    expect(postUpdateBody(input)).toEqual(expected);
    expect(postCreateBody(input)).toEqual({ post_type: input.post_type, ...expected });
  });
});

describe('Job', () => {
  const job = { id: 1, job_title: 'Teacher', created_at: '2026-11-01' };

  it('keeps a posting_type the kit does not know, as sent', () => {
    expect(jobSchema.parse({ ...job, posting_type: 'archived' }).posting_type).toBe('archived');
    expect(jobSchema.parse({ ...job, posting_type: 'Drafts' }).posting_type).toBe('drafts');
    expect(jobSchema.parse({ ...job, posting_type: null }).posting_type).toBeUndefined();
    expect(jobSchema.parse({ ...job, posting_type: { kind: 'jobs' } }).posting_type).toBeUndefined();
  });

  it('reads experience sent as strings, keeps a salary range, and counts unread inbox notifications', () => {
    const parsed = jobSchema.parse({
      ...job,
      years_of_experience_min: '2',
      salary: '2800-3400',
      notifications: [
        { read: false, notification_type: 'inbox' },
        { read: 1, notification_type: 'inbox' },
        { read: 0, notification_type: 'application' },
      ],
    });
    expect(parsed).toMatchObject({ years_of_experience_min: 2, salary: '2800-3400', total_applicants: 0 });
    expect(countUnreadInboxNotifications(parsed)).toBe(1);
  });

  it('names the business from its profile, else business_name', () => {
    expect(getJobCompanyName(jobSchema.parse({ ...job, business_name: 'B', business: { business_profile: { company_name: 'P' } } }))).toBe('P');
    expect(getJobCompanyName(jobSchema.parse({ ...job, business_name: 'B', business: null }))).toBe('B');
  });
});

describe('Event and Deal', () => {
  it('keeps an event status the spec does not name, for the card to show as is', () => {
    expect(eventSchema.parse({ id: 1, event_name: 'E', status: 'cancelled', boosted: 'true' })).toMatchObject({ status: 'cancelled', boosted: true });
  });

  it('leaves a deal without code undefined (the dialog shows the default promo code)', () => {
    expect(dealSchema.parse({ id: 1, deal_name: 'D', deal_code: null }).deal_code).toBeUndefined();
  });

  it('needs an id', () => {
    expect(eventSchema.safeParse({ event_name: 'E' }).success).toBe(false);
    expect(dealSchema.safeParse({ id: '', deal_name: 'D' }).success).toBe(false);
  });
});

describe('User profile', () => {
  it.each([
    ['9999-01-01', true],
    ['9999-01-01T00:00:00.000Z', true],
    ['January 9999', true],
    ['9999-02-01', false],
    ['2024-07-31', false],
    [null, false],
    ['not a date', false],
  ])('isCurrentJob(%s) is %s', (end_date, expected) => {
    expect(isCurrentJob({ end_date })).toBe(expected);
  });

  it('fills the endorsement defaults: position Endorser, name Anonymous, rating 5', () => {
    expect(endorsementSchema.parse({ id: 1, name: '  ', position: null })).toMatchObject({ name: 'Anonymous', position: 'Endorser', rating: 5, skills: [], recommendation: '' });
    expect(endorsementSchema.parse({ id: 2, endorser_name: 'Ben', endorsement_text: 'Great', rating: '4', skills: 'Mentoring, Planning' })).toMatchObject({
      name: 'Ben',
      recommendation: 'Great',
      rating: 4,
      skills: ['Mentoring', 'Planning'],
    });
  });

  it("reads 'Not decided yet' as no city", () => {
    expect(locationWantedSchema.parse({ id: 1, country: 'Japan', city: 'Not decided yet' }).city).toBeUndefined();
    expect(locationWantedSchema.parse({ id: 2, country: 'Japan', city: 'Osaka' }).city).toBe('Osaka');
  });

  it('reads a graduation year sent as a number', () => {
    expect(educationEntrySchema.parse({ id: 1, school: 'S', degree: 'D', field_of_study: 'F', year_of_graduation: 2015 }).year_of_graduation).toBe('2015');
  });

  it('builds full_name when missing, and keeps a user_types the kit does not know', () => {
    expect(userProfileSchema.parse({ id: 1, first_name: 'Ada', last_name: 'Lee', user_types: 'Educator' })).toMatchObject({ full_name: 'Ada Lee', user_types: 'educator', additional_skills: [] });
    expect(userProfileSchema.parse({ id: 1, user_types: ' Parent ' }).user_types).toBe('Parent');
    expect(userProfileSchema.parse({ id: 1, user_types: '' }).user_types).toBeUndefined();
  });

  it('recognises the external-jobs account by its e-mail', () => {
    expect(isExternalJobsAccount({ email: ` ${EXTERNAL_JOBS_EMAIL.toUpperCase()} ` })).toBe(true);
    expect(isExternalJobsAccount({ email: 'someone@example.edu' })).toBe(false);
    expect(isExternalJobsAccount({ email: 'jobs@host.example' }, 'jobs@host.example')).toBe(true);
  });
});

describe('Business profile', () => {
  it('keeps exactly three team skills', () => {
    expect(teamMemberSchema.parse({ id: 1, name: 'N', role: 'R', skills: ['a', 'b', 'c', 'd'] }).skills).toEqual(['a', 'b', 'c']);
    expect(teamMemberSchema.parse({ id: 1, name: 'N', role: 'R', skills: ['a'] }).skills).toEqual(['a', '', '']);
  });

  it('keeps an unknown business_size (the UI reads it as Unknown) and reads lists sent as comma strings', () => {
    expect(businessProfileSchema.parse({ business_size: 'huge', business_type: 'School, Vendor', our_team: null })).toMatchObject({
      business_size: 'huge',
      business_type: ['School', 'Vendor'],
      our_team: [],
    });
  });

  it('splits a stored phone prefix and names a gallery image by its last path segment', () => {
    expect(parsePhonePrefix('+44|230')).toEqual({ code: '+44', countryId: '230' });
    expect(parsePhonePrefix('+1')).toEqual({ code: '+1' });
    expect(galleryImageName('https://cdn.example/uploads/gallery/a-1.jpg?w=600#top')).toBe('a-1.jpg');
  });
});

describe('Location', () => {
  it('reads countries under either spelling, states with their code, and cities plain or as objects', () => {
    expect(countrySchema.parse({ country: 'Japan', iso2: 'JP' })).toEqual({ name: 'Japan', iso2: 'JP' });
    expect(countrySchema.parse({ name: 'Japan', Iso2: 'JP', Iso3: 'JPN' })).toEqual({ name: 'Japan', iso2: 'JP', iso3: 'JPN' });
    expect(stateSchema.parse({ name: 'Tokyo', state_code: 13 })).toEqual({ name: 'Tokyo', code: '13' });
    expect([citySchema.parse('Osaka'), citySchema.parse({ name: 'Kyoto' }), citySchema.parse({ city: 'Nara' })]).toEqual(['Osaka', 'Kyoto', 'Nara']);
    expect(phoneCodeSchema.parse({ id: 1, code: 44, name: 'United Kingdom' })).toEqual({ id: 1, code: '44', name: 'United Kingdom', iso2: undefined });
  });
});

describe('messages', () => {
  /** Runs `read` with no zod locale loaded, as on a page without zod classic (which loads English globally). */
  function withoutLocale<T>(read: () => T): T {
    const { localeError } = core.globalConfig;
    core.globalConfig.localeError = undefined;
    try {
      return read();
    } finally {
      core.globalConfig.localeError = localeError;
    }
  }
  const reportsOf = (raw: unknown) => {
    const reports: InvalidDataReport[] = [];
    withoutLocale(() => parseItems(stateSchema, raw, { onInvalidData: (report) => reports.push(report) }));
    return reports;
  };

  it("reports a left-out item's issues in the words of zod's English locale", () => {
    expect(reportsOf([{ name: 'Tokyo' }, { name: 3, code: [] }])).toEqual([
      {
        endpoint: 'parseItems',
        index: 1,
        dropped: 1,
        issues: [
          { path: ['name'], message: 'Invalid input: expected string, received number' },
          { path: ['code'], message: 'Invalid input' },
        ],
      },
    ]);
    expect(reportsOf([{ name: '' }])[0]?.issues).toEqual([{ path: ['name'], message: 'Too small: expected string to have >=1 characters' }]);
    expect(reportsOf([null])[0]?.issues).toEqual([{ path: [], message: 'Invalid input: expected object, received null' }]);
    expect(reportsOf('Tokyo')[0]?.issues).toEqual([{ path: [], message: 'Invalid input: expected array, received string' }]);
  });

  it('keeps them in tolerant reads and location answers', () => {
    const read = (schema: Parameters<typeof tolerant>[0], value: unknown) =>
      withoutLocale(() => tolerant(schema, { key: 'state' }).safeParse(value).error?.issues.map(({ path, message }) => ({ path, message })));
    expect(read(stateSchema, { data: { state: { name: [] } } })).toEqual([{ path: ['data', 'state', 'name'], message: 'Invalid input: expected string, received array' }]);
    expect(read(list(stateSchema), { state: 'none' })).toEqual([{ path: ['state'], message: 'Invalid input: expected array, received string' }]);
  });

  it("says what was wrong in a validation ApiError's message", async () => {
    const transport = createTransport({ baseUrl: '', fetch: async () => Response.json({ name: 12 }) });
    const error = await withoutLocale(() => transport({ endpoint: 'test', method: 'GET', path: '/', schema: stateSchema }).catch((e: unknown) => e));
    expect(error).toMatchObject({ kind: 'validation', message: 'The server sent an answer we could not read (name: Invalid input: expected string, received number).' });
  });
});

describe('every schema, fed anything, answers without throwing', () => {
  const schemas = {
    postSchema,
    commentSchema,
    jobSchema,
    eventSchema,
    dealSchema,
    userProfileSchema,
    workExperienceSchema,
    preferredJobSchema,
    locationWantedSchema,
    endorsementSchema,
    educationEntrySchema,
    searchUserResultSchema,
    businessProfileSchema,
    credentialSchema,
    teamMemberSchema,
    linkSchema,
    countrySchema,
    stateSchema,
    citySchema,
    phoneCodeSchema,
  };
  it.each(Object.entries(schemas))('%s', (_, schema) => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue()), (value) => {
        expect(() => schema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
