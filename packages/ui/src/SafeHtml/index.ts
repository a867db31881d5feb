export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { sanitizeHtml } from './purifier';
export {
  escapeHtml,
  htmlToPlainText,
  textToHtml,
  richTextOf,
  ALLOWED_TAGS,
  ALLOWED_ATTR,
} from './sanitize';
