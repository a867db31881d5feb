import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

// The styled fallback's code cannot be fetched (the connection dropped): its import fails.
vi.mock('../ErrorState/ErrorState', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Bomb(): never {
  throw new Error('Broken card');
}

describe('ErrorBoundary when its fallback cannot load', () => {
  it('still shows the sentence, as the alert, instead of blanking the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>Neighbour card</p>
        <ErrorBoundary>
          <Bomb />
        </ErrorBoundary>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This item could not be shown.');
    expect(screen.getByText('Neighbour card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
