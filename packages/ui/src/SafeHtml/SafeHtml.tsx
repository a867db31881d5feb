import { createElement, forwardRef, useEffect, useSyncExternalStore, type HTMLAttributes } from 'react';
import { escapeHtml, htmlToPlainText, isSanitizerReady, preloadSanitizer, sanitizeHtml, subscribeSanitizer } from './sanitize';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The untrusted HTML (post content, rich-text bodies); rendered only after `sanitizeHtml`. */
  html: string | null | undefined;
  /** The wrapping element; default `div`. */
  as?: 'div' | 'span' | 'section' | 'article';
}

const notReady = () => false;

/**
 * Renders untrusted rich text through the sanitizer. On the server, while hydrating, and until the
 * sanitizer (loaded on first need, or at start-up through `preloadSanitizer()`) is there, it renders the
 * escaped plain text, never unsanitized HTML; then the sanitized formatting. Once the sanitizer is loaded,
 * a client render shows the formatting at once. Shows `data-state` (`plain` | `formatted`).
 */
export const SafeHtml = forwardRef<HTMLElement, SafeHtmlProps>(function SafeHtml({ html, as = 'div', ...rest }, ref) {
  // The server snapshot is false, so hydration matches the server's plain text.
  const ready = useSyncExternalStore(subscribeSanitizer, isSanitizerReady, notReady);
  useEffect(() => {
    // Offline, the text simply stays plain; the next SafeHtml tries the load again.
    if (!ready) preloadSanitizer().catch(() => undefined);
  }, [ready]);
  const safe = ready ? sanitizeHtml(html) : html ? escapeHtml(htmlToPlainText(html)) : '';
  return createElement(as, {
    ...rest,
    ref,
    'data-state': ready ? 'formatted' : 'plain',
    dangerouslySetInnerHTML: { __html: safe },
  });
});
