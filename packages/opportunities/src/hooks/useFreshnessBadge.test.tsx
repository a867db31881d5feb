import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EduContextProvider } from '@edupassport/ui/headless';
import { FreshnessBadge } from '../FreshnessBadge';
import { DAY_MS, HOUR_MS } from '../rules/freshness';
import { useFreshnessBadge } from './useFreshnessBadge';

const START = Date.UTC(2026, 10, 20, 12);

describe('useFreshnessBadge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const wrapper = ({ children }: { children: ReactNode }) => <EduContextProvider clock={{ now: () => Date.now() }}>{children}</EduContextProvider>;

  it('moves on to the next band by itself as time passes', () => {
    const deadline = new Date(START - 23 * HOUR_MS).toISOString();
    const { result } = renderHook(() => useFreshnessBadge(deadline), { wrapper });
    expect(result.current).toEqual({ band: 'new', label: 'New' });

    act(() => vi.advanceTimersByTime(HOUR_MS - 1));
    expect(result.current.label).toBe('New');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ band: 'fresh', label: 'Fresh' });

    act(() => vi.advanceTimersByTime(2 * DAY_MS + 1));
    expect(result.current.label).toBe('1 Week');
    act(() => vi.advanceTimersByTime(4 * DAY_MS));
    expect(result.current.label).toBe('1 Month');
    act(() => vi.advanceTimersByTime(23 * DAY_MS));
    expect(result.current.label).toBe('Expiring Soon');
    // Nothing left to wait for.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the time from the EduProvider clock', () => {
    const clock = { now: () => START + 40 * DAY_MS };
    const { result } = renderHook(() => useFreshnessBadge(new Date(START)), {
      wrapper: ({ children }) => <EduContextProvider clock={clock}>{children}</EduContextProvider>,
    });
    expect(result.current.label).toBe('Expiring Soon');
  });

  it('uses the host message overrides', () => {
    const { result } = renderHook(() => useFreshnessBadge(START - 2 * DAY_MS), {
      wrapper: ({ children }) => (
        <EduContextProvider clock={{ now: () => START }} messages={{ opportunities: { freshnessFresh: 'Frisch' } }}>
          {children}
        </EduContextProvider>
      ),
    });
    expect(result.current).toEqual({ band: 'fresh', label: 'Frisch' });
  });

  it('stops its timer on unmount and when the deadline changes', () => {
    const { rerender, unmount } = renderHook(({ deadline }) => useFreshnessBadge(deadline), {
      wrapper,
      initialProps: { deadline: START - HOUR_MS },
    });
    expect(vi.getTimerCount()).toBe(1);
    rerender({ deadline: START - 60 * DAY_MS });
    expect(vi.getTimerCount()).toBe(0);
    rerender({ deadline: START - 2 * DAY_MS });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders the badge with its band', () => {
    render(<FreshnessBadge deadline={START - 5 * DAY_MS} />, { wrapper });
    expect(screen.getByText('1 Week').closest('[data-band]')).toHaveAttribute('data-band', 'week');
  });
});
