import { microblogTypes } from '../schemas/rules';
import { picturePath } from './pictures';
import { createRandom, type Random } from './random';

/*
 * Server-shaped records (what the API sends, before the client's schemas read it) and one generator
 * per record. A generator's output depends only on its id, so fixtures (which pass ids) are the same on
 * every run, and a host's `generatePost({ post_type: 'poll' })` is the same for the same call order
 * after `mockStore.reset()`.
 */

export interface MockAuthor {
  id: number;
  full_name: string;
  profile_picture: string | null;
}

export interface MockReaction {
  user_id: number;
  reaction_type: string;
}

export interface MockPost {
  id: number;
  user: MockAuthor;
  created_at: string;
  type: string;
  post_type: string;
  headline: string | null;
  content: string | null;
  reactions: MockReaction[];
  comments: number;
  views: number[];
  cover_image: string | null;
  layout_type: string | null;
  pages: Array<{ content: string; multimedia: string[] }>;
  microblog_type: string | null;
  poll_options: Array<{ text: string; votes: number }>;
  poll_length: { days: number; hours: number; minutes: number } | null;
  share_comment: string | null;
  /** The original of a shared post, as it was when it was shared; null once it is gone. */
  shared_post: MockPost | null;
}

export interface MockComment {
  id: number;
  user: MockAuthor;
  created_at: string;
  comment_text: string;
  reactions: MockReaction[];
  views: number[];
  replies: MockComment[];
}

export interface MockJob {
  id: number;
  user_id: number;
  job_title: string;
  job_type: string;
  business_name: string;
  employment_type: string;
  user_profile_pic: string | null;
  years_of_experience_min: number | string | null;
  years_of_experience_max: number | string | null;
  salary: number | string | null;
  salary_type: string;
  currency: string;
  business: { email: string; business_profile: { company_name: string } | null };
  location: string;
  student_age_group: string;
  created_at: string;
  application_deadline: string;
  posting_type: 'jobs' | 'drafts' | 'templates';
  total_applicants: number;
  notifications: Array<{ id: number; read: boolean; notification_type: string }>;
  is_external: boolean;
}

export interface MockEvent {
  id: number;
  user_id: number;
  event_name: string;
  event_cover_image: string | null;
  event_link: string;
  event_date: string;
  event_format: string;
  event_venue: string;
  event_category: string;
  event_description: string;
  status: string;
  boosted: boolean;
}

export interface MockDeal {
  id: number;
  user_id: number;
  deal_photo_url: string | null;
  deal_name: string;
  deal_category: string;
  posting_type: string;
  availability_start_date: string;
  deal_description: string;
  deal_code: string | null;
}

export interface MockTeamMember {
  id: number;
  name: string;
  role: string;
  avatar_url: string | null;
  skills: string[];
}

export interface MockBusinessProfile {
  id: number;
  company_name: string;
  legal_name: string;
  company_tagline: string;
  company_email: string;
  work_phone_number_prefix: string;
  work_phone: string;
  country: string;
  province: string;
  mailing_address: string;
  company_website: string;
  business_size: string | null;
  business_type: string[];
  operation_in: string[];
  services: string[];
  about_us_media: string | null;
  our_details: string;
  our_history: string;
  our_values: string;
  our_goals: string;
  gallery: string[];
  our_team: MockTeamMember[];
  our_links: Array<{ id: number; link_title: string; url: string }>;
}

export interface MockWorkExperience {
  id: number;
  job_title: string;
  industry: string;
  location_type: string;
  location: string;
  start_date: string;
  end_date: string | null;
  details: string;
  image: string | null;
}

