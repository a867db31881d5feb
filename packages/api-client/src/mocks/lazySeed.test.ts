// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A store module of its own, as a page gets it on load: nothing read yet. */
async function freshStore() {
  vi.resetModules();
  const store = await import('./store');
  const generators = await import('./generators');
  return { ...store, ...generators };
}

describe('the mock store seeds on its first read', () => {
  let fresh: Awaited<ReturnType<typeof freshStore>>;
  let seeds: number;
  beforeEach(async () => {
    fresh = await freshStore();
    seeds = 0;
    fresh.mockStore.onSeed(() => {
      seeds += 1;
    });
  });

  it('not on load, nor for the clock or a seeded user', () => {
    expect(fresh.mockStore.time()).toBe(fresh.FIXTURE_NOW);
    expect(fresh.mockStore.seedUser(1)).toMatchObject({ id: 1, first_name: expect.any(String) });
    expect(fresh.mockStore.seedUser(-5)).toBeNull();
    expect(seeds).toBe(0);
  });

  it('once, on the first read, with the same user a seed-first store holds and the same ids after', () => {
    const users = [1, 2, 25, 102, 300].map((id) => fresh.mockStore.seedUser(id));
    expect(users.map((user) => user?.id)).toEqual([1, 2, 25, 102, 300]);
    expect(fresh.mockStore.users.filter((u) => [1, 2, 25, 102, 300].includes(u.id))).toEqual(users);
    expect(fresh.mockStore.posts.length).toBeGreaterThan(0);
    expect(seeds).toBe(1);
    const sequence = fresh.generatorSequence();
    fresh.mockStore.seedUser(2);
    expect(fresh.generatorSequence()).toBe(sequence);
  });

  it('and again on each reset; a listener joining later runs at once', () => {
    void fresh.mockStore.jobs;
    fresh.mockStore.reset();
    expect(seeds).toBe(2);
    const late = vi.fn();
    fresh.mockStore.onSeed(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('not for a restore, which replaces every record', async () => {
    const saved = JSON.parse(JSON.stringify(fresh.mockStore.snapshot())) as unknown;
    fresh = await freshStore();
    seeds = 0;
    fresh.mockStore.onSeed(() => {
      seeds += 1;
    });
    expect(fresh.mockStore.restore(saved)).toBe(true);
    expect(fresh.mockStore.users.length).toBeGreaterThan(0);
    expect(seeds).toBe(0);
  });
});
