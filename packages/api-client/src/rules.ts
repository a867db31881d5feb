/**
 * The zod-free entry: the spec's constants, the pure rules and the error type. Cards and hooks import
 * their runtime helpers from here so that a card's bundle never carries the schemas or zod; the API
 * client itself reaches them through EduProvider.
 */
export * from './schemas/rules';
export { ApiError, isApiError } from './errors';
export type { ApiErrorKind, ApiErrorInit } from './errors';
export { decodeMultimediaContent, encodeMultimediaContent, isSharedPost } from './schemas/postRules';
export type { MultimediaContent } from './schemas/postRules';
export { getJobCompanyName, countUnreadInboxNotifications } from './schemas/jobRules';
export { receivedCount } from './schemas/invalidData';
export type { InvalidDataReport } from './schemas/invalidData';
