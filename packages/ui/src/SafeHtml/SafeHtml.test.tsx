import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './purifier';

const post = '<p>Hello <strong>Year 5</strong></p><img src=x onerror="alert(1)">';

describe('SafeHtml', () => {
  it('renders the sanitized formatting on the first client render, and sanitizeHtml is synchronous', () => {
    const { container } = render(<SafeHtml as="section" html={post} />);
    const root = container.querySelector('section');
    expect(root).toHaveAttribute('data-state', 'formatted');
    expect(root?.querySelector('strong')).toHaveTextContent('Year 5');
    expect(root?.querySelector('[onerror]')).toBeNull();
    expect(sanitizeHtml('<b>x</b><em>y</em>')).toBe('x<em>y</em>');
  });

  it('hydrates the server’s plain text without a mismatch, then shows the formatting', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // What a server sends: the escaped plain text.
    container.innerHTML = renderToString(<SafeHtml html={post} />);
    const serverRoot = container.firstElementChild as HTMLElement;
    expect(serverRoot).toHaveAttribute('data-state', 'plain');
    expect(serverRoot.innerHTML).toBe('Hello Year 5');

    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <SafeHtml html={post} />, { onRecoverableError }));
    // The element the server rendered is kept (no client re-render from scratch), now formatted.
    expect(container.firstElementChild).toBe(serverRoot);
    expect(serverRoot).toHaveAttribute('data-state', 'formatted');
    expect(serverRoot.querySelector('strong')).toHaveTextContent('Year 5');
    expect(serverRoot.querySelector('img')).not.toHaveAttribute('onerror');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
