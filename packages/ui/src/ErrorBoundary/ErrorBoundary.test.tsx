import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Bomb({ explode = true, value = new Error('Broken card') }: { explode?: boolean; value?: unknown }) {
  if (explode) throw value;
  return <p>Card content</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React logs every caught render error; the tests assert on what matters instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('isolates a throwing child behind the default compact fallback and reports it', async () => {
    const onError = vi.fn();
    render(
      <>
        <p>Neighbour card</p>
        <ErrorBoundary onError={onError}>
          <Bomb />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText('Neighbour card')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This item could not be shown.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Broken card')).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Broken card' }), expect.objectContaining({ componentStack: expect.any(String) }));
  });

  it('renders the children again after a retry, calling onReset first', async () => {
    const onReset = vi.fn();
    function Harness() {
      const [broken, setBroken] = useState(true);
      return (
        <ErrorBoundary
          onReset={() => {
            onReset();
            setBroken(false);
          }}
        >
          <Bomb explode={broken} />
        </ErrorBoundary>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Card content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a fallback node or a render function with the error and reset', async () => {
    const { unmount } = render(
      <ErrorBoundary fallback={<p>Unavailable</p>}>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    unmount();

    const fallback = vi.fn(({ error, reset }: { error: unknown; reset: () => void }) => (
      <button onClick={reset}>{(error as Error).message}: reload</button>
    ));
    render(
      <ErrorBoundary fallback={fallback}>
        <Bomb />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Broken card: reload' }));
    // Still broken: caught again, the fallback rendered again.
    expect(screen.getByRole('button', { name: 'Broken card: reload' })).toBeInTheDocument();
  });

  it('clears the error when a reset key changes', async () => {
    const { rerender } = render(
      <ErrorBoundary resetKeys={[1]}>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKeys={[1]}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    // Same keys: the error stays.
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKeys={[2]}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Card content')).toBeInTheDocument();
  });

  it('treats a thrown null as an error too', async () => {
    render(
      <ErrorBoundary>
        <Bomb value={null} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
