import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@edupassport/api-client';
import { EduProvider } from '../EduProvider';
import { ErrorState, errorMessage } from './ErrorState';

describe('errorMessage', () => {
  it('reads strings, Errors, ApiErrors and message-like objects', () => {
    expect(errorMessage('Failed to submit report. Please try again.')).toBe('Failed to submit report. Please try again.');
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
    expect(errorMessage(new ApiError({ kind: 'http', endpoint: 'x', status: 404 }))).toBe('We could not find what you were looking for.');
    expect(errorMessage({ message: 'Nope' })).toBe('Nope');
  });

  it('answers undefined for nothing to say', () => {
    for (const value of [undefined, null, '', '   ', {}, { message: null }]) expect(errorMessage(value)).toBeUndefined();
  });
});

describe('ErrorState', () => {
  it('is an alert with the default title, the message and a retry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState error={new Error('Timed out')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Timed out');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its words from the ui messages, and per-instance props win', () => {
    render(
      <EduProvider messages={{ ui: { somethingWentWrong: 'Etwas ist schiefgelaufen', retry: 'Erneut versuchen' } }}>
        <ErrorState onRetry={() => {}} />
        <ErrorState title="Feed unavailable" retryLabel="Reload" onRetry={() => {}} />
      </EduProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Feed unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('ErrorState after a Retry-After (issue 45)', () => {
  afterEach(() => vi.useRealTimers());

  const busy = () => new ApiError({ kind: 'http', endpoint: 'feed.getFeed', status: 503, retryAfterMs: 120_000 });

  it('shows the wait, does not fire Try again before it ends, and keeps it across re-renders', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    const error = busy();
    const { rerender } = render(<ErrorState error={error} onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Try again in 2 minutes' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(61_000));
    rerender(<ErrorState error={error} onRetry={onRetry} title="Still down" />);
    expect(screen.getByRole('button', { name: 'Try again in 59 seconds' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again in 59 seconds' }));
    expect(onRetry).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: 'Try again in 1 second' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    const ready = screen.getByRole('button', { name: 'Try again' });
    expect(ready).not.toHaveAttribute('aria-disabled');
    fireEvent.click(ready);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the wait when the same error is shown again after a remount', () => {
    vi.useFakeTimers();
    const error = busy();
    const first = render(<ErrorState error={error} onRetry={() => {}} />);
    act(() => vi.advanceTimersByTime(90_000));
    first.unmount();
    render(<ErrorState error={error} onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Try again in 30 seconds' })).toBeInTheDocument();
  });

  it('offers Try again at once when the server named no wait', () => {
    const onRetry = vi.fn();
    render(<ErrorState error={new ApiError({ kind: 'http', endpoint: 'feed.getFeed', status: 503 })} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
