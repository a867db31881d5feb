import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { EduProvider } from '../../packages/ui/src/EduProvider/EduProvider';
import { lightTokens, darkTokens } from '../../packages/ui/src/tokens';

/** The page's background token as the browser resolves it on `:root`: what an app that is all kit paints. */
const rootBackground = () => getComputedStyle(document.documentElement).getPropertyValue('--edu-color-background').trim();
const rootScheme = () => getComputedStyle(document.documentElement).colorScheme;

let root: Root | undefined;
/** Renders into the page now (the theme's rules are inserted in the commit's layout effects). */
function show(element: ReactNode) {
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  flushSync(() => root?.render(element));
}
afterEach(() => {
  root?.unmount();
  root = undefined;
});

describe('a global provider’s theme on the page’s :root', () => {
  test('follows the provider’s theme as it changes, and leaves :root when the provider goes', () => {
    show(<EduProvider theme="light" global><p>Page</p></EduProvider>);
    expect(rootBackground()).toBe(lightTokens.color.background);
    expect(rootScheme()).toBe('light');
    show(<EduProvider theme="dark" global><p>Page</p></EduProvider>);
    expect(rootBackground()).toBe(darkTokens.color.background);
    expect(rootScheme()).toBe('dark');
    show(<EduProvider theme="dark"><p>Page</p></EduProvider>);
    // Without `global` the theme stays under the provider's element.
    expect(rootBackground()).toBe('');
    show(null);
    expect(rootBackground()).toBe('');
  });
});
