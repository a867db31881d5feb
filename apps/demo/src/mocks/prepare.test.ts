import { describe, expect, it, vi } from 'vitest';

describe('a prerendered page hydrates without the mock store seeded', () => {
  it("has the clock and the signed-in member from the seed, and the store seeds on its first read", async () => {
    // Fresh modules: the store as a page loads it, before anything read it.
    vi.resetModules();
    const { prepareMocks } = await import('./prepare');
    const { mockSessionFor } = await import('../admin/mockWorld');
    const mocks = prepareMocks();
    const seeds = vi.fn();
    mocks.mockStore.onSeed(seeds);

    const session = mockSessionFor(mocks, 'member', { fromSeed: true });
    expect(mocks.mockStore.time()).toBe(mocks.FIXTURE_NOW);
    expect(seeds).not.toHaveBeenCalled();

    // The same member the store holds once seeded: the page keeps the session it hydrated with.
    expect(mockSessionFor(mocks, 'member')).toEqual(session);
    expect(seeds).toHaveBeenCalledTimes(1);
    expect(session.user).toMatchObject({ id: mocks.MOCK_USER_IDS.member });
  });
});
