import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EduContextProvider } from '../EduProvider/context';
import { RelativeTime } from './RelativeTime';

describe('RelativeTime', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('measures against the injected clock and shows the full date as a title', () => {
    const clock = { now: () => new Date(2025, 2, 14, 12, 0).getTime() };
    render(
      <EduContextProvider clock={clock}>
        <RelativeTime value={new Date(2025, 2, 14, 9, 30)} />
      </EduContextProvider>,
    );
    const time = screen.getByText('2 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title', '14 Mar 2025, 09:30');
    expect(time).toHaveAttribute('datetime', new Date(2025, 2, 14, 9, 30).toISOString());
  });

  it('re-reads the clock on every interval and stops when unmounted', () => {
    vi.useFakeTimers();
    let current = new Date(2025, 2, 14, 12, 0).getTime();
    const clock = { now: () => current };
    const { unmount } = render(
      <EduContextProvider clock={clock}>
        <RelativeTime value={new Date(2025, 2, 14, 11, 58)} updateIntervalMs={30_000} />
      </EduContextProvider>,
    );
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
    current += 60_000;
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('3 minutes ago')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes another named title format, a locale and a time zone, from its props or the provider', () => {
    const clock = { now: () => Date.UTC(2025, 2, 14, 12, 0) };
    render(
      <EduContextProvider clock={clock} timeZone="UTC">
        <RelativeTime value={Date.UTC(2025, 2, 14, 9, 30)} titleFormat="longWeekdayDateTime" />
        <EduContextProvider locale="de-DE" timeZone="Asia/Tokyo">
          <RelativeTime value={Date.UTC(2025, 2, 12, 9, 30)} />
        </EduContextProvider>
      </EduContextProvider>,
    );
    expect(screen.getByText('2 hours ago')).toHaveAttribute('title', 'Friday, March 14, 2025 · 9:30 AM');
    expect(screen.getByText('vor 2 Tagen')).toHaveAttribute('title', '12. März 2025, 18:30');
  });

  it('renders the fallback for an invalid date', () => {
    render(<RelativeTime value="yesterday-ish" fallback="Date unknown" />);
    expect(screen.getByText('Date unknown')).toHaveAttribute('data-invalid');
  });
});