export interface MockUser {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  nickname: string;
  summary: string;
  bio: string;
  nationality: string;
  location: string;
  language: string;
  email: string;
  user_types: string;
  profile_picture: string | null;
  banner_picture: string | null;
  skills: string[];
  additional_skills: string[];
  preferred_jobs: Array<{ id: number; role: string; subject: string; setting: string; hidden: boolean }>;
  locations_i_want_to_work: Array<{ id: number; country: string; city: string | null; hidden: boolean }>;
  work_experience: MockWorkExperience[];
  my_education: Array<{ id: number; school: string; degree: string; field_of_study: string; year_of_graduation: string }>;
  credential: Array<{ id: number; achievement: string; year: string }>;
  resume: string | null;
  resume_file_name: string | null;
  open_to_work: boolean;
  open_to_network: boolean;
  business_profile: MockBusinessProfile | null;
}

/** An endorsement request and, once answered, the endorsement (the endorsed user is user_id). */
export interface MockEndorsement {
  id: number;
  user_id: number;
  status: 'pending' | 'completed';
  target_user_email: string;
  target_user_id: number | null;
  skills: string[];
  name: string | null;
  avatar: string | null;
  position: string | null;
  organization: string | null;
  recommendation: string | null;
  rating: number | null;
  date: string;
}

/** The fixed "now" the fixtures are dated against, so relative times read the same every run. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const HOUR = 3_600_000;

let sequence = 0;

/** Restarts generated ids, so generated records repeat after `mockStore.reset()`. */
export function resetGenerators(): void {
  sequence = 0;
}

/** How many ids the generators gave since the last reset: a saved store keeps it, so restored ids do not repeat. */
export function generatorSequence(): number {
  return sequence;
}

/** Continues generated ids from a saved `generatorSequence()`. */
export function continueGenerators(from: number): void {
  sequence = from;
}

/** A fresh id above every fixture id. */
export function nextId(): number {
  sequence += 1;
  return 100_000 + sequence;
}

function randomFor(id: number): Random {
  return createRandom(Math.imul(id, 2654435761) >>> 0);
}

/** An ISO date `hours` before FIXTURE_NOW (negative: after it). */
export function hoursAgo(hours: number): string {
  return new Date(FIXTURE_NOW - hours * HOUR).toISOString();
}

/** A seeded picture, drawn by the mock backend's pictureHandlers (no outside host). */
export const image = (seed: string, width = 640, height = 360) => picturePath(`edu-${seed}`, width, height);

