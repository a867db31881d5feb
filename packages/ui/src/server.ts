/**
 * The server entry of @edupassport/ui: what a React Server Component may import and call (no "use client", no
 * React): the kit's query client factory and its query keys, for prefetching before a server render, and the
 * kit's date formats.
 */
export { createEduQueryClient, eduQueryDefaults, isRetryableError, shouldRetryRead } from './query/queryClient';
export { EDU_QUERY_ROOT, uiKeys } from './query/keys';
export { formatDate } from './dates/formatDate';
export type { DateFormat, DateSettings } from './dates/formatDate';
