export { toSafeUrl, isSafeHref } from './safeUrl';
export type { SafeHrefOptions } from './safeUrl';
