import { useCallback } from 'react';
import { isApiError } from '@edupassport/api-client/rules';
import { useMessages } from '../EduProvider/context';
import { uiCatalogs } from '../messages/catalogs';
import { errorMessages } from '../messages/errors';

/** Turns a failure into the sentence the kit shows: `fallback` (else the value as text) when it has none. */
export type ErrorText = (error: unknown, fallback?: string) => string;

/**
 * A failure's readable text: the API client's own texts (by `messageId`) from `apiErrors`, the reader's language;
 * the server's words and any other error's `message` as they are; then `fallback`, else the value as text.
 */
export function errorTextWith(apiErrors: Readonly<Record<string, string>>, error: unknown, fallback?: string): string {
  const id = isApiError(error) ? error.messageId : undefined;
  const named = id !== undefined && Object.hasOwn(apiErrors, id) ? apiErrors[id] : undefined;
  // In English the client's own message is shown as it is: it may hold details (the field an answer lacked).
  const own = named !== undefined && named !== (errorMessages.apiErrors as Record<string, string>)[id!] ? named : undefined;
  const message = own ?? (typeof error === 'string' ? error : messageOf(error));
  return message.trim() || (fallback ?? String(error));
}

/** `errorTextWith` in English, for code outside a component (the client's own words, as `message` holds them). */
export const englishErrorText: ErrorText = (error, fallback) => errorTextWith(errorMessages.apiErrors, error, fallback);

function messageOf(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}

/**
 * The text every kit surface shows for a failure (toasts, alerts, error states, dialogs), in the provider's
 * language: `(error, fallback?) => string`. The client's own texts ('Network error: …', a 403's 'You do not have
 * permission to do this.') come from the ui messages (`apiErrors`, overridable); the server's message stays as sent.
 */
export function useErrorText(): ErrorText {
  const { apiErrors } = useMessages('ui', errorMessages, uiCatalogs.loaders);
  return useCallback((error, fallback) => errorTextWith(apiErrors, error, fallback), [apiErrors]);
}
