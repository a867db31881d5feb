import { useEffect, useState } from 'react';
import { dealSchema, eventSchema, jobSchema, parseItems, type Deal, type EduEvent, type Job } from '@edupassport/api-client';
import type * as Mocks from '@edupassport/api-client/mocks';
import type { EduSession } from '@edupassport/ui';
import { localizePictures } from '../mocks/localPictures';
import { saveWorld } from '../mocks/world';

/** The roles the demo can be viewed as: the mock backend's roles. */
export type DemoRole = Mocks.MockRole;

/** The roles the demo's admin area can be viewed as. */
export type AdminDemoRole = 'admin' | 'member';

export type MockModule = typeof Mocks;

/**
 * The in-browser mock backend's module, loaded on demand (the same chunk main.tsx starts the worker
 * from), or null while it loads and always when the demo talks to a real backend.
 */
export function useMockModule(enabled: boolean, preloaded?: MockModule): MockModule | null {
  const [mocks, setMocks] = useState<MockModule | null>(preloaded ?? null);
  useEffect(() => {
    if (!enabled || preloaded) return;
    let live = true;
    void import('@edupassport/api-client/mocks').then((module) => {
      if (live) setMocks(module);
    });
    return () => {
      live = false;
    };
  }, [enabled, preloaded]);
  return enabled ? mocks : null;
}

/** The admin session's tokens for a role: the mock backend's admin tokens for the admin, none for anyone else. */
export function adminTokensFor(mocks: MockModule, role: DemoRole): EduSession['adminTokens'] {
  return role === 'admin' ? mocks.MOCK_ADMIN_TOKENS : undefined;
}

/**
 * The kit's view of a mock role: the seeded account, signed in (nobody for `anonymous`), the admin flag, and the
 * admin's tokens (kept in memory, as a host's server would hand them over), which Delete Job sends. `fromSeed`: the
 * account as the seed has it, without seeding the store (a prerendered page hydrating shows the seed's world).
 */
export function mockSessionFor(mocks: MockModule, role: DemoRole, { fromSeed = false } = {}): EduSession {
  const id = role === 'anonymous' ? null : mocks.MOCK_USER_IDS[role];
  const user = id === null ? null : fromSeed ? seedUser(mocks, id) : (mocks.mockStore.users.find((u) => u.id === id) ?? null);
  return {
    user: user ? { ...user } : null,
    isAdmin: role === 'admin',
    token: user ? `mock-token-${user.id}` : undefined,
    adminTokens: adminTokensFor(mocks, role),
  };
}

/** A seed's account with its pictures where the store's seed points them (prepareMocks). */
function seedUser(mocks: MockModule, id: number) {
  const user = mocks.mockStore.seedUser(id);
  if (user) localizePictures(user, import.meta.env.BASE_URL);
  return user;
}

/** Reads `?as=` : `member` views the admin area as the seeded educator; anything else as the admin. */
export function roleFromQuery(search: URLSearchParams): AdminDemoRole {
  return search.get('as') === 'member' ? 'member' : 'admin';
}

/**
 * The opportunities of the mock store, parsed item by item as the api-client parses a list answer (a malformed
 * record, as the realistic mode holds, is left out and reported): the spec has no list or get-by-id endpoint
 * for jobs, events or deals, so on the mock backend the demo reads the same records the server acts on.
 */
export function storeJobs(mocks: MockModule): Job[] {
  return parseItems(jobSchema, mocks.mockStore.jobs, { endpoint: 'mockStore.jobs' });
}

export function storeEvents(mocks: MockModule): EduEvent[] {
  return parseItems(eventSchema, mocks.mockStore.events, { endpoint: 'mockStore.events' });
}

export function storeDeals(mocks: MockModule): Deal[] {
  return parseItems(dealSchema, mocks.mockStore.deals, { endpoint: 'mockStore.deals' });
}

/** A record of the mock store by id, or an Error worded as a server's answer. */
function ownRecord<T extends { id: unknown; user_id: unknown }>(list: T[], id: string | number, userId: string | number, what: string): T {
  const record = list.find((r) => String(r.id) === String(id));
  if (!record) throw new Error(`${what} not found`);
  if (String(record.user_id) !== String(userId)) throw new Error(`You can only change your own ${what.toLowerCase()}s`);
  return record;
}

function dropRecord<T extends { id: unknown; user_id: unknown }>(list: T[], id: string | number, userId: string | number, what: string): void {
  list.splice(list.indexOf(ownRecord(list, id, userId, what)), 1);
}

/**
 * The owner's actions the spec gives no endpoint (an employer's Publish, Post Job and Delete; an event's Boost
 * and delete). The demo reads its jobs and events from the mock store for the same reason, so on the mock backend
 * it applies these to that store: every page, and every later call to the mock server, sees the change. Each
 * checks, as a server would, that the record is the caller's.
 */
export const storeWrites = savingEach({
  /** A draft becomes a posted job. */
  publishJob(mocks: MockModule, id: string | number, userId: string | number): void {
    ownRecord(mocks.mockStore.jobs, id, userId, 'Job').posting_type = 'jobs';
  },
  /** A new posted job from a template (the template stays), first in the list; returns it. */
  postJobFrom(mocks: MockModule, templateId: string | number, userId: string | number): Mocks.MockJob {
    const { jobs } = mocks.mockStore;
    const template = ownRecord(jobs, templateId, userId, 'Job');
    const job: Mocks.MockJob = {
      ...structuredClone(template),
      id: Math.max(0, ...jobs.map((j) => Number(j.id)).filter(Number.isFinite)) + 1,
      posting_type: 'jobs',
      created_at: mocks.mockStore.now(),
      total_applicants: 0,
      notifications: [],
    };
    jobs.unshift(job);
    return job;
  },
  deleteJob(mocks: MockModule, id: string | number, userId: string | number): void {
    dropRecord(mocks.mockStore.jobs, id, userId, 'Job');
  },
  boostEvent(mocks: MockModule, id: string | number, userId: string | number): void {
    ownRecord(mocks.mockStore.events, id, userId, 'Event').boosted = true;
  },
  deleteEvent(mocks: MockModule, id: string | number, userId: string | number): void {
    dropRecord(mocks.mockStore.events, id, userId, 'Event');
  },
  /**
   * Another member (an educator other than the viewer, a different one each time) publishes a post on the mock
   * server: the page's cache does not know of it until it reads the feed again. Returns the post.
   */
  somebodyPosts(mocks: MockModule, viewerId: string | number | undefined): Mocks.MockPost {
    const { mockStore } = mocks;
    const others = mockStore.users.filter((u) => u.user_types === 'educator' && String(u.id) !== String(viewerId));
    const user = others[mockStore.posts.length % others.length];
    if (!user) throw new Error('No other member to post');
    const post = mocks.generatePost({
      user: { id: user.id, full_name: user.full_name, profile_picture: user.profile_picture },
      created_at: mockStore.now(),
      type: 'post',
      post_type: 'post',
      reactions: [],
      comments: 0,
      views: [],
    });
    mockStore.posts.unshift(post);
    mockStore.comments[post.id] = [];
    return post;
  },
});

/** The writes, each followed by saving the world (the browser's mock backend keeps it across reloads). */
function savingEach<T extends Record<string, (...args: never[]) => unknown>>(writes: T): T {
  return Object.fromEntries(
    Object.entries(writes).map(([name, write]) => [
      name,
      (...args: never[]) => {
        const result = write(...args);
        saveWorld();
        return result;
      },
    ]),
  ) as T;
}

