import type { ToastInput } from '../EduProvider/types';

/** The error toast of a failed write: the title given, with the ApiError's readable message (or the message alone). */
export function failureToastInput(error: unknown, title: string | true): ToastInput {
  const message = (error instanceof Error ? error.message : typeof error === 'string' ? error : '').trim();
  if (title === true) return { kind: 'error', title: message || String(error) };
  return message ? { kind: 'error', title, description: message } : { kind: 'error', title };
}
