import { consoleToast } from '../EduProvider/defaults';
import type { ToastAdapter, ToastInput } from '../EduProvider/types';
import type { ErrorText } from '../hooks/useErrorText';

/**
 * The error toast of a failed write: the title given, with the error's readable text (or the text alone), written
 * by `errorText` (a component's `useErrorText()`, so it is in the reader's language).
 */
export function failureToastInput(error: unknown, title: string | true, errorText: ErrorText): ToastInput {
  if (title === true) return { kind: 'error', title: errorText(error) };
  const message = errorText(error, '');
  return message ? { kind: 'error', title, description: message } : { kind: 'error', title };
}

/**
 * Tells the person a write failed, through the provider's toast. The console adapter is only the provider-less
 * default: a host without toasts gets none.
 */
export function showFailureToast(toast: ToastAdapter, error: unknown, title: string | true, errorText: ErrorText): void {
  if (toast !== consoleToast) toast.show(failureToastInput(error, title, errorText));
}
