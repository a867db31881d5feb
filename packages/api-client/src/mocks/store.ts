import { MOCK_SEED_VERSION, seedData, seedUser, type MockCountry } from './fixtures';
import {
  continueGenerators,
  FIXTURE_NOW,
  generatorSequence,
  resetGenerators,
  type MockComment,
  type MockDeal,
  type MockEndorsement,
  type MockEvent,
  type MockJob,
  type MockPost,
  type MockUser,
} from './generators';
import { addMalformedRecords, isMalformedRecord, realisticState } from './realistic';

export type MockFavoriteKind = 'posts' | 'jobs' | 'events' | 'deals';

/** A report of a post or a job, as the mock backend recorded it. */
export interface MockReport {
  kind: 'post' | 'comment' | 'job';
  target_id: number;
  reporter_id: number;
  reason: string;
  details: string;
  created_at: string;
}

/** A recorded event click, deal view or deal click. */
export interface MockTrackingRecord {
  kind: 'event' | 'deal';
  action: 'click' | 'view';
  target_id: number;
  user_id: number | null;
}

/** The one stateful in-memory backend behind every handler. Writes change it; `reset()` reseeds it. */
export interface MockStore {
  users: MockUser[];
  /** Feed order: newest first. */
  posts: MockPost[];
  /** Comments by post id, oldest first (the client shows them reversed). */
  comments: Record<string, MockComment[]>;
  /** In realistic mode one more, malformed record sits at index 1 of jobs, events and deals. */
  jobs: MockJob[];
  events: MockEvent[];
  deals: MockDeal[];
  /** Endorsement requests and endorsements; a user's profile shows the completed ones. */
  endorsements: MockEndorsement[];
  countries: MockCountry[];
  favorites: Record<MockFavoriteKind, Array<{ user_id: number; target_id: number }>>;
  reports: MockReport[];
  tracking: MockTrackingRecord[];
  invitations: Array<{ job_id: number; user_id: number; payload: unknown }>;
  /** Post ids whose delete was confirmed. */
  deleteConfirmations: number[];
  /** Minutes past FIXTURE_NOW of the mock clock; each write moves it on. */
  clock: number;
}

/**
 * The store's records as plain JSON data, for keeping them across reloads (the demo saves its world in the browser):
 * `restore` takes it back. `seed` is the seed's version it grew from.
 */
export interface MockStoreSnapshot {
  seed: number;
  /** The generators' id counter, so ids given after a restore do not repeat. */
  sequence: number;
  records: MockStore;
}

const RECORD_KEYS = [
  'users', 'posts', 'comments', 'jobs', 'events', 'deals', 'endorsements', 'countries',
  'favorites', 'reports', 'tracking', 'invitations', 'deleteConfirmations', 'clock',
] as const satisfies ReadonlyArray<keyof MockStore>;

function seed(): MockStore {
  resetGenerators();
  const data = seedData();
  return {
    ...data,
    favorites: {
      posts: [1003, 1010, 1021].map((target_id) => ({ user_id: 1, target_id })),
      jobs: [2001, 2006].map((target_id) => ({ user_id: 1, target_id })),
      events: [3000].map((target_id) => ({ user_id: 1, target_id })),
      deals: [4002].map((target_id) => ({ user_id: 1, target_id })),
    },
    reports: [],
    tracking: [],
    invitations: [],
    deleteConfirmations: [],
    clock: 0,
  };
}

/** The records, seeded on first use: a page that never reads them (a prerendered one hydrating) never pays the seed. */
let records: MockStore | null = null;
const seedListeners = new Set<(store: MockStore) => void>();

function held(): MockStore {
  if (!records) plant(seed());
  return records as MockStore;
}

/** Puts records in place: into the held object when there is one (whoever kept it sees the new records). */
function put(next: MockStore): MockStore {
  if (records) Object.assign(records, next);
  else records = next;
  return records;
}

/** Puts a fresh seed in place and tells the listeners (run after the records are in place, before anyone reads them). */
function plant(seeded: MockStore): void {
  const placed = put(seeded);
  if (realisticState.on()) addMalformedRecords(placed);
  for (const listener of seedListeners) listener(mockStore);
}

