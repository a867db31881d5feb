import { seedData, type MockCountry } from './fixtures';
import {
  FIXTURE_NOW,
  resetGenerators,
  type MockComment,
  type MockDeal,
  type MockEndorsement,
  type MockEvent,
  type MockJob,
  type MockPost,
  type MockUser,
} from './generators';
import { addMalformedRecords, realisticState } from './realistic';

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

export const mockStore: MockStore & {
  /** Reseeds every record and restarts generated ids. */
  reset(): void;
  /** The mock clock as an ISO date: a minute later on every call, always after the fixtures. */
  now(): string;
  /** The mock clock in milliseconds, without moving it. */
  time(): number;
  /** Toggles a favourite of a user; returns the new state. */
  toggleFavorite(kind: MockFavoriteKind, userId: number, targetId: number): boolean;
  /** True when the user has the item among their favourites. */
  isFavorite(kind: MockFavoriteKind, userId: number, targetId: number): boolean;
} = Object.assign(seed(), {
  reset() {
    Object.assign(mockStore, seed());
    if (realisticState.on()) addMalformedRecords(mockStore);
  },
  now() {
    mockStore.clock += 1;
    return new Date(mockStore.time()).toISOString();
  },
  time() {
    return FIXTURE_NOW + mockStore.clock * 60_000;
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
});
