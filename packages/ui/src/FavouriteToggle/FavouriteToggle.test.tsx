import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@edupassport/api-client';
import { EduContextProvider } from '../EduProvider/context';
import type { ToastAdapter } from '../EduProvider/types';
import { FavouriteToggle } from './FavouriteToggle';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('FavouriteToggle', () => {
  it('flips at once, stays busy while saving, and keeps the new state on success', async () => {
    const call = deferred();
    const onToggle = vi.fn(() => call.promise);
    render(<FavouriteToggle onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    const button = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onToggle).toHaveBeenCalledWith(true);

    // A second press while the first call runs is ignored.
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);

    call.resolve();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('data-state', 'on');
  });

  it("rolls back, reports the error and shows an error toast with the error's message when the call fails", async () => {
    const call = deferred();
    const onError = vi.fn();
    const onPressedChange = vi.fn();
    const toast: ToastAdapter = { show: vi.fn(() => 'id'), dismiss: vi.fn() };
    render(
      <EduContextProvider toast={toast}>
        <FavouriteToggle label="Favourite this job" onToggle={() => call.promise} onError={onError} onPressedChange={onPressedChange} />
      </EduContextProvider>,
    );
    const button = screen.getByRole('button', { name: 'Favourite this job' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const failure = new ApiError({ kind: 'network', endpoint: 'jobs.toggleFavorite' });
    call.reject(failure);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onPressedChange.mock.calls).toEqual([[true], [false]]);
    expect(toast.show).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Could not update favourites. Please try again.',
      description: 'Network error: Please check your connection and try again',
    });
  });

  it('asks an anonymous visitor to log in instead of toggling when login is required', async () => {
    const requireLogin = vi.fn();
    const onToggle = vi.fn();
    render(
      <EduContextProvider requireLogin={requireLogin}>
        <FavouriteToggle requiresLogin onToggle={onToggle} />
      </EduContextProvider>,
    );
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    await userEvent.click(button);
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(onToggle).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles for a signed-in user even when login is required', async () => {
    const requireLogin = vi.fn();
    render(
      <EduContextProvider session={{ user: { id: 7, full_name: 'Amara Okafor' } }} requireLogin={requireLogin}>
        <FavouriteToggle requiresLogin defaultPressed />
      </EduContextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(requireLogin).not.toHaveBeenCalled();
  });

  it('lets the user’s onClick cancel the toggle with preventDefault', async () => {
    render(<FavouriteToggle onClick={(event) => event.preventDefault()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });
});
