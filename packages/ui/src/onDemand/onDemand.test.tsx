import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef, type HTMLAttributes } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { onDemand } from './onDemand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('onDemand', () => {
  it('shows the fallback while the code downloads, then the part', async () => {
    let arrive!: (component: typeof Greeting) => void;
    const Part = onDemand(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), {
      fallback: <p>Loading part</p>,
    });
    render(<Part name="Ada" />);
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('downloads once for every instance on the page', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = onDemand(load);
    render(
      <>
        <Part name="Ada" />
        <Part name="Grace" />
      </>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers Try again after a failed download, which downloads it again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Greeting);
    const Part = onDemand(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Part name="Ada" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded. Check your connection.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("leaves the part's own render errors to the boundary above", async () => {
    function Broken(): never {
      throw new Error('broken part');
    }
    const Part = onDemand(async () => Broken);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<p>outer fallback</p>}>
        <Part />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('outer fallback')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("keeps the part's own ref when no ref is given (React 19 passes ref as a prop)", async () => {
    // A plain function part that spreads its props after its own ref, as many components do.
    function Field(props: HTMLAttributes<HTMLInputElement>) {
      const own = useRef<HTMLInputElement>(null);
      useEffect(() => own.current?.setAttribute('data-ready', ''), []);
      return <input ref={own} aria-label="Headline" {...props} />;
    }
    const Part = onDemand(async () => Field);
    render(<Part title="Headline" />);
    expect(await screen.findByRole('textbox', { name: 'Headline' })).toHaveAttribute('data-ready');
  });
});
