import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduContextProvider, type EduSession } from '@edupassport/ui/headless';
import { server, startMockBackend } from '../../../../test-support/mockBackend';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { isOwnProfile, useEducatorProfile } from './useEducatorProfile';
import { changedFlags, useAvailability } from './useAvailability';
import { useSaveLock } from './useSaveLock';

startMockBackend();

const client = createApiClient({ baseUrl: 'http://api.test' });
const member: EduSession = { user: { id: 1, email: 'amara.okafor@example.edu' } };

function wrapperFor(session: EduSession = member) {
  // No retries: an injected failure shows at once.
  const queryClient = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={session} queryClient={queryClient}>
      {children}
    </EduContextProvider>
  );
}

/** The paths of the requests the mock backend receives. */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

describe('isOwnProfile', () => {
  it('is the owner without an id, or with the signed-in id', () => {
    expect(isOwnProfile(undefined, 1)).toBe(true);
    expect(isOwnProfile('', 1)).toBe(true);
    expect(isOwnProfile('1', 1)).toBe(true);
    expect(isOwnProfile(13, '13')).toBe(true);
  });
  it('is a visitor on another id, and an anonymous person is never the owner', () => {
    expect(isOwnProfile('13', 1)).toBe(false);
    expect(isOwnProfile(undefined, null)).toBe(false);
    expect(isOwnProfile('13', undefined)).toBe(false);
  });
});

describe('useEducatorProfile', () => {
  it('loads the owner through the current-user call', async () => {
    const seen = recordRequests();
    const { result } = renderHook(() => useEducatorProfile(), { wrapper: wrapperFor() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.isOwner).toBe(true);
    expect(result.current.user?.full_name).toBe('Amara Okafor');
    expect(result.current.profileId).toBe(1);
    expect(seen).toEqual(['GET /api/users/get-user-by-id']);
  });

  it('loads a visited educator by the id query parameter, with their endorsements', async () => {
    const seen = recordRequests();
    const { result } = renderHook(() => useEducatorProfile({ id: '13' }), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.isOwner).toBe(false);
    expect(result.current.user?.full_name).toBe('Mateo Garcia');
    expect(result.current.endorsements.length).toBeGreaterThan(0);
    expect(seen).toEqual(['GET /api/users/get-user-by-id/13']);
  });

  it('shows the load error, and refresh recovers', async () => {
    mockControls.fail('users.getUserById', { status: 500, message: 'Profile service down' }, { times: 1 });
    const { result } = renderHook(() => useEducatorProfile({ id: 13 }), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Profile service down');
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.user?.id).toBe(13);
  });

  it('refresh keeps the shown profile and picks up server changes; update patches locally', async () => {
    const { result } = renderHook(() => useEducatorProfile(), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.update({ nickname: 'Ami' }));
    // The cached profile changes at once; its subscribers hear of it on the query layer's next tick.
    await waitFor(() => expect(result.current.user?.nickname).toBe('Ami'));
    const stored = mockStore.users.find((u) => u.id === 1);
    if (stored) stored.summary = 'Now teaching IB Physics too.';
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.user?.summary).toBe('Now teaching IB Physics too.'));
    expect(result.current.status).toBe('success');
  });
});

describe('useAvailability', () => {
  it('names only the flags that differ', () => {
    expect(changedFlags({ isOpenToWork: true, isOpenToNetwork: false }, { isOpenToWork: true, isOpenToNetwork: true })).toEqual(['isOpenToNetwork']);
    expect(changedFlags({ isOpenToWork: true, isOpenToNetwork: false }, { isOpenToWork: true, isOpenToNetwork: false })).toEqual([]);
  });

  it('sends only the changed flag, with its status', async () => {
    const bodies: Array<{ path: string; body: unknown }> = [];
    server.events.on('request:start', async ({ request }) => {
      bodies.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    });
    const onSaved = vi.fn();
    const { result } = renderHook(() => useAvailability({ isOpenToWork: true, isOpenToNetwork: false }, onSaved), { wrapper: wrapperFor() });
    act(() => result.current.toggle('isOpenToNetwork'));
    expect(result.current.changes).toEqual(['isOpenToNetwork']);
    let saved: string[] = [];
    await act(async () => {
      saved = await result.current.save();
    });
    expect(saved).toEqual(['isOpenToNetwork']);
    expect(bodies).toEqual([{ path: '/api/users/toggle-open-to-network', body: { status: true } }]);
    expect(mockSession.current()?.open_to_network).toBe(true);
    expect(onSaved).toHaveBeenCalledWith({ isOpenToWork: true, isOpenToNetwork: true });
  });

  it('toggling a flag twice changes nothing and sends nothing', async () => {
    const seen = recordRequests();
    const { result } = renderHook(() => useAvailability({ isOpenToWork: false, isOpenToNetwork: false }), { wrapper: wrapperFor() });
    act(() => result.current.toggle('isOpenToWork'));
    act(() => result.current.toggle('isOpenToWork'));
    await act(async () => {
      await expect(result.current.save()).resolves.toEqual([]);
    });
    expect(seen).toEqual([]);
  });

  it('sends both when both changed; after one fails, the draft and the host show what the server has', async () => {
    Object.assign(mockSession.current() ?? {}, { open_to_work: false, open_to_network: false });
    mockControls.fail('users.toggleOpenToWork', { status: 500, message: 'nope' }, { times: 1 });
    const onSaved = vi.fn();
    const { result } = renderHook(() => useAvailability({ isOpenToWork: false, isOpenToNetwork: false }, onSaved), { wrapper: wrapperFor() });
    act(() => result.current.toggle('isOpenToWork'));
    act(() => result.current.toggle('isOpenToNetwork'));
    await act(async () => {
      await expect(result.current.save()).rejects.toMatchObject({ message: 'nope' });
    });
    const server = { isOpenToWork: mockSession.current()?.open_to_work, isOpenToNetwork: mockSession.current()?.open_to_network };
    expect(server).toEqual({ isOpenToWork: false, isOpenToNetwork: true });
    expect(result.current.draft).toEqual(server);
    expect(result.current.known).toEqual(server);
    expect(result.current.changes).toEqual([]);
    expect(onSaved).toHaveBeenCalledWith(server);
    expect(result.current.error?.message).toBe('nope');
  });
});

describe('useSaveLock', () => {
  it('holds for 1 s after each submit', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSaveLock());
    expect(result.current.locked).toBe(false);
    act(() => result.current.lock());
    expect(result.current.locked).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.locked).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.locked).toBe(false);
  });

  it('a second submit restarts the second', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSaveLock());
    act(() => result.current.lock());
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.lock());
    act(() => vi.advanceTimersByTime(600));
    expect(result.current.locked).toBe(true);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current.locked).toBe(false);
  });
});
