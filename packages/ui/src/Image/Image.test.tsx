import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverRender, styleAttributes } from '../../../../test-support/serverRender';
import { ImageWithFallback } from './Image';

const cover = 'https://cdn.example/cover.png';
const fallback = '/img/social-media/default-1.png';

describe('ImageWithFallback', () => {
  it('loads lazily in its box and reports loaded', () => {
    const ref = createRef<HTMLImageElement>();
    render(<ImageWithFallback ref={ref} src={cover} alt="Science fair" aspectRatio="16 / 9" />);
    const image = screen.getByRole('img', { name: 'Science fair' });
    expect(ref.current).toBe(image);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('data-state', 'loading');
    // A class carries the box: a style attribute would be blocked by a strict Content Security Policy.
    const served = serverRender(<ImageWithFallback src={cover} alt="Science fair" aspectRatio="16 / 9" fit="contain" />);
    expect(styleAttributes(served.html)).toEqual([]);
    expect(served.css).toContain('--edu-image-fit:contain;--edu-image-ratio:16/9;');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-state', 'loaded');
  });

  it('replaces a broken src with the fallback, composing the user onError', () => {
    const onError = vi.fn();
    render(<ImageWithFallback src={cover} alt="Event cover" fallbackSrc={fallback} onError={onError} />);
    fireEvent.error(screen.getByRole('img', { name: 'Event cover' }));
    const image = screen.getByRole('img', { name: 'Event cover' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(image).toHaveAttribute('src', fallback);
    expect(image).toHaveAttribute('data-state', 'fallback');
  });

  it('shows the fallback when there is no src', () => {
    render(<ImageWithFallback src="" alt="Event cover" fallbackSrc={fallback} />);
    expect(screen.getByRole('img', { name: 'Event cover' })).toHaveAttribute('src', fallback);
  });

  it("removes itself in 'remove' mode, ignoring the fallback", () => {
    const { container } = render(<ImageWithFallback src={cover} alt="Shared photo" fallbackSrc={fallback} onFallback="remove" />);
    fireEvent.error(screen.getByRole('img', { name: 'Shared photo' }));
    expect(screen.queryByRole('img')).toBeNull();
    const marker = container.querySelector('[data-state="removed"]');
    expect(marker).toHaveAttribute('hidden');
    expect(marker).toBeEmptyDOMElement();
  });

  it('removes itself when the fallback fails too, and never loops', () => {
    const onError = vi.fn();
    render(<ImageWithFallback src={cover} alt="Event cover" fallbackSrc={fallback} onError={onError} />);
    fireEvent.error(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('removes itself when the fallback is the same broken URL', () => {
    render(<ImageWithFallback src={fallback} alt="Event cover" fallbackSrc={fallback} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tries again when given a new src', () => {
    const { rerender } = render(<ImageWithFallback src={cover} alt="Event cover" onFallback="remove" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<ImageWithFallback src="https://cdn.example/other.png" alt="Event cover" onFallback="remove" />);
    expect(screen.getByRole('img', { name: 'Event cover' })).toHaveAttribute('data-state', 'loading');
  });
});
