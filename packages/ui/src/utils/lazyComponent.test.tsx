// @vitest-environment node
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyFrom, preloadable } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`);
}

const render = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, element));

describe('preloadable and lazyFrom', () => {
  it('renders the fallback until the module is here, then the component in the same pass', async () => {
    const source = preloadable(async () => ({ Greeting }));
    const Lazy = lazyFrom(source, (module) => module.Greeting);
    expect(source.loaded()).toBeUndefined();
    await source.load();
    expect(render(createElement(Lazy, { name: 'Ada' }))).toContain('Hello Ada');
  });

  it('shows the fallback when nothing was preloaded', () => {
    const source = preloadable(() => new Promise<{ Greeting: typeof Greeting }>(() => {}));
    const Lazy = lazyFrom(source, (module) => module.Greeting);
    const html = render(createElement(Lazy, { name: 'Ada' }));
    expect(html).toContain('Loading');
    expect(html).not.toContain('Hello');
  });

  it('downloads once, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Greeting });
    const source = preloadable(load);
    await expect(source.load()).rejects.toThrow('offline');
    await Promise.all([source.load(), source.load()]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(source.loaded()).toEqual({ Greeting });
  });
});
