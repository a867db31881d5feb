import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { EDU_QUERY_ROOT } from '../query/keys';
import { clearKitData } from './clearKitData';
import { EduContextProvider, useClearKitData } from './context';
import { createMemoryStorage } from './defaults';

function holders() {
  const queryClient = new QueryClient();
  const storage = createMemoryStorage();
  queryClient.setQueryData([EDU_QUERY_ROOT, 'feed', 'list'], ['post']);
  queryClient.setQueryData(['host', 'own'], 'kept');
  storage.setItem('edupassport.feed.draft.7.post.new', '{"text":"Dear parents"}');
  storage.setItem('host.setting', 'kept');
  return { queryClient, storage };
}

describe('clearKitData', () => {
  it('forgets the kit’s cached data, waiting writes and drafts, and leaves the host’s alone', () => {
    const { queryClient, storage } = holders();
    const waiting = queryClient.getMutationCache().build(queryClient, { mutationKey: [EDU_QUERY_ROOT, 'feed', 'write', 'react'] });
    const hosts = queryClient.getMutationCache().build(queryClient, { mutationKey: ['host', 'write'] });
    clearKitData({ queryClient, storage }, { everyTab: false });
    expect(queryClient.getQueryData([EDU_QUERY_ROOT, 'feed', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(['host', 'own'])).toBe('kept');
    expect(queryClient.getMutationCache().getAll()).toEqual([hosts]);
    expect(waiting.state.status).toBe('idle');
    expect(storage.getItem('edupassport.feed.draft.7.post.new')).toBeNull();
    expect(storage.getItem('host.setting')).toBe('kept');
  });

  it('clears the other tabs too: a provider in another tab hears it', async () => {
    const sender = holders();
    const other = holders();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EduContextProvider queryClient={other.queryClient} storage={other.storage}>
        {children}
      </EduContextProvider>
    );
    renderHook(() => null, { wrapper });
    act(() => clearKitData(sender));
    await waitFor(() => expect(other.queryClient.getQueryData([EDU_QUERY_ROOT, 'feed', 'list'])).toBeUndefined());
    expect(other.storage.getItem('edupassport.feed.draft.7.post.new')).toBeNull();
  });

  it('is one call for a host’s sign-out: useClearKitData', () => {
    const { queryClient, storage } = holders();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EduContextProvider queryClient={queryClient} storage={storage}>
        {children}
      </EduContextProvider>
    );
    const { result } = renderHook(() => useClearKitData(), { wrapper });
    act(() => result.current());
    expect(queryClient.getQueryData([EDU_QUERY_ROOT, 'feed', 'list'])).toBeUndefined();
    expect(storage.getItem('edupassport.feed.draft.7.post.new')).toBeNull();
  });
});

describe('a write in one tab', () => {
  it('marks the same package’s data stale in the user’s other tab, not in a tab of someone else', async () => {
    const here = holders();
    const there = holders();
    const stranger = holders();
    const tab = (h: ReturnType<typeof holders>, id: string) =>
      function Tab({ children }: { children: ReactNode }) {
        return (
          <EduContextProvider queryClient={h.queryClient} storage={h.storage} session={{ user: { id, full_name: 'Teacher' } }}>
            {children}
          </EduContextProvider>
        );
      };
    renderHook(() => null, { wrapper: tab(there, '7') });
    renderHook(() => null, { wrapper: tab(stranger, '8') });
    renderHook(() => null, { wrapper: tab(here, '7') });
    await act(() =>
      here.queryClient
        .getMutationCache()
        .build(here.queryClient, { mutationKey: [EDU_QUERY_ROOT, 'feed', 'write', 'react'], mutationFn: async () => 'ok' })
        .execute(undefined),
    );
    const state = (h: ReturnType<typeof holders>) => h.queryClient.getQueryState([EDU_QUERY_ROOT, 'feed', 'list']);
    await waitFor(() => expect(state(there)?.isInvalidated).toBe(true));
    expect(state(stranger)?.isInvalidated).toBe(false);
    expect(state(here)?.isInvalidated).toBe(false);
  });
});
