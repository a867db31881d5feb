import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, mockControls, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { EduContextProvider, type ToastAdapter } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { useCopyCode } from './useCopyCode';
import { useDealTracking } from './useDealTracking';
import { useReserveSpot } from './useReserveSpot';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });

function world(openPopup = vi.fn(), toast: ToastAdapter = { show: vi.fn(() => ''), dismiss: vi.fn() }) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={{ user: { id: 1 } }} openPopup={openPopup} toast={toast} queryClient={queryClient}>
      {children}
    </EduContextProvider>
  );
  return { wrapper, openPopup, toast, queryClient };
}

/** Waits until no write is under way (a click record started by mistake has then reached the mock backend). */
const settled = (queryClient: QueryClient) => waitFor(() => expect(queryClient.isMutating()).toBe(0));

describe('useReserveSpot', () => {
  it('records a click and opens the link in a 600x600 popup', async () => {
    const { wrapper, openPopup } = world();
    const { result } = renderHook(() => useReserveSpot({ id: 3004, event_link: 'https://events.example.edu/e/3004' }), { wrapper });
    act(() => result.current.reserve());
    expect(openPopup).toHaveBeenCalledWith('https://events.example.edu/e/3004', { width: 600, height: 600 });
    await waitFor(() => expect(mockStore.tracking).toEqual([{ kind: 'event', action: 'click', target_id: 3004, user_id: 1 }]));
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '', undefined])(
    'never opens %j, nor records a click',
    async (link) => {
      const { wrapper, openPopup, queryClient } = world();
      const { result } = renderHook(() => useReserveSpot({ id: 3004, event_link: link }), { wrapper });
      expect(result.current.url).toBeNull();
      act(() => result.current.reserve());
      expect(openPopup).not.toHaveBeenCalled();
      await settled(queryClient);
      expect(mockStore.tracking).toHaveLength(0);
    },
  );

  it('records no click in static mode, and still opens when the click fails', async () => {
    const { wrapper, openPopup, queryClient } = world();
    const { result } = renderHook(() => useReserveSpot({ id: 3004, event_link: 'events.example.edu/e/3004' }, { staticMode: true }), { wrapper });
    act(() => result.current.reserve());
    expect(openPopup).toHaveBeenCalledWith('https://events.example.edu/e/3004', { width: 600, height: 600 });
    await settled(queryClient);
    expect(mockStore.tracking).toHaveLength(0);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockControls.fail('events.click', { status: 500 });
    const other = world();
    const failing = renderHook(() => useReserveSpot({ id: 3004, event_link: 'https://events.example.edu/e/3004' }), { wrapper: other.wrapper });
    act(() => failing.result.current.reserve());
    expect(other.openPopup).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });
});

describe('useDealTracking', () => {
  it('records a view and a click', async () => {
    const { wrapper } = world();
    const { result } = renderHook(() => useDealTracking(), { wrapper });
    await act(() => result.current(4000));
    expect(mockStore.tracking.map((r) => r.action).sort()).toEqual(['click', 'view']);
  });

  it('never rejects when tracking fails, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockControls.fail('deals.view', { network: true });
    mockControls.fail('deals.click', { status: 500 });
    const { wrapper } = world();
    const { result } = renderHook(() => useDealTracking(), { wrapper });
    await expect(result.current(4000)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('tracking offline', () => {
  const paused = (queryClient: QueryClient) =>
    waitFor(() => expect(queryClient.getMutationCache().getAll().some((m) => m.state.isPaused)).toBe(true));

  afterEach(() => onlineManager.setOnline(true));

  it('never tells the person about Reserve Spot and View Deal tracking waiting for the connection', async () => {
    const { wrapper, toast, queryClient } = world();
    const reserve = renderHook(() => useReserveSpot({ id: 3004, event_link: 'https://events.example.edu/e/3004' }), { wrapper });
    const track = renderHook(() => useDealTracking(), { wrapper });
    onlineManager.setOnline(false);
    act(() => reserve.result.current.reserve());
    void track.result.current(4000);
    await paused(queryClient);
    expect(toast.show).not.toHaveBeenCalled();
    // Back online, the calls are sent once, still without a word to the person.
    onlineManager.setOnline(true);
    await waitFor(() => expect(mockStore.tracking.map((r) => r.action).sort()).toEqual(['click', 'click', 'view']));
    await settled(queryClient);
    expect(toast.show).not.toHaveBeenCalled();
  });
});

describe('useCopyCode', () => {
  it('copies and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { wrapper, toast } = world();
    const { result } = renderHook(() => useCopyCode(), { wrapper });
    await expect(result.current('EDU1230')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('EDU1230');
    expect(toast.show).toHaveBeenCalledWith({ kind: 'success', title: 'Code copied to clipboard!' });
    vi.unstubAllGlobals();
  });

  it.each([
    ['refuses', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } }],
    ['is missing', {}],
  ])("says 'Failed to copy code' when the clipboard %s", async (_, nav) => {
    vi.stubGlobal('navigator', nav);
    const { wrapper, toast } = world();
    const { result } = renderHook(() => useCopyCode(), { wrapper });
    await expect(result.current('EDU1230')).resolves.toBe(false);
    expect(toast.show).toHaveBeenCalledWith({ kind: 'error', title: 'Failed to copy code' });
    vi.unstubAllGlobals();
  });
});
