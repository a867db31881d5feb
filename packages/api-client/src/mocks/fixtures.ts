import { EXTERNAL_JOBS_EMAIL, microblogTypes, postTypes } from '../schemas/rules';
import {
  FIRST_NAMES,
  LAST_NAMES,
  countComments,
  generateBusinessProfile,
  generateComment,
  generateDeal,
  generateEndorsement,
  generateEvent,
  generateJob,
  generatePost,
  generateUser,
  hoursAgo,
  toAuthor,
  type MockComment,
  type MockDeal,
  type MockEndorsement,
  type MockEvent,
  type MockJob,
  type MockPost,
  type MockUser,
} from './generators';
import { createRandom } from './random';

export { FIXTURE_NOW } from './generators';

/** The ids of the accounts the mock session can be (see mockSession). */
export const MOCK_USER_IDS = {
  member: 1,
  postAuthor: 2,
  businessOwner: 101,
  employer: 102,
  externalJobs: 200,
  admin: 300,
} as const;

const EDUCATOR_COUNT = 25;
const POST_COUNT = 64;

/** 25 educators: every section is filled in some profiles and empty in others, by a fixed pattern. */
function seedEducators(): MockUser[] {
  return Array.from({ length: EDUCATOR_COUNT }, (_, i) => seedEducator(i));
}

/** The educator at `i` (id i + 1): made from its index alone, so one can be made without the others. */
function seedEducator(i: number): MockUser {
  const first = FIRST_NAMES[i] as string;
  const last = LAST_NAMES[i] as string;
  const user = generateUser({ id: i + 1, first_name: first, last_name: last, full_name: `${first} ${last}`, email: `${first.toLowerCase()}.${last.toLowerCase()}@example.edu` });
  const current = i % 2 === 0;
  return {
    ...user,
    profile_picture: i % 4 === 3 ? null : user.profile_picture,
    banner_picture: i % 3 === 1 ? null : user.banner_picture,
    nickname: i % 6 === 5 ? '' : user.nickname,
    summary: i % 6 === 5 ? '' : user.summary,
    bio: i % 6 === 5 ? '' : user.bio,
    language: i % 7 === 6 ? '' : user.language,
    nationality: i % 7 === 6 ? '' : user.nationality,
    work_experience: i % 5 === 4 ? [] : user.work_experience.slice(0, 1 + (i % 2)).map((w, k) => (k === 0 && !current ? { ...w, end_date: '2024-07-31' } : w)),
    preferred_jobs: i % 5 === 3 ? [] : user.preferred_jobs.slice(0, 1 + (i % 2)),
    locations_i_want_to_work: i % 4 === 1 ? [] : user.locations_i_want_to_work.slice(0, 1 + (i % 2)),
    additional_skills: i % 6 === 2 ? [] : user.additional_skills.slice(0, 1 + (i % 3)),
    my_education: i % 5 === 2 ? [] : user.my_education,
    // A resume with its file name, a resume without one (not shown to visitors), or none.
    resume: i % 3 === 2 ? null : user.resume,
    resume_file_name: i % 3 === 0 ? user.resume_file_name : null,
    open_to_work: i % 2 === 0,
    open_to_network: i % 3 === 0,
  };
}

