import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';
import { isSafeHref } from '../url/safeUrl';

/** The only tags rich text may hold (spec 03 §5). */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'code', 'pre'];
/** The only attributes rich text may hold (spec 03 §5); no data-* attributes. */
export const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'class'];

let instance: DOMPurifyInstance | null = null;

/** One configured DOMPurify, made on first use in a browser (never at import: the kit renders on servers). */
function purifier(): DOMPurifyInstance | null {
  if (instance) return instance;
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return null;
  const purify = DOMPurify(window);
  const opensNewTab = new WeakSet<Element>();
  purify.addHook('beforeSanitizeAttributes', (node) => {
    // target is not an allowed attribute, but a link that asked for a new tab keeps that wish, made safe below.
    if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') opensNewTab.add(node as Element);
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'href' && data.attrName !== 'src') return;
    const allowMailto = node.nodeName === 'A' && data.attrName === 'href';
    if (!isSafeHref(data.attrValue, { allowMailto })) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // User content rarely describes its images; an empty alt marks them decorative rather than unlabelled.
    if (node.nodeName === 'IMG' && !(node as Element).hasAttribute('alt')) (node as Element).setAttribute('alt', '');
    if (node.nodeName === 'A' && opensNewTab.has(node as Element)) {
      (node as Element).setAttribute('target', '_blank');
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
  });
  instance = purify;
  return purify;
}

/** Escapes text for HTML: what the server renders, since it has no DOM to sanitize with. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Plain text of an HTML string without a DOM: tags dropped, block ends turned into spaces. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)\s*>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Sanitizes rich text to the spec's tags and attributes; href/src only http(s), mailto: (links)
 * or relative. Without a DOM (server rendering) it returns the escaped plain text instead, never
 * unsanitized HTML; `<SafeHtml>` then swaps in the formatted version after hydration.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const purify = purifier();
  if (!purify) return escapeHtml(htmlToPlainText(html));
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}
