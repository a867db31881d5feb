import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EduProvider } from '../EduProvider';
import { ShareIcon } from '../icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('demands an accessible name in its props type', () => {
    // @ts-expect-error an icon-only button needs aria-label or aria-labelledby
    const unnamed = <IconButton icon={<ShareIcon />} />;
    const named = <IconButton icon={<ShareIcon />} aria-label="Share post" />;
    const labelled = <IconButton icon={<ShareIcon />} aria-labelledby="share-title" />;
    expect([unnamed, named, labelled]).toHaveLength(3);
  });

  it('is a button named by aria-label, composes onClick and forwards its ref', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(<IconButton ref={ref} icon={<ShareIcon />} aria-label="Share post" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Share post' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(button);
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('exposes pressed state only when it is a toggle', () => {
    render(
      <>
        <IconButton icon={<ShareIcon />} aria-label="Plain" />
        <IconButton icon={<ShareIcon />} aria-label="Toggle" pressed={false} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('button', { name: 'Toggle', pressed: false })).toHaveAttribute('aria-pressed', 'false');
  });

  it('announces loading with the ui messages and ignores presses', async () => {
    const onClick = vi.fn();
    render(
      <EduProvider messages={{ ui: { loading: 'Wird geladen' } }}>
        <IconButton icon={<ShareIcon />} aria-label="Teilen" loading onClick={onClick} />
      </EduProvider>,
    );
    const button = screen.getByRole('button', { name: /Teilen/ });
    expect(button).toHaveTextContent('Wird geladen');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
