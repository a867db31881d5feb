import * as mocks from '@edupassport/api-client/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockSessionFor, storeDeals, storeEvents, storeJobs } from './mockWorld';

afterEach(() => {
  mocks.resetMocks();
  vi.restoreAllMocks();
});

const ids = (records: ReadonlyArray<{ id: string | number }>) => records.map((r) => String(r.id));

describe('the demo reads the mock store', () => {
  it('item by item: the realistic mode\'s malformed job, event and deal are left out, the others kept in order', () => {
    const lenient = [storeJobs(mocks), storeEvents(mocks), storeDeals(mocks)].map(ids);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mocks.mockControls.realistic(true);
    const sizes = [mocks.mockStore.jobs, mocks.mockStore.events, mocks.mockStore.deals].map((list) => list.length);
    const realistic = [storeJobs(mocks), storeEvents(mocks), storeDeals(mocks)].map(ids);
    expect(realistic).toEqual(lenient);
    // Each store list holds one record more than the demo shows, and each read is reported once.
    expect(sizes).toEqual(lenient.map((list) => list.length + 1));
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("gives the admin role the mock backend's admin tokens, and nobody else", () => {
    expect(mockSessionFor(mocks, 'admin').adminTokens).toEqual(mocks.MOCK_ADMIN_TOKENS);
    expect(mockSessionFor(mocks, 'member').adminTokens).toBeUndefined();
    expect(mockSessionFor(mocks, 'anonymous').adminTokens).toBeUndefined();
  });
});
