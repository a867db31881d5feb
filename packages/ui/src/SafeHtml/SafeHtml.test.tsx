import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { isSanitizerReady, preloadSanitizer, sanitizeHtml } from './sanitize';

const post = '<p>Hello <strong>Year 5</strong></p><img src=x onerror="alert(1)">';

// One file, one module instance: these run in order, from "not loaded yet" to "loaded".
describe('the sanitizer loads on demand', () => {
  it('renders escaped plain text until DOMPurify has loaded, then the sanitized formatting', async () => {
    expect(isSanitizerReady()).toBe(false);
    const { container } = render(<SafeHtml html={post} />);
    const root = container.firstElementChild as HTMLElement;
    // Never unsanitized HTML while waiting: the first render is the server's plain text.
    expect(root).toHaveAttribute('data-state', 'plain');
    expect(root.innerHTML).toBe('Hello Year 5');
    expect(root.querySelector('img')).toBeNull();
    // The component started the load itself.
    expect(await screen.findByText('Year 5', { selector: 'strong' })).toBeInTheDocument();
    expect(root).toHaveAttribute('data-state', 'formatted');
    expect(root.querySelector('[onerror]')).toBeNull();
  });

  it('renders formatted HTML on the first render once loaded, and sanitizeHtml is synchronous', async () => {
    await act(() => preloadSanitizer());
    expect(isSanitizerReady()).toBe(true);
    const { container } = render(<SafeHtml as="section" html="<em>at once</em>" />);
    expect(container.querySelector('section')).toHaveAttribute('data-state', 'formatted');
    expect(container.querySelector('section em')).toHaveTextContent('at once');
    expect(sanitizeHtml('<b>x</b><em>y</em>')).toBe('x<em>y</em>');
  });

  it('shares one load between callers', () => {
    expect(preloadSanitizer()).toBeInstanceOf(Promise);
    return expect(Promise.all([preloadSanitizer(), preloadSanitizer()])).resolves.toEqual([undefined, undefined]);
  });
});