export const mockStore: MockStore & {
  /** Reseeds every record and restarts generated ids. */
  reset(): void;
  /** The mock clock as an ISO date: a minute later on every call, always after the fixtures. */
  now(): string;
  /** The mock clock in milliseconds, without moving it (nor seeding the store: before the seed it is FIXTURE_NOW). */
  time(): number;
  /** A JSON-safe copy of every record (the realistic mode's malformed ones left out) and the id counter. */
  snapshot(): MockStoreSnapshot;
  /**
   * Puts a `snapshot()` back in place of every record; false (and nothing changed) when it grew from another seed
   * version or is not a snapshot.
   */
  restore(snapshot: unknown): boolean;
  /** Toggles a favourite of a user; returns the new state. */
  toggleFavorite(kind: MockFavoriteKind, userId: number, targetId: number): boolean;
  /** True when the user has the item among their favourites. */
  isFavorite(kind: MockFavoriteKind, userId: number, targetId: number): boolean;
  /**
   * Runs `listener` after every seed (the first read's and each reset's), and at once when the store holds records
   * already; returns the unsubscribe. For a host that rewrites seeded records (the demo's picture addresses).
   */
  onSeed(listener: (store: MockStore) => void): () => void;
  /**
   * A user's record as the seed has it, without seeding the store (a copy): what a page rendered from the seed shows
   * for its signed-in user, for a host that hydrates such a page before the mock backend runs.
   */
  seedUser(id: number): MockUser | null;
} = {
  // The records themselves are accessors, defined below.
  ...({} as MockStore),
  reset() {
    plant(seed());
  },
  snapshot(): MockStoreSnapshot {
    const records = Object.fromEntries(RECORD_KEYS.map((key) => [key, mockStore[key]])) as unknown as MockStore;
    const copy = JSON.parse(
      JSON.stringify(records, (_key, value: unknown) => (Array.isArray(value) ? value.filter((v) => !isMalformedRecord(v)) : value)),
    ) as MockStore;
    return { seed: MOCK_SEED_VERSION, sequence: generatorSequence(), records: copy };
  },
  restore(snapshot: unknown): boolean {
    if (!isSnapshot(snapshot)) return false;
    const restored = Object.fromEntries(RECORD_KEYS.map((key) => [key, snapshot.records[key]])) as unknown as MockStore;
    // Not seeded first: the snapshot replaces every record anyway.
    put(restored);
    continueGenerators(snapshot.sequence);
    if (realisticState.on()) addMalformedRecords(mockStore);
    return true;
  },
  now() {
    mockStore.clock += 1;
    return new Date(mockStore.time()).toISOString();
  },
  time() {
    return FIXTURE_NOW + (records?.clock ?? 0) * 60_000;
  },
  toggleFavorite(kind: MockFavoriteKind, userId: number, targetId: number) {
    const list = mockStore.favorites[kind];
    const index = list.findIndex((f) => f.user_id === userId && f.target_id === targetId);
    if (index >= 0) {
      list.splice(index, 1);
      return false;
    }
    list.push({ user_id: userId, target_id: targetId });
    return true;
  },
  isFavorite(kind: MockFavoriteKind, userId: number, targetId: number) {
    return mockStore.favorites[kind].some((f) => f.user_id === userId && f.target_id === targetId);
  },
  onSeed(listener: (store: MockStore) => void) {
    seedListeners.add(listener);
    if (records) listener(mockStore);
    return () => {
      seedListeners.delete(listener);
    };
  },
  seedUser(id: number) {
    // From the seed's first id on; the ids given to records from now on stay as they were.
    const sequence = generatorSequence();
    resetGenerators();
    const user = seedUser(id);
    continueGenerators(sequence);
    return user;
  },
};

// Each record reads (and writes) the held records, seeding them on first use.
for (const key of RECORD_KEYS) {
  Object.defineProperty(mockStore, key, {
    enumerable: true,
    get: () => held()[key],
    set: (value: unknown) => {
      (held() as unknown as Record<string, unknown>)[key] = value;
    },
  });
}

function isSnapshot(value: unknown): value is MockStoreSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { seed: version, sequence, records } = value as Partial<MockStoreSnapshot>;
  if (version !== MOCK_SEED_VERSION || typeof sequence !== 'number' || typeof records !== 'object' || records === null) return false;
  return RECORD_KEYS.every((key) => (key === 'clock' ? typeof records[key] === 'number' : typeof records[key] === 'object' && records[key] !== null));
}
