import { useCallback } from 'react';
import { useEduMutation, useErrorText, useReportError } from '@edupassport/ui/headless';

export interface UseBusinessProfileSaveResult {
  /** True while a save or delete runs. */
  saving: boolean;
  /** The readable message of the last failure, or null. */
  error: string | null;
  /**
   * Runs one save or delete as a mutation of the kit's query client. Resolves true on success; on failure
   * keeps the message in `error` and resolves false, so the dialog stays open with what was typed.
   */
  run: (action: (signal?: AbortSignal) => Promise<unknown>) => Promise<boolean>;
  /** Clears the failure (e.g. when the dialog closes). */
  clearError: () => void;
}

/**
 * The save/delete runner of the business sections: every failure is kept and shown, not only logged. A write runs to
 * its end (a mutation: its result reaches the cache even when the dialog has closed), so no signal is passed to it.
 */
export function useBusinessProfileSave(): UseBusinessProfileSaveResult {
  const report = useReportError('profiles/useBusinessProfileSave');
  const errorText = useErrorText();
  const { mutateAsync, isPending, error, reset } = useEduMutation<unknown, unknown, (signal?: AbortSignal) => Promise<unknown>>({
    mutationFn: (action) => action(),
    onError: report,
  });

  const run = useCallback(
    (action: (signal?: AbortSignal) => Promise<unknown>) =>
      mutateAsync(action).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );

  return { saving: isPending, error: error ? errorText(error) : null, run, clearError: reset };
}