export const FIRST_NAMES = ['Amara', 'Ben', 'Chen', 'Dana', 'Elif', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Lucia', 'Mateo', 'Nadia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tara', 'Umar', 'Vera', 'Wanjiru', 'Xavier', 'Yuki'];
export const LAST_NAMES = ['Okafor', 'Schmidt', 'Wei', 'Levi', 'Yilmaz', 'Haddad', 'Murphy', 'Tanaka', 'Silva', 'Berg', 'Adeyemi', 'Rossi', 'Garcia', 'Karimi', 'Farouk', 'Sharma', 'Byrne', 'Costa', 'Nieminen', 'Reddy', 'Aziz', 'Novak', 'Mwangi', 'Dubois', 'Sato'];
/** The post reaction picker: heart, graduation, clap, thumbs up, 100, trophy, star, party, diamond. */
export const POST_EMOJIS = ['❤️', '🎓', '👏', '👍', '💯', '🏆', '⭐', '🎉', '💎'];
/** The comment reaction picker: heart eyes, excited, thumbs up, thinking, crying, raised hands, smiling, rolling laughing. */
export const COMMENT_EMOJIS = ['😍', '🤩', '👍', '🤔', '😢', '🙌', '😊', '🤣'];
const TOPICS = ['inclusive lesson planning', 'formative assessment', 'classroom routines', 'project-based learning', 'reading intervention', 'STEM clubs', 'parent communication', 'student wellbeing'];

/** The author block a post or comment carries. */
export function toAuthor(user: Pick<MockUser, 'id' | 'full_name' | 'profile_picture'>): MockAuthor {
  return { id: user.id, full_name: user.full_name, profile_picture: user.profile_picture };
}

/** Comments and replies at every depth, as a post's `comments` count holds them. */
export function countComments(comments: MockComment[]): number {
  return comments.reduce((sum, c) => sum + 1 + countComments(c.replies), 0);
}

function author(random: Random): MockAuthor {
  const index = random.int(0, FIRST_NAMES.length - 1);
  return { id: index + 1, full_name: `${FIRST_NAMES[index]} ${LAST_NAMES[index]}`, profile_picture: index % 4 === 3 ? null : image(`user-${index + 1}`, 96, 96) };
}

function reactions(random: Random, emojis: string[], max: number): MockReaction[] {
  const count = random.int(0, max);
  return Array.from({ length: count }, (_, i) => ({ user_id: ((i * 7 + random.int(0, 3)) % FIRST_NAMES.length) + 1, reaction_type: random.pick(emojis) }));
}

/** A feed post of the given (or a random) post_type; `shared_post` makes it a share. */
export function generatePost(overrides: Partial<MockPost> = {}): MockPost {
  const id = overrides.id ?? nextId();
  const random = randomFor(id);
  const post_type = overrides.post_type ?? random.pick(['announcement', 'multimedia', 'poll', 'microblog', 'post']);
  const topic = random.pick(TOPICS);
  const base: MockPost = {
    id,
    user: author(random),
    created_at: hoursAgo(random.int(1, 240)),
    type: overrides.shared_post ? 'shared' : 'post',
    post_type,
    headline: null,
    content: `<p>Sharing what worked for us with ${topic} this term.</p>`,
    reactions: reactions(random, POST_EMOJIS, 6),
    comments: 0,
    views: Array.from({ length: random.int(0, 12) }, (_, i) => i + 1),
    cover_image: null,
    layout_type: null,
    pages: [],
    microblog_type: null,
    poll_options: [],
    poll_length: null,
    share_comment: null,
    shared_post: null,
  };
  switch (post_type) {
    case 'announcement':
      Object.assign(base, { headline: `Workshop on ${topic}`, content: `<p>Join our free session on <strong>${topic}</strong> next week.</p>` });
      break;
    case 'multimedia': {
      const media = Array.from({ length: random.int(1, 3) }, (_, i) => image(`media-${id}-${i}`));
      base.content = JSON.stringify({ content: `<p>Photos from our ${topic} week.</p>`, multimedia: media });
      break;
    }
    case 'poll':
      Object.assign(base, {
        headline: `Which approach to ${topic} works best for you?`,
        content: null,
        poll_options: ['Project-based learning', 'Direct instruction', 'Flipped classroom', 'Peer tutoring']
          .slice(0, random.int(2, 4))
          .map((text) => ({ text, votes: random.int(0, 40) })),
        poll_length: { days: random.int(0, 7), hours: random.int(0, 23), minutes: random.int(0, 59) },
      });
      break;
    case 'microblog':
      Object.assign(base, {
        headline: `A learning path on ${topic}`,
        content: null,
        cover_image: image(`cover-${id}`),
        layout_type: random.pick(['side-by-side', 'full-width']),
        microblog_type: random.pick(microblogTypes),
        pages: Array.from({ length: random.int(1, 3) }, (_, page) => ({
          content: `<p>Step ${page + 1}: ${topic} in practice, with examples from real classrooms and what we would change next time.</p>`,
          multimedia: page === 0 ? [image(`page-${id}`)] : [],
        })),
      });
      break;
  }
  return { ...base, ...overrides };
}

/** A comment (or reply, the same shape); replies nest through `replies`. */
export function generateComment(overrides: Partial<MockComment> = {}): MockComment {
  const id = overrides.id ?? nextId();
  const random = randomFor(id);
  return {
    id,
    user: author(random),
    created_at: hoursAgo(random.int(0, 48)),
    comment_text: random.pick(['Great idea, thanks for sharing!', 'We tried this last year and it worked well.', 'How did the students respond?', 'Saving this for my next unit.', 'Could you share the worksheet?']),
    reactions: reactions(random, COMMENT_EMOJIS, 3),
    views: [],
    replies: [],
    ...overrides,
  };
}

const JOB_TITLES = ['Mathematics Teacher', 'Primary Class Teacher', 'School Counselor', 'Head of Science', 'Librarian', 'EAL Coordinator', 'Curriculum Developer', 'Physics Tutor', 'Early Years Educator', 'Vice Principal'];
const AGE_GROUPS = ['Primary (6-11)/Elementary', 'Secondary (12-18)/High School', 'Early Childhood Education (3-5)', 'Higher Education/University (18+)'];

/** A job listing; `is_external` jobs belong to the external-jobs account. */
export function generateJob(overrides: Partial<MockJob> = {}): MockJob {
  const id = overrides.id ?? nextId();
  const random = randomFor(id);
  const company = random.pick(['Greenfield Academy', 'Bright Minds School', 'Harbour International', 'Northstar College']);
  const salaryKind = random.int(0, 2);
  return {
    id,
    user_id: 102,
    job_title: random.pick(JOB_TITLES),
    job_type: random.pick(['Teaching', 'Leadership', 'Support', 'Administration']),
    business_name: company,
    employment_type: random.pick(['Full-time', 'Part-time', 'Contract']),
    user_profile_pic: image(`company-${company.length}`, 96, 96),
    years_of_experience_min: random.pick([0, 1, 2, '3']),
    years_of_experience_max: random.pick([3, 5, '8', null]),
    salary: salaryKind === 0 ? random.int(30, 90) * 1000 : salaryKind === 1 ? `${random.int(20, 30) * 100}-${random.int(31, 45) * 100}` : null,
    salary_type: salaryKind === 1 ? 'monthly' : 'yearly',
    currency: random.pick(['USD', 'EUR', 'GBP', 'AED']),
    business: { email: 'careers@greenfield.example.edu', business_profile: { company_name: company } },
    location: random.pick(['Dubai, United Arab Emirates', 'Lagos, Nigeria', 'Berlin, Germany', 'Remote']),
    student_age_group: random.pick(AGE_GROUPS),
    created_at: hoursAgo(random.int(24, 24 * 40)),
    application_deadline: hoursAgo(random.int(-240, 2000)),
    posting_type: 'jobs',
    total_applicants: random.int(0, 48),
    notifications: Array.from({ length: random.int(0, 4) }, (_, i) => ({
      id: id * 10 + i,
      read: random.chance(0.5),
      notification_type: random.pick(['inbox', 'inbox', 'application', 'system']),
    })),
    is_external: false,
    ...overrides,
  };
}

/** An event card record. */
export function generateEvent(overrides: Partial<MockEvent> = {}): MockEvent {
  const id = overrides.id ?? nextId();
  const random = randomFor(id);
  const format = random.pick(['Online', 'In person', 'Hybrid']);
  return {
    id,
    user_id: 102,
    event_name: random.pick(['Inclusive Classrooms Summit', 'EdTech Meetup', 'Early Years Conference', 'STEM Teaching Fair', 'School Leaders Breakfast']),
    event_cover_image: random.chance(0.85) ? image(`event-${id}`) : null,
    event_link: `https://events.example.edu/e/${id}`,
    event_date: hoursAgo(-random.int(24, 24 * 60)),
    event_format: format,
    event_venue: format === 'Online' ? 'Zoom' : random.pick(['Dubai World Trade Centre', 'Lagos Continental', 'Berlin Bildungshaus']),
    event_category: random.pick(['Conference', 'Workshop', 'Webinar', 'Networking']),
    event_description: '<p>Talks, workshops and time to meet colleagues.</p>',
    status: 'published',
    boosted: false,
    ...overrides,
  };
}

/** A deal card record; `deal_code: null` makes the dialog show the default promo code. */
export function generateDeal(overrides: Partial<MockDeal> = {}): MockDeal {
  const id = overrides.id ?? nextId();
  const random = randomFor(id);
  return {
    id,
    user_id: 101,
    deal_photo_url: random.chance(0.9) ? image(`deal-${id}`) : null,
    deal_name: random.pick(['20% off classroom supplies', 'Free month of LessonLab', 'Teacher travel discount', 'Half-price CPD course', 'Reading app bundle']),
    deal_category: random.pick(['Supplies', 'Software', 'Travel', 'Training', 'Wellness']),
    posting_type: random.pick(['Discount', 'Free Trial', 'Bundle', 'Offer']),
    availability_start_date: hoursAgo(-random.int(0, 24 * 120)),
    deal_description: '<p>Show the code at checkout. One use per educator.</p>',
    deal_code: random.chance(0.75) ? `EDU${random.int(1000, 9999)}` : null,
    ...overrides,
  };
}

/** A business profile with every section filled; pass empty lists to leave a section empty. */
export function generateBusinessProfile(overrides: Partial<MockBusinessProfile> = {}): MockBusinessProfile {
  const id = overrides.id ?? nextId();
  const random = randomFor(id);
  const name = overrides.company_name ?? random.pick(['Greenfield Academy', 'LessonLab', 'Bright Minds School', 'Atlas Learning']);
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    id,
    company_name: name,
    legal_name: `${name} Ltd.`,
    company_tagline: 'Great teaching, every classroom',
    company_email: `hello@${slug}.example.com`,
    work_phone_number_prefix: random.pick(['+44', '+971|229', '+1', '+234|161']),
    work_phone: String(random.int(1_000_000, 99_999_999)),
    country: 'United Arab Emirates',
    province: 'Dubai',
    mailing_address: '12 Knowledge Park, Dubai',
    company_website: `https://${slug}.example.com`,
    business_size: random.pick(['startup', 'small-sized', 'medium-sized', 'large-company']),
    business_type: ['School', 'Training Provider'],
    operation_in: ['United Arab Emirates', 'Nigeria'],
    services: ['Tutoring Services', 'Curriculum Development'],
    about_us_media: image(`about-${id}`, 1280, 720),
    our_details: '<p>We run bilingual schools for 2,000 students.</p>',
    our_history: '<p>Founded in 2009 by three teachers.</p>',
    our_values: '<ul><li>Curiosity</li><li>Care</li></ul>',
    our_goals: '<p>Open two new campuses by 2028.</p>',
    gallery: Array.from({ length: random.int(2, 7) }, (_, i) => `/uploads/gallery/${slug}-${id}-${i + 1}.jpg`),
    our_team: Array.from({ length: random.int(1, 4) }, (_, i) => ({
      id: id * 10 + i,
      name: `${FIRST_NAMES[(id + i) % FIRST_NAMES.length]} ${LAST_NAMES[(id + i * 3) % LAST_NAMES.length]}`,
      role: random.pick(['Principal', 'Head of Studies', 'Admissions Lead', 'Founder']),
      avatar_url: i % 3 === 2 ? null : image(`team-${id}-${i}`, 96, 96),
      skills: ['Leadership', 'Mentoring', 'Curriculum Development'],
    })),
    our_links: Array.from({ length: random.int(1, 3) }, (_, i) => ({ id: id * 10 + i, link_title: ['Website', 'Admissions', 'Blog'][i] ?? 'Link', url: `https://${slug}.example.com/${i}` })),
    ...overrides,
  };
}

