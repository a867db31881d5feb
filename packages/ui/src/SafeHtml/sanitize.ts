export { ALLOWED_ATTR, ALLOWED_TAGS } from './rules';

type Sanitizer = (html: string) => string;

// DOMPurify is about 11 kB gzip: it loads on first need (or when a host calls preloadSanitizer at start-up),
// once per page, instead of riding on the first load of every card that shows rich text.
let sanitizer: Sanitizer | null = null;
let loading: Promise<void> | null = null;
// A browser DOMPurify cannot work in: plain text for good, and no further loads.
let unsupported = false;
const listeners = new Set<() => void>();

/**
 * Loads the sanitizer (DOMPurify) if it is not loaded yet; resolves once `sanitizeHtml` and `<SafeHtml>`
 * render formatted HTML. A host calls it at start-up so rich text shows formatted at once; the kit calls
 * it on first need. The same promise is shared by every caller; after a failed load (offline) the next
 * call tries again. Without a DOM (server rendering) it resolves at once and nothing is loaded.
 */
export function preloadSanitizer(): Promise<void> {
  if (sanitizer || unsupported || typeof window === 'undefined') return Promise.resolve();
  loading ??= import('./purifier').then(
    ({ createSanitizer }) => {
      sanitizer = createSanitizer();
      unsupported = sanitizer === null;
      loading = null;
      for (const listener of listeners) listener();
    },
    (cause: unknown) => {
      loading = null;
      throw cause;
    },
  );
  return loading;
}

/** Whether `sanitizeHtml` returns sanitized HTML right now (the sanitizer is loaded and has a DOM). */
export function isSanitizerReady(): boolean {
  return sanitizer !== null;
}

/** Calls `listener` once the sanitizer has loaded; returns the unsubscribe. For `useSyncExternalStore`. */
export function subscribeSanitizer(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
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

/** Typed plain text as HTML: blank lines split paragraphs, single newlines become line breaks; all of it escaped. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** Whether a stored string is HTML (holds a tag) rather than plain text typed into a plain field. */
const holdsTag = (value: string) => /<\/?[a-z][^>]*>/i.test(value);

/**
 * Stored rich text as HTML to show or edit: HTML is kept as it is; plain text (no tag, typed into a
 * plain field) keeps its paragraphs and line breaks, which HTML would collapse. A single line of plain
 * text is returned unchanged.
 */
export function richTextOf(stored: string | null | undefined): string {
  if (!stored) return '';
  if (holdsTag(stored) || !/[\r\n]/.test(stored.trim())) return stored;
  return textToHtml(stored);
}

/**
 * Sanitizes rich text to the spec's tags and attributes; href/src only http(s), mailto: (links)
 * or relative. It is synchronous and never returns unsanitized HTML: until the sanitizer has loaded
 * (`await preloadSanitizer()` first when formatting matters), and always without a DOM (server
 * rendering), it returns the escaped plain text instead, and starts the load in a browser.
 * `<SafeHtml>` swaps in the formatted version by itself once the sanitizer is there.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (sanitizer) return sanitizer(html);
  // A failed load is retried on the next call; the caller already has its safe fallback.
  preloadSanitizer().catch(() => undefined);
  return escapeHtml(htmlToPlainText(html));
}
