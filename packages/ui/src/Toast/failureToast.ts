import { consoleToast } from '../EduProvider/defaults';
import type { ToastAdapter, ToastInput } from '../EduProvider/types';

/** The error toast of a failed write: the title given, with the error's readable message (or the message alone). */
export function failureToastInput(error: unknown, title: string | true): ToastInput {
  const message = (error instanceof Error ? error.message : typeof error === 'string' ? error : '').trim();
  if (title === true) return { kind: 'error', title: message || String(error) };
  return message ? { kind: 'error', title, description: message } : { kind: 'error', title };
}

/**
 * Tells the person a write failed, through the provider's toast. The console adapter is only the provider-less
 * default: a host without toasts gets none.
 */
export function showFailureToast(toast: ToastAdapter, error: unknown, title: string | true): void {
  if (toast !== consoleToast) toast.show(failureToastInput(error, title));
}
