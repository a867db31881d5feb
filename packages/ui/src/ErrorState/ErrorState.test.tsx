import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
