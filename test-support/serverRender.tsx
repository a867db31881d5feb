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

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => entities[entity] ?? entity);

/**
 * The buttons of server-rendered HTML whose accessible name (`aria-label`, else their text) is `name`, as their
 * attributes: what a reader of the first paint meets before the page hydrates. (jsdom takes seconds to load in a
 * node-environment test; buttons do not nest, so the HTML React writes reads this simply.)
 */
export function serverButtons(html: string, name: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  for (const [, attributeText = '', content = ''] of html.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)) {
    const attributes = Object.fromEntries([...attributeText.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key, decode(value)]));
    const text = decode(content.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
    if ((attributes['aria-label'] ?? text) === name) found.push(attributes);
  }
  return found;
}
