import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUserSearch } from './useUserSearch';
import { startMockBackend } from '../../../../test-support/mockBackend';
import { fakeTimers, recordSearches, wrapper } from './userSearchTestUtils';

// Issue 9, "Must show": the endorser search debounces 500 ms, starts at exactly 2 characters, and
// searches by e-mail for a term with '@', else by first name.
startMockBackend();

describe('useUserSearch boundaries', () => {
  it('one character never searches; the second starts a search exactly 500 ms later', async () => {
    fakeTimers();
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
    fakeTimers();
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
