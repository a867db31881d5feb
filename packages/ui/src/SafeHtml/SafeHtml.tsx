import { createElement, forwardRef, useSyncExternalStore, type HTMLAttributes } from 'react';
import { sanitizeForDisplay } from './display';
import { escapeHtml, htmlToPlainText } from './sanitize';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The untrusted HTML (post content, rich-text bodies); rendered only once sanitized. */
  html: string | null | undefined;
  /** The wrapping element; default `div`. */
  as?: 'div' | 'span' | 'section' | 'article' | undefined;
}

const noSubscription = () => () => {};
const onServer = () => false;
const hasDom = () => typeof document !== 'undefined';

/**
 * Renders untrusted rich text through the display sanitizer (what `sanitizeHtml` allows, without DOMPurify). On the
 * server and while hydrating it renders the escaped plain text (no DOM to sanitize with there, and hydration must match the server); a client
 * render, or the render right after hydration, shows the sanitized formatting. Shows `data-state`
 * (`plain` | `formatted`).
 */
export const SafeHtml = forwardRef<HTMLElement, SafeHtmlProps>(function SafeHtml({ html, as = 'div', ...rest }, ref) {
  // The server snapshot is what hydration renders, so it matches the server's plain text.
  const formatted = useSyncExternalStore(noSubscription, hasDom, onServer);
  const safe = !html ? '' : formatted ? (sanitizeForDisplay(html) ?? '') : escapeHtml(htmlToPlainText(html));
  // User-written HTML takes its direction from its own text (an Arabic post on an English page), unless told.
  return createElement(as, {
    dir: 'auto',
    ...rest,
    ref,
    'data-state': formatted ? 'formatted' : 'plain',
    dangerouslySetInnerHTML: { __html: safe },
  });
});
