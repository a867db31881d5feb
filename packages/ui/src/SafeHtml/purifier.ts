import DOMPurify from 'dompurify';
import { isSafeHref } from '../url/safeUrl';
import { ALLOWED_ATTR, ALLOWED_TAGS } from './rules';

/**
 * DOMPurify configured for rich text: the spec's tags and attributes, safe URLs, new-tab links made safe.
 * Returns null where there is no DOM to sanitize with (a server, or a browser DOMPurify does not support).
 */
export function createSanitizer(): ((html: string) => string) | null {
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
