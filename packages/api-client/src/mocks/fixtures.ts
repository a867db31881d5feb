import { createRandom } from './random';

/** The raw (server-shaped) records the mock store holds. */
export interface MockUser {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  profile_picture: string | null;
  user_types: string;
}

export interface MockPost {
  id: number;
  user: { id: number; full_name: string; profile_picture: string | null };
  created_at: string;
  type: string;
  post_type: string;
  headline: string | null;
  content: string | null;
  reactions: Array<{ user_id: number; reaction_type: string }>;
  comments: number;
  views: number[];
  cover_image: string | null;
  layout_type: string | null;
  pages: Array<{ content: string; multimedia: string[] }>;
  microblog_type: string | null;
  poll_options: Array<{ text: string; votes: number }>;
  poll_length: { days: number; hours: number; minutes: number } | null;
}

/** The fixed "now" the fixtures are dated against, so relative times read the same every run. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

const firstNames = ['Amara', 'Ben', 'Chen', 'Dana', 'Elif', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Lucia'];
const lastNames = ['Okafor', 'Schmidt', 'Wei', 'Levi', 'Yilmaz', 'Haddad', 'Murphy', 'Tanaka', 'Silva', 'Berg', 'Adeyemi', 'Rossi'];
const postEmojis = ['❤️', '🎓', '👏', '👍', '💯', '🏆', '⭐', '🎉', '💎'];

export function seedUsers(): MockUser[] {
  return firstNames.map((first, i) => {
    const last = lastNames[i] as string;
    return {
      id: i + 1,
      first_name: first,
      last_name: last,
      full_name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.edu`,
      // Every third member has no picture, so the initials avatar shows.
      profile_picture: i % 3 === 2 ? null : `https://picsum.photos/seed/edu-user-${i + 1}/96/96`,
      user_types: 'educator',
    };
  });
}

export function seedPosts(users: MockUser[]): MockPost[] {
  const random = createRandom(20261120);
  const types = ['announcement', 'multimedia', 'poll', 'microblog', 'post'] as const;
  return Array.from({ length: 60 }, (_, i) => {
    const author = users[i % users.length] as MockUser;
    const post_type = types[i % types.length] as (typeof types)[number];
    const reactions = Array.from({ length: random.int(0, 6) }, (_, r) => ({
      user_id: ((i + r) % users.length) + 1,
      reaction_type: random.pick(postEmojis),
    }));
    return {
      id: 1000 + i,
      user: { id: author.id, full_name: author.full_name, profile_picture: author.profile_picture },
      created_at: new Date(FIXTURE_NOW - i * 3 * 3600_000).toISOString(),
      type: 'post',
      post_type,
      headline: post_type === 'post' ? null : `${['Workshop', 'Question', 'Resource', 'Update', 'Story'][i % 5]} #${i + 1} for educators`,
      content:
        post_type === 'multimedia'
          ? JSON.stringify({ content: `<p>Classroom photos from week ${i + 1}.</p>`, multimedia: [`https://picsum.photos/seed/edu-media-${i}/640/360`] })
          : `<p>Sharing idea ${i + 1} about inclusive lesson planning.</p>`,
      reactions,
      comments: random.int(0, 8),
      views: [],
      cover_image: post_type === 'microblog' ? `https://picsum.photos/seed/edu-cover-${i}/640/360` : null,
      layout_type: post_type === 'microblog' ? (i % 2 ? 'side-by-side' : 'full-width') : null,
      pages: post_type === 'microblog' ? [{ content: `<p>Page one of learning path ${i + 1}.</p>`, multimedia: [] }] : [],
      microblog_type: post_type === 'microblog' ? 'learn_path' : null,
      poll_options:
        post_type === 'poll'
          ? [
              { text: 'Project-based learning', votes: random.int(0, 40) },
              { text: 'Direct instruction', votes: random.int(0, 40) },
              { text: 'Flipped classroom', votes: random.int(0, 40) },
            ]
          : [],
      poll_length: post_type === 'poll' ? { days: 3, hours: 0, minutes: 0 } : null,
    };
  });
}
