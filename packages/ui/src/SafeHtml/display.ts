import { isSafeHref } from '../url/safeUrl';
import { ALLOWED_ATTR, ALLOWED_TAGS } from './rules';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const tags = new Set(ALLOWED_TAGS);
const attributes = new Set(ALLOWED_ATTR);
// Left out with everything inside: their content is code, a style sheet, raw text or another document.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'title',
  'select',
  'option',
  'head',
]);

/** Keeps the allowed elements and attributes of a parsed tree, in place; the rest goes (its text stays). */
function keepAllowed(parent: ParentNode): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === 3) continue;
    if (node.nodeType !== 1) {
      node.remove();
      continue;
    }
    const element = node as Element;
    const tag = element.localName;
    // svg and math are other namespaces: their markup reads differently once serialized, so none of it stays.
    if (element.namespaceURI !== HTML_NS || DROPPED_WITH_CONTENT.has(tag)) {
      element.remove();
      continue;
    }
    keepAllowed(element);
    if (!tags.has(tag)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    const newTab = tag === 'a' && element.getAttribute('target') === '_blank';
    for (const { name, value } of Array.from(element.attributes)) {
      const url = name === 'href' || name === 'src';
      if (!attributes.has(name) || (url && !isSafeHref(value, { allowMailto: tag === 'a' && name === 'href' })))
        element.removeAttribute(name);
    }
    // A link that asked for a new tab keeps that wish, made safe.
    if (newTab) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    // User content rarely describes its images; an empty alt marks them decorative rather than unlabelled.
    if (tag === 'img' && !element.hasAttribute('alt')) element.setAttribute('alt', '');
  }
}

/**
 * The sanitizer of what a page shows: the browser parses the HTML inert (a template's content runs no script and
 * loads no picture), the same tags, attributes and URLs as `sanitizeHtml` stay, and the tree is written back. It is
 * small, so every page that shows rich text has it on its first view; DOMPurify (`sanitizeHtml`) is for what is
 * stored and downloads with the editor or the form that saves. Null without a DOM (a server).
 */
export function sanitizeForDisplay(html: string): string | null {
  if (typeof document === 'undefined') return null;
  const template = document.createElement('template');
  template.innerHTML = html;
  keepAllowed(template.content);
  return template.innerHTML;
}