/** 8 business profiles: every business_size, one unknown size, two vendors, one with empty sections. */
function seedBusinesses(): MockUser[] {
  const sizes = ['startup', 'small-sized', 'medium-sized', 'large-company', 'startup', 'small-sized', 'medium-sized', 'enterprise-plus'];
  const names = ['Greenfield Academy', 'Bright Minds School', 'LessonLab', 'Harbour International', 'Atlas Learning', 'Northstar College', 'Chalk & Co Supplies', 'Kinder Garden Group'];
  return sizes.map((business_size, i) => {
    const id = MOCK_USER_IDS.businessOwner + i;
    const company_name = names[i] as string;
    const profile = generateBusinessProfile({ id: id * 10, company_name, business_size });
    const empty = i === 7;
    return generateUser({
      id,
      first_name: company_name,
      last_name: '',
      full_name: company_name,
      email: `admin@${company_name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
      user_types: i === 2 || i === 6 ? 'vendor' : 'business',
      nickname: '',
      additional_skills: [],
      preferred_jobs: [],
      locations_i_want_to_work: [],
      work_experience: [],
      resume: null,
      resume_file_name: null,
      open_to_work: false,
      credential: empty ? [] : [
        { id: id * 10 + 1, achievement: 'Best International School', year: '2023' },
        { id: id * 10 + 2, achievement: 'Green School Award', year: '2021' },
      ],
      my_education: [],
      business_profile: empty
        ? { ...profile, business_type: [], operation_in: [], services: [], about_us_media: null, our_details: '', our_history: '', our_values: '', our_goals: '', gallery: [], our_team: [], our_links: [] }
        : profile,
    });
  });
}

function seedSystemAccounts(): MockUser[] {
  const external = generateUser({
    id: MOCK_USER_IDS.externalJobs,
    first_name: 'External',
    last_name: 'Jobs',
    full_name: 'External Jobs',
    email: EXTERNAL_JOBS_EMAIL,
    user_types: 'business',
    additional_skills: [],
    preferred_jobs: [],
    locations_i_want_to_work: [],
    work_experience: [],
    my_education: [],
    resume: null,
    resume_file_name: null,
  });
  const admin = generateUser({
    id: MOCK_USER_IDS.admin,
    first_name: 'Ada',
    last_name: 'Admin',
    full_name: 'Ada Admin',
    email: 'admin@edupassport.io',
    user_types: 'admin',
  });
  return [{ ...external, business_profile: external.business_profile && { ...external.business_profile, company_name: 'External Jobs' } }, admin];
}


/** 64 posts, newest first: every post type in turn, every microblog type and layout, and every 8th a share. */
export function seedPosts(users: MockUser[]): MockPost[] {
  const authors = users.filter((u) => u.user_types !== 'admin' && u.id !== MOCK_USER_IDS.externalJobs);
  const posts: MockPost[] = [];
  for (let i = POST_COUNT - 1; i >= 0; i -= 1) {
    const id = 1000 + i;
    // The newest post belongs to the postAuthor session, so their edit and delete controls show first.
    const user = i === 0 ? users[MOCK_USER_IDS.postAuthor - 1] : authors[(i * 5) % authors.length];
    const common = { id, user: toAuthor(user as MockUser), created_at: hoursAgo(i * 3 + 1) };
    if (i % 8 === 7) {
      const original = posts[posts.length - 1 - (i % 3)] ?? null;
      posts.push(generatePost({ ...common, type: 'shared', post_type: 'post', content: null, shared_post: original, share_comment: i % 16 === 7 ? null : 'Worth a read for anyone planning next term.' }));
      continue;
    }
    const post_type = postTypes[i % postTypes.length] as string;
    const post = generatePost({ ...common, post_type });
    if (post_type === 'microblog') {
      post.microblog_type = microblogTypes[Math.floor(i / 5) % microblogTypes.length] as string;
      post.layout_type = Math.floor(i / 5) % 2 ? 'side-by-side' : 'full-width';
    }
    // Multimedia edge cases: text only, and content that is not the JSON shape (plain, no media).
    if (post_type === 'multimedia' && i === 11) post.content = JSON.stringify({ content: '<p>Only words this time.</p>', multimedia: [] });
    if (post_type === 'multimedia' && i === 61) post.content = '<p>An older post saved before media support.</p>';
    // One poll that has ended (created 7 h ago, open 6 h), one that ends an hour after FIXTURE_NOW.
    if (post_type === 'poll' && i === 2) post.poll_length = { days: 0, hours: 6, minutes: 0 };
    if (post_type === 'poll' && i === 12) post.poll_length = { days: 1, hours: 14, minutes: 0 };
    posts.push(post);
  }
  return posts.reverse();
}

/** Comments for most posts; the two newest carry a reply chain down to depth 3. */
function seedComments(posts: MockPost[], users: MockUser[]): Record<string, MockComment[]> {
  const random = createRandom(20261120);
  const educators = users.filter((u) => u.user_types === 'educator');
  let nextCommentId = 5000;
  const comment = (hours: number, replies: MockComment[] = []) => {
    nextCommentId += 1;
    const user = random.pick(educators);
    return generateComment({ id: nextCommentId, user: toAuthor(user), created_at: hoursAgo(hours), replies });
  };
  const byPost: Record<string, MockComment[]> = {};
  posts.forEach((post, index) => {
    if (index % 3 === 2) return;
    // The post's own age (seedPosts): its comments come after it and before FIXTURE_NOW, never "in 6 minutes".
    const age = index * 3 + 1;
    const list = Array.from({ length: random.int(1, 4) }, (_, k) => comment(age - 0.2 - k * 0.15, k === 0 && random.chance(0.4) ? [comment(age - 0.8)] : []));
    if (index < 2) list.push(comment(age - 0.1, [comment(age - 0.2, [comment(age - 0.3, [comment(age - 0.4)])])]));
    byPost[post.id] = list;
    post.comments = countComments(list);
  });
  return byPost;
}

/** Offsets (hours before FIXTURE_NOW) of the application deadlines: every freshness band twice over 30 jobs. */
const DEADLINE_OFFSETS = [-240, -3, 5, 23, 30, 60, 71, 80, 120, 167, 200, 400, 700, 800, 2000];

/** 30 jobs: internal ones in jobs, drafts and templates, external ones from the external-jobs account. */
function seedJobs(users: MockUser[]): MockJob[] {
  const businesses = users.filter((u) => u.business_profile && u.id !== MOCK_USER_IDS.externalJobs);
  return Array.from({ length: 30 }, (_, i) => {
    const external = i % 5 === 4;
    const owner = external ? users.find((u) => u.id === MOCK_USER_IDS.externalJobs) : i % 3 === 0 ? businesses[(i / 3) % businesses.length] : users.find((u) => u.id === MOCK_USER_IDS.employer);
    const company = owner?.business_profile?.company_name ?? 'Greenfield Academy';
    return generateJob({
      id: 2000 + i,
      user_id: owner?.id ?? MOCK_USER_IDS.employer,
      business_name: external ? cycle(i, ['Teach Abroad Board', 'Global Schools Network', 'EduJobs Aggregator']) : company,
      business: { email: owner?.email ?? '', business_profile: external ? null : { company_name: company } },
      posting_type: external ? 'jobs' : (['jobs', 'drafts', 'templates'] as const)[i % 3 === 0 ? 0 : i % 3],
      application_deadline: hoursAgo(DEADLINE_OFFSETS[i % DEADLINE_OFFSETS.length] as number),
      created_at: hoursAgo(24 * (i + 2)),
      is_external: external,
      notifications:
        i % 4 === 0
          ? [
              { id: i * 10 + 1, read: false, notification_type: 'inbox' },
              { id: i * 10 + 2, read: false, notification_type: 'inbox' },
              { id: i * 10 + 3, read: true, notification_type: 'inbox' },
              { id: i * 10 + 4, read: false, notification_type: 'application' },
            ]
          : i % 4 === 1
            ? [{ id: i * 10 + 1, read: true, notification_type: 'inbox' }]
            : [],
    });
  });
}

function cycle(i: number, items: string[]): string {
  return items[i % items.length] as string;
}

/** 20 events: every status (and one the spec does not name), published ones boosted or not. */
function seedEvents(): MockEvent[] {
  const statuses = ['published', 'draft', 'pending', 'expired'];
  return Array.from({ length: 20 }, (_, i) => {
    const status = i === 19 ? 'cancelled' : (statuses[i % statuses.length] as string);
    return generateEvent({
      id: 3000 + i,
      user_id: i % 2 === 0 ? MOCK_USER_IDS.employer : MOCK_USER_IDS.businessOwner,
      status,
      boosted: status === 'published' && i % 8 === 0,
      event_date: hoursAgo(status === 'expired' ? 24 * (i + 1) : -24 * (i + 3)),
    });
  });
}

function seedDeals(): MockDeal[] {
  return Array.from({ length: 20 }, (_, i) =>
    generateDeal({ id: 4000 + i, user_id: MOCK_USER_IDS.businessOwner + (i % 8), availability_start_date: hoursAgo(-24 * 15 * (i - 4)) }),
  );
}

/** Completed endorsements for most educators (some without name, position or rating), and pending requests. */
function seedEndorsements(users: MockUser[]): MockEndorsement[] {
  const out: MockEndorsement[] = [];
  let id = 6000;
  users
    .filter((u) => u.user_types === 'educator')
    .forEach((user, i) => {
      if (i % 4 === 2) return;
      for (let k = 0; k < 1 + (i % 5); k += 1) {
        id += 1;
        const endorsement = generateEndorsement({ id, user_id: user.id });
        if (k === 1) Object.assign(endorsement, { name: null, position: null, rating: null });
        out.push(endorsement);
      }
    });
  out.push(
    generateEndorsement({ id: 6900, user_id: MOCK_USER_IDS.member, status: 'pending', target_user_email: 'ben.schmidt@example.edu', target_user_id: 2, name: null, position: null, organization: null, recommendation: null, rating: null, avatar: null }),
    generateEndorsement({ id: 6901, user_id: MOCK_USER_IDS.member, status: 'pending', target_user_email: 'former.head@school.example.org', target_user_id: null, name: null, position: null, organization: null, recommendation: null, rating: null, avatar: null }),
  );
  return out;
}

export interface MockCountry {
  country: string;
  iso2: string;
  iso3: string;
  dial_code: string;
  states: Array<{ name: string; state_code: string; cities: string[] }>;
  cities: string[];
}

/** Location data: countries with and without states. */
export const MOCK_COUNTRIES: MockCountry[] = [
  { country: 'United Arab Emirates', iso2: 'AE', iso3: 'ARE', dial_code: '+971', states: [{ name: 'Dubai', state_code: 'DU', cities: ['Dubai', 'Hatta'] }, { name: 'Abu Dhabi', state_code: 'AZ', cities: ['Abu Dhabi', 'Al Ain'] }], cities: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Al Ain'] },
  { country: 'Nigeria', iso2: 'NG', iso3: 'NGA', dial_code: '+234', states: [{ name: 'Lagos', state_code: 'LA', cities: ['Lagos', 'Ikeja'] }, { name: 'Kano', state_code: 'KN', cities: ['Kano'] }], cities: ['Lagos', 'Abuja', 'Kano', 'Ibadan'] },
  { country: 'Germany', iso2: 'DE', iso3: 'DEU', dial_code: '+49', states: [{ name: 'Berlin', state_code: 'BE', cities: ['Berlin'] }, { name: 'Bavaria', state_code: 'BY', cities: ['Munich', 'Nuremberg'] }], cities: ['Berlin', 'Munich', 'Hamburg'] },
  { country: 'United States', iso2: 'US', iso3: 'USA', dial_code: '+1', states: [{ name: 'California', state_code: 'CA', cities: ['Los Angeles', 'San Diego'] }, { name: 'New York', state_code: 'NY', cities: ['New York', 'Buffalo'] }], cities: ['New York', 'Los Angeles', 'Chicago'] },
  { country: 'United Kingdom', iso2: 'GB', iso3: 'GBR', dial_code: '+44', states: [{ name: 'England', state_code: 'ENG', cities: ['London', 'Manchester'] }, { name: 'Scotland', state_code: 'SCT', cities: ['Edinburgh'] }], cities: ['London', 'Manchester', 'Edinburgh'] },
  { country: 'India', iso2: 'IN', iso3: 'IND', dial_code: '+91', states: [{ name: 'Karnataka', state_code: 'KA', cities: ['Bengaluru', 'Mysuru'] }], cities: ['Mumbai', 'Delhi', 'Bengaluru'] },
  { country: 'Japan', iso2: 'JP', iso3: 'JPN', dial_code: '+81', states: [{ name: 'Tokyo', state_code: '13', cities: ['Tokyo'] }], cities: ['Tokyo', 'Osaka', 'Kyoto'] },
  { country: 'Singapore', iso2: 'SG', iso3: 'SGP', dial_code: '+65', states: [], cities: ['Singapore'] },
  // A country the service knows no cities for: the picker shows 'No cities found for this country'.
  { country: 'Vatican City', iso2: 'VA', iso3: 'VAT', dial_code: '+379', states: [], cities: [] },
];

/** Every seeded account: 25 educators, 8 businesses, the external-jobs account and the admin. */
export function seedUsers(): MockUser[] {
  return [...seedEducators(), ...seedBusinesses(), ...seedSystemAccounts()];
}

/** One user of seedUsers() by id (an educator is made alone, any other with the rest); null when the seed has none. */
export function seedUser(id: number): MockUser | null {
  if (Number.isInteger(id) && id >= 1 && id <= EDUCATOR_COUNT) return seedEducator(id - 1);
  return seedUsers().find((u) => u.id === id) ?? null;
}

/**
 * The seed's version: raise it whenever the seed data changes, so a store saved from an older seed (the demo keeps its
 * world in the browser) is dropped instead of mixed with the new one.
 */
export const MOCK_SEED_VERSION = 1;

/** Everything the store holds after a reset. */
export function seedData() {
  const users = seedUsers();
  const posts = seedPosts(users);
  return {
    users,
    posts,
    comments: seedComments(posts, users),
    jobs: seedJobs(users),
    events: seedEvents(),
    deals: seedDeals(),
    endorsements: seedEndorsements(users),
    countries: MOCK_COUNTRIES.map((c) => ({ ...c, states: c.states.map((s) => ({ ...s, cities: [...s.cities] })), cities: [...c.cities] })),
  };
}
