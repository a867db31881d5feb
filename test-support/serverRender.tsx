import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/**
 * Renders `element` as a server does: its HTML and the CSS styled-components collected for it (jsdom's CSSOM
 * drops rules with custom properties, so the served text is where a class's values can be read).
 */
export function serverRender(element: ReactElement): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** Every `style` attribute in server-rendered HTML: a strict Content Security Policy blocks each one. */
export const styleAttributes = (html: string) => html.match(/\sstyle="[^"]*"/g) ?? [];
