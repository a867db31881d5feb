import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockControls } from '@edupassport/api-client/mocks';
import { useUserSearch } from './useUserSearch';
import { startMockBackend } from '../../../../test-support/mockBackend';
import { fakeTimers, recordSearches, wrapper } from './userSearchTestUtils';

startMockBackend();

describe('useUserSearch', () => {
  it('waits 500 ms after the last keystroke, then searches by first name', async () => {
    fakeTimers();
    const seen = recordSearches();
    const { result, rerender } = renderHook(({ q }) => useUserSearch(q), { wrapper, initialProps: { q: 'Me' } });
    act(() => vi.advanceTimersByTime(300));
    rerender({ q: 'Mat' });
    act(() => vi.advanceTimersByTime(499));
    expect(seen).toHaveLength(0);
    expect(result.current.searching).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    // The pause is over: real timers again, so waitFor can poll for the answer.
    vi.useRealTimers();
    await waitFor(() => expect(result.current.searching).toBe(false));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.get('first_name')).toBe('Mat');
    expect(seen[0]?.get('email')).toBeNull();
    expect(seen[0]?.get('per_page')).toBe('10');
    expect(seen[0]?.get('user_type')).toBe('educator');
    expect(result.current.results.map((u) => u.first_name)).toEqual(['Mateo']);
  });

  it("searches by e-mail when the term holds an '@'", async () => {
    fakeTimers();
    const seen = recordSearches();
    const { result } = renderHook(() => useUserSearch('ben.schmidt@'), { wrapper });
    act(() => vi.advanceTimersByTime(499));
    expect(seen).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(result.current.searching).toBe(false));
    expect(seen[0]?.get('email')).toBe('ben.schmidt@');
    expect(seen[0]?.get('first_name')).toBeNull();
    expect(result.current.results.map((u) => u.email)).toEqual(['ben.schmidt@example.edu']);
  });

  it('does not search below 2 characters', () => {
    fakeTimers();
    const seen = recordSearches();
    const { result } = renderHook(() => useUserSearch(' M '), { wrapper });
    act(() => vi.advanceTimersByTime(2000));
    expect(seen).toHaveLength(0);
    expect(result.current).toEqual({ results: [], searching: false });
  });

  it('a failed search gives an empty list', async () => {
    mockControls.fail('users.search', { status: 500, message: 'Search is down' });
    const { result } = renderHook(() => useUserSearch('Amara'), { wrapper });
    await waitFor(() => expect(result.current.searching).toBe(false), { timeout: 2000 });
    expect(result.current.results).toEqual([]);
  });
});
