import { createSanitizer } from './purifier';

export { ALLOWED_ATTR, ALLOWED_TAGS } from './rules';

type Sanitizer = (html: string) => string;

// Made on first use, never at import: a server imports this module too, and has no DOM to sanitize with.
let sanitizer: Sanitizer | null | undefined;

/** The configured DOMPurify, or null without a DOM (a server, or a browser DOMPurify does not support). */
function currentSanitizer(): Sanitizer | null {
  if (sanitizer === undefined) sanitizer = createSanitizer();
  return sanitizer;
}

/** Whether `sanitizeHtml` formats here (a DOM DOMPurify works in), rather than returning plain text. */
export function canFormatHtml(): boolean {
  return currentSanitizer() !== null;
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
 * or relative. Without a DOM (server rendering) it returns the escaped plain text instead, never
 * unsanitized HTML; `<SafeHtml>` then swaps in the formatted version after hydration.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const sanitize = currentSanitizer();
  return sanitize ? sanitize(html) : escapeHtml(htmlToPlainText(html));
}
