import DOMPurify from 'dompurify';
import { isSafeHref } from '../url/safeUrl';
import { ALLOWED_ATTR, ALLOWED_TAGS } from './rules';
import { escapeHtml, htmlToPlainText } from './sanitize';

/**
 * DOMPurify configured for rich text: the spec's tags and attributes, safe URLs, new-tab links made safe.
 * Returns null where there is no DOM to sanitize with (a server, or a browser DOMPurify does not support).
 */
function createSanitizer(): ((html: string) => string) | null {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return null;
  // Without an argument DOMPurify binds to the global window: a copy of its own, so our hooks stay ours.
  const purify = DOMPurify();
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
  return (html) =>
    purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      RETURN_TRUSTED_TYPE: false,
    }) as string;
}

type Sanitizer = (html: string) => string;

// Made on first use, never at import: a server imports this module too, and has no DOM to sanitize with.
let sanitizer: Sanitizer | null | undefined;

/** The configured DOMPurify, or null without a DOM (a server, or a browser DOMPurify does not support). */
function currentSanitizer(): Sanitizer | null {
  if (sanitizer === undefined) sanitizer = createSanitizer();
  return sanitizer;
}

/**
 * Sanitizes rich text to the spec's tags and attributes; href/src only http(s), mailto: (links)
 * or relative. Without a DOM (server rendering) it returns the escaped plain text instead, never
 * unsanitized HTML; `<SafeHtml>` then swaps in the formatted version after hydration.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const sanitize = currentSanitizer();
  return sanitize ? sanitize(html) : escapeHtml(htmlToPlainText(html));
}
