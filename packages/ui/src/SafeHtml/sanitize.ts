// The helpers around rich text without DOMPurify: a page that only shows rich text needs these, and DOMPurify
// (`sanitizeHtml`, in ./purifier) stays with the editor and the forms that store it.
export { ALLOWED_ATTR, ALLOWED_TAGS } from './rules';

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
