export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { sanitizeHtml, escapeHtml, htmlToPlainText, ALLOWED_TAGS, ALLOWED_ATTR } from './sanitize';
