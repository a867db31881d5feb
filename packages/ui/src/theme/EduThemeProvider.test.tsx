import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, styled } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { EduProvider } from '../EduProvider/EduProvider';
import { darkTheme, lightTheme } from './theme';

let served = '';
let servedHtml = '';
/** Renders `element` as a server does and keeps the CSS the kit emits for it (jsdom's CSSOM drops the token rules). */
function serve(element: ReactElement, nonce?: string) {
  const sheet = new ServerStyleSheet({ nonce });
  try {
    servedHtml = renderToString(sheet.collectStyles(element));
    served = sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}
/** The served rules, as selector and body. */
const kitRules = () => [...served.replace(/<[^>]+>|\/\*!sc\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body]) => `${selector.trim()} {${body}}`);
const rulesFor = (selector: string) => kitRules().filter((rule) => rule.startsWith(`${selector} {`));

afterEach(cleanup);

describe('the global style', () => {
  it('sets nothing on :root, html or body by default: the theme goes under the provider’s own element', () => {
    const page = (
      <EduProvider theme={lightTheme}>
        <p>Light part</p>
        <EduProvider theme={darkTheme}>
          <p>Dark part</p>
        </EduProvider>
      </EduProvider>
    );
    serve(page);
    render(page);
    expect(kitRules().some((rule) => /^(:root|html|body)\b/.test(rule))).toBe(false);
    expect(rulesFor("[data-edu-theme='light']").join('')).toMatch(/--edu-color-background:[^;]+;[\s\S]*color-scheme: ?light/);
    expect(rulesFor("[data-edu-theme='dark']").join('')).toMatch(/--edu-color-background:[^;]+;[\s\S]*color-scheme: ?dark/);
    // Each provider's element names its own mode, so the nested dark one darkens its subtree only.
    expect(screen.getByText('Light part').closest('[data-edu-theme]')).toHaveAttribute('data-edu-theme', 'light');
    expect(screen.getByText('Dark part').closest('[data-edu-theme]')).toHaveAttribute('data-edu-theme', 'dark');
    expect(document.documentElement).not.toHaveAttribute('data-edu-theme');
  });

  it('puts the theme on :root as well when the provider is `global`', () => {
    serve(
      <EduProvider theme={darkTheme} global>
        <p>Whole page</p>
      </EduProvider>,
    );
    // The theme's rule, and the one that stills the motion tokens for a user who asked for less motion.
    const [theme, ...others] = rulesFor(':root').filter((rule) => rule.includes('--edu-color-background'));
    expect(others).toEqual([]);
    expect(theme).toMatch(/--edu-color-background:[^;]+;[\s\S]*color-scheme: ?dark/);
    expect(rulesFor(':root').some((rule) => /--edu-motion-fast: ?0s/.test(rule))).toBe(true);
  });

  it('follows the OS with theme="system" in the server’s CSS alone: light values, dark ones under prefers-color-scheme', () => {
    serve(
      <EduProvider theme="system">
        <p>Either</p>
      </EduProvider>,
    );
    // The server's HTML names the mode and its CSS decides: right before any script runs, so no flash of the other one.
    expect(servedHtml).toContain('data-edu-theme="system"');
    expect(rulesFor("[data-edu-theme='system']").join('')).toMatch(/--edu-color-background: ?#f8fafc;[\s\S]*color-scheme: ?light dark/);
    expect(served.replace(/\s+/g, ' ')).toMatch(
      /@media \(prefers-color-scheme: ?dark\) ?\{ ?\[data-edu-theme='system'\] ?\{[^}]*--edu-color-background: ?#0b1220;/,
    );
  });

  it('takes a mode’s name for a built-in theme, and a nested provider without one keeps it', () => {
    render(
      <EduProvider theme="dark">
        <p>Dark by name</p>
        <EduProvider>
          <p>Nested</p>
        </EduProvider>
      </EduProvider>,
    );
    expect(screen.getByText('Dark by name').closest('[data-edu-theme]')).toHaveAttribute('data-edu-theme', 'dark');
    expect(screen.getByText('Nested').closest('[data-edu-theme]')).toHaveAttribute('data-edu-theme', 'dark');
  });

  it('emits no rules with globalStyles off, and still marks the provider’s element', () => {
    const page = (
      <EduProvider globalStyles={false}>
        <p>Host-styled</p>
      </EduProvider>
    );
    serve(page);
    render(page);
    expect(kitRules().some((rule) => rule.startsWith('[data-edu-theme=') || rule.startsWith(':root'))).toBe(false);
    expect(screen.getByText('Host-styled').parentElement).toHaveAttribute('data-edu-theme', 'light');
  });
});

// Its own component, so no earlier render in this file has put its rule in a sheet already.
const NonceProbe = styled.p`
  letter-spacing: 0.0125em;
`;

describe('the nonce', () => {
  it('is on every style element that holds the kit’s rules in the browser', () => {
    render(
      <EduProvider nonce="n0nce-browser">
        <NonceProbe>Probe</NonceProbe>
      </EduProvider>,
    );
    expect(screen.getByText('Probe')).toBeInTheDocument();
    // The rule's text, wherever the sheet keeps it (jsdom's CSSOM drops the token rules, so the probe stands for them).
    const rules = (style: HTMLStyleElement) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('') + style.textContent;
    const holding = [...document.head.querySelectorAll('style')].filter((style) => /letter-spacing: ?0\.0125em/.test(rules(style)));
    expect(holding.length).toBeGreaterThan(0);
    for (const style of holding) expect(style).toHaveAttribute('nonce', 'n0nce-browser');
  });

  it('leaves the server’s sheet to the host: its rules are still collected, with the nonce the host gave it', () => {
    serve(
      <EduProvider nonce="n0nce-server">
        <NonceProbe>Probe</NonceProbe>
      </EduProvider>,
      'n0nce-server',
    );
    expect(served).toMatch(/^<style nonce="n0nce-server"/);
    expect(served).toContain('letter-spacing:0.0125em');
    expect(rulesFor("[data-edu-theme='light']")).toHaveLength(1);
    // A sheet the host made without the nonce still gets every rule (the nonce is the host's to give it).
    serve(
      <EduProvider nonce="n0nce-server">
        <NonceProbe>Probe</NonceProbe>
      </EduProvider>,
    );
    expect(served).toContain('letter-spacing:0.0125em');
    expect(rulesFor("[data-edu-theme='light']")).toHaveLength(1);
  });
});
