import { useCallback } from 'react';
import { useFormMutation } from './useFormMutation';

export interface UseSubmitActionResult {
  /** True while the action runs. */
  busy: boolean;
  /** The validation or failure text to show, or null. */
  error: string | null;
  /** Shows a validation message without running anything. */
  fail(message: string): void;
  /** Clears the error (the user edited the form, or the dialog reopened). */
  clearError(): void;
  /**
   * Runs the action once as a mutation of the kit's query client (a second call while busy is ignored). Resolves
   * true on success; on failure keeps the form as it is and shows the error (or `fallback`). A write is not
   * cancelled: the signal is kept for existing callers and never aborts; a form unmounted meanwhile resolves false
   * and shows nothing.
   */
  run(action: (signal: AbortSignal) => Promise<unknown>, fallback?: string): Promise<boolean>;
}

type Action = (signal: AbortSignal) => Promise<unknown>;

// Writes are not aborted any more (a mutation runs to its end); one signal that never fires serves every action.
let idle: AbortSignal | undefined;
const neverAborted = () => (idle ??= AbortSignal.any([]));

/** The submit state of a dialog's form: busy, the error, and a run that never loses what was typed. */
export function useSubmitAction(): UseSubmitActionResult {
  const { busy, error, fail, clearError, submit } = useFormMutation<unknown, Action>({ mutationFn: (action) => action(neverAborted()) });
  const run = useCallback(async (action: Action, fallback?: string) => (await submit(action, fallback)).ok, [submit]);
  return { busy, error, fail, clearError, run };
}
