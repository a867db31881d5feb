import type { ReactNode } from 'react';
import nextScaffoldCss from './nextScaffold.css?raw';
import viteScaffoldCss from './viteScaffold.css?raw';

/**
 * Host pages the kit must stay readable on: `vite` is the page `npm create vite -- --template react-ts` makes (its
 * index.css, verbatim: dark in the OS's dark mode, everything centred under #root, its own h1/h2 rules); `next` is
 * `create-next-app`'s (its app/globals.css: dark in the OS's dark mode, every margin and padding zeroed, links
 * uncoloured). `-dark` is the same page as it looks in the OS's dark mode, whatever the browser's setting.
 */
export type HostPage = 'vite' | 'vite-dark' | 'next' | 'next-dark';

/** The host page's CSS: its #root is the wrapper HostPageFrame renders (no id, so a page with a #root of its own is left alone). */
export function hostPageCss(host: HostPage): string {
  const css = (host.startsWith('next') ? nextScaffoldCss : viteScaffoldCss).replaceAll('#root', '[data-host-root]');
  return host.endsWith('-dark') ? css.replaceAll('@media (prefers-color-scheme: dark)', '@media all') : css;
}

/** Renders children inside the host page: its style sheet (removed with it) and its #root. */
export function HostPageFrame({ host, children }: { host: HostPage; children: ReactNode }) {
  return (
    <div data-host-root="">
      <style>{hostPageCss(host)}</style>
      {children}
    </div>
  );
}
