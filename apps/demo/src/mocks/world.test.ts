import * as mocks from '@edupassport/api-client/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the module per test: the one the other test files share must never start keeping a world.
const freshWorld = async () => {
  vi.resetModules();
  return import('./world');
};

afterEach(() => {
  mocks.resetMocks();
  window.localStorage.clear();
});

const firstPostId = () => mocks.mockStore.posts[0]?.id;

describe("the demo's world in the browser", () => {
  it('is kept only once keepWorld ran: before, a save writes nothing', async () => {
    const world = await freshWorld();
    world.saveWorld();
    expect(window.localStorage.getItem(world.WORLD_STORAGE_KEY)).toBeNull();
  });

  it('saves after each write it hears of, and the next start restores it', async () => {
    const world = await freshWorld();
    let save = () => {};
    world.keepWorld(mocks, (onWrite) => (save = onWrite));
    expect(world.startedFromStoredWorld()).toBe(false);
    mocks.mockStore.posts.unshift(mocks.generatePost({ headline: 'Kept' }));
    const kept = firstPostId();
    save();

    mocks.resetMocks();
    expect(firstPostId()).not.toBe(kept);
    const next = await freshWorld();
    next.keepWorld(mocks, () => {});
    expect(next.startedFromStoredWorld()).toBe(true);
    expect(firstPostId()).toBe(kept);
  });

  it('drops a world of another seed version, format or base path, and starts from the seed', async () => {
    const seeded = firstPostId();
    const snapshot = mocks.mockStore.snapshot();
    const stored = (world: object) => window.localStorage.setItem('edupassport-demo:world', JSON.stringify(world));
    for (const bad of [
      { format: 1, base: import.meta.env.BASE_URL, snapshot: { ...snapshot, seed: snapshot.seed + 1, records: { ...snapshot.records, posts: [] } } },
      { format: 2, base: import.meta.env.BASE_URL, snapshot: { ...snapshot, records: { ...snapshot.records, posts: [] } } },
      { format: 1, base: '/elsewhere/', snapshot: { ...snapshot, records: { ...snapshot.records, posts: [] } } },
    ]) {
      stored(bad);
      const world = await freshWorld();
      world.keepWorld(mocks, () => {});
      expect(world.startedFromStoredWorld()).toBe(false);
      expect(firstPostId()).toBe(seeded);
      expect(window.localStorage.getItem(world.WORLD_STORAGE_KEY)).toBeNull();
    }
  });
});
