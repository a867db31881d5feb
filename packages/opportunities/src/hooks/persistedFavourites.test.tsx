// Job hearts tapped offline with `persistWrites`: kept in storage as the state chosen, merged, and sent once when the
// kit next runs online, after a reload too.
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { onlineManager } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { createMemoryStorage, EduContextProvider, OUTBOX_STORAGE_KEY, useWaitingWrites, type EduStorage } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { useFavourite } from './useFavouriteAction';

const server = setupServer(...handlers);
const toggles: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/favorite')) toggles.push(new URL(request.url).pathname);
  });
});
afterEach(() => {
  server.resetHandlers();
  resetMocks();
  toggles.length = 0;
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

/** A seeded job user 1 has not favourited. */
const JOB = 2002;

function openPage(storage: EduStorage) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider
      client={createApiClient({ baseUrl: 'http://api.test' })}
      session={{ user: { id: 1 } }}
      toast={{ show: vi.fn(() => ''), dismiss: vi.fn() }}
      queryClient={createTestQueryClient()}
      storage={storage}
      persistWrites
    >
      {children}
    </EduContextProvider>
  );
  return renderHook(() => ({ heart: useFavourite('jobs', JOB), waiting: useWaitingWrites() }), { wrapper });
}

describe('job hearts with persistWrites', () => {
  it('on then off offline leaves nothing to send', async () => {
    const storage = createMemoryStorage();
    const page = openPage(storage);
    act(() => onlineManager.setOnline(false));
    await act(() => page.result.current.heart?.toggle(true));
    expect(page.result.current.heart?.favourite).toBe(true);
    expect(page.result.current.waiting.waiting).toBe(1);
    await act(() => page.result.current.heart?.toggle(false));
    expect(page.result.current.heart?.favourite).toBe(false);
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('a heart tapped offline is sent once on the next page opened online', async () => {
    const storage = createMemoryStorage();
    const before = openPage(storage);
    act(() => onlineManager.setOnline(false));
    await act(() => before.result.current.heart?.toggle(true));
    before.unmount();
    act(() => onlineManager.setOnline(true));
    const after = openPage(storage);
    await waitFor(() => expect(after.result.current.waiting.waiting).toBe(0));
    await waitFor(() => expect(after.result.current.heart?.favourite).toBe(true));
    expect(toggles).toEqual([`/api/jobs/${JOB}/favorite`]);
    expect(mockStore.isFavorite('jobs', 1, JOB)).toBe(true);
  });
});
