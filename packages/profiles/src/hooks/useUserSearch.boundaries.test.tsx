import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, resetMocks } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { useUserSearch } from './useUserSearch';

// Issue 9, "Must show": the endorser search debounces 500 ms, starts at exactly 2 characters, and
// searches by e-mail for a term with '@', else by first name (spec 03 §5, §9).
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <EduContextProvider client={client} session={{ user: { id: 1 } }}>
    {children}
  </EduContextProvider>
);

function recordSearches() {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/users/search') seen.push(url.searchParams);
  });
  return seen;
}

describe('useUserSearch boundaries', () => {
  it('one character never searches; the second starts a search exactly 500 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = recordSearches();
    const { result, rerender } = renderHook(({ q }) => useUserSearch(q), { wrapper, initialProps: { q: 'A' } });
    act(() => vi.advanceTimersByTime(5000));
    expect(seen).toHaveLength(0);
    expect(result.current.searching).toBe(false);
    rerender({ q: 'Am' });
    expect(result.current.searching).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(seen).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.get('first_name')).toBe('Am');
    expect(seen[0]?.has('email')).toBe(false);
  });

  it("every keystroke restarts the pause, and a term with '@' searches by e-mail only", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = recordSearches();
    const { rerender } = renderHook(({ q }) => useUserSearch(q), { wrapper, initialProps: { q: 'amara' } });
    act(() => vi.advanceTimersByTime(400));
    rerender({ q: 'amara@' });
    act(() => vi.advanceTimersByTime(400));
    expect(seen).toHaveLength(0);
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.get('email')).toBe('amara@');
    expect(seen[0]?.has('first_name')).toBe(false);
    expect(seen[0]?.get('per_page')).toBe('10');
  });
});
