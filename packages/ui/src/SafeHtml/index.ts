export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export {
  sanitizeHtml,
  escapeHtml,
  htmlToPlainText,
  textToHtml,
  richTextOf,
  ALLOWED_TAGS,
  ALLOWED_ATTR,
} from './sanitize';