/** A user: an educator with every section filled by default; `user_types: 'business'` adds a business profile. */
export function generateUser(overrides: Partial<MockUser> = {}): MockUser {
  const id = overrides.id ?? nextId();
  const random = randomFor(id);
  const first = overrides.first_name ?? FIRST_NAMES[id % FIRST_NAMES.length] ?? 'Amara';
  const last = overrides.last_name ?? LAST_NAMES[(id * 7) % LAST_NAMES.length] ?? 'Okafor';
  const userTypes = overrides.user_types ?? 'educator';
  const isBusiness = userTypes === 'business' || userTypes === 'vendor';
  return {
    id,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    nickname: first.slice(0, 3),
    summary: 'Maths teacher who loves puzzles and data.',
    bio: '<p>Ten years in international schools; IB and IGCSE mathematics.</p>',
    nationality: random.pick(['Nigeria', 'Germany,Turkey', 'Japan', 'Brazil,Portugal', 'India']),
    location: random.pick(['United Arab Emirates, Dubai', 'Nigeria, Lagos', 'Germany, Berlin', 'Japan, Osaka']),
    language: random.pick(['English:Native', 'English:Fluent,French:Intermediate', 'Arabic:Native,English:Fluent,German:Beginner']),
    email: `${first.toLowerCase()}.${last.toLowerCase()}.${id}@example.edu`,
    user_types: userTypes,
    profile_picture: image(`user-${id}`, 96, 96),
    banner_picture: image(`banner-${id}`, 1268, 200),
    skills: ['Lesson Planning', 'Classroom Management'],
    additional_skills: ['IB Certified', 'First Aid', 'Google Certified Educator'],
    preferred_jobs: [
      { id: id * 10 + 1, role: 'Teacher', subject: 'Mathematics', setting: 'Secondary (12-18)', hidden: false },
      { id: id * 10 + 2, role: 'Curriculum Developer', subject: 'Computer Science', setting: 'Higher Education/University (18+)', hidden: true },
    ],
    locations_i_want_to_work: [
      { id: id * 10 + 1, country: 'United Arab Emirates', city: 'Dubai', hidden: false },
      { id: id * 10 + 2, country: 'Singapore', city: 'Not decided yet', hidden: false },
    ],
    work_experience: [
      { id: id * 10 + 1, job_title: 'Mathematics Teacher', industry: 'K-12 Education', location_type: 'On-site', location: 'United Arab Emirates, Dubai, Dubai', start_date: '2021-09-01', end_date: '9999-01-01', details: '<p>IB Mathematics for grades 10 to 12.</p>', image: image(`work-${id}-1`, 616, 236) },
      { id: id * 10 + 2, job_title: 'Maths Tutor', industry: 'Tutoring Services', location_type: 'Remote', location: 'Germany, Berlin, Berlin', start_date: '2017-01-01', end_date: '2021-06-30', details: '<p>Online tutoring for exam preparation.</p>', image: null },
    ],
    my_education: [{ id: id * 10 + 1, school: 'University of Lagos', degree: 'Bachelor of Education', field_of_study: 'Mathematics Education', year_of_graduation: '2015' }],
    credential: [],
    resume: `https://files.example.edu/resumes/${id}.pdf`,
    resume_file_name: `${first}-${last}-CV.pdf`,
    open_to_work: true,
    open_to_network: false,
    business_profile: isBusiness ? generateBusinessProfile({ id: id * 10 }) : null,
    ...overrides,
  };
}

/** An endorsement (completed by default) for user_id. */
export function generateEndorsement(overrides: Partial<MockEndorsement> = {}): MockEndorsement {
  const id = overrides.id ?? nextId();
  const random = randomFor(id);
  return {
    id,
    user_id: 1,
    status: 'completed',
    target_user_email: 'mentor@example.edu',
    target_user_id: null,
    skills: ['Lesson Planning', 'Mentoring'],
    name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    avatar: image(`endorser-${id}`, 96, 96),
    position: random.pick(['Head of Department', 'Principal', 'Colleague']),
    organization: random.pick(['Greenfield Academy', 'Bright Minds School']),
    recommendation: 'A thoughtful teacher whose lessons students remember. Always ready to help colleagues plan and reflect.',
    rating: random.int(3, 5),
    date: hoursAgo(random.int(24, 24 * 300)),
    ...overrides,
  };
}
