import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@edupassport/api-client/rules';

export interface UseBusinessProfileSaveResult {
  /** True while a save or delete runs. */
  saving: boolean;
  /** The readable message of the last failure, or null. */
  error: string | null;
  /**
   * Runs one save or delete with an AbortSignal (aborted on unmount). Resolves true on success; on failure
   * keeps the message in `error` and resolves false, so the dialog stays open with what was typed.
   */
  run: (action: (signal: AbortSignal) => Promise<unknown>) => Promise<boolean>;
  /** Clears the failure (e.g. when the dialog closes). */
  clearError: () => void;
}

/**
 * The save/delete runner of the business sections: spec 02 only logged failures for about us, credentials,
 * gallery, links and education; the issue asks for a message too, so every failure is kept and shown.
 */
export function useBusinessProfileSave(): UseBusinessProfileSaveResult {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (action: (signal: AbortSignal) => Promise<unknown>) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setSaving(true);
    setError(null);
    try {
      await action(current.signal);
      return !current.signal.aborted;
    } catch (reason) {
      if (current.signal.aborted) return false;
      console.error(reason);
      setError(isApiError(reason) || reason instanceof Error ? reason.message : String(reason));
      return false;
    } finally {
      if (!current.signal.aborted) setSaving(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { saving, error, run, clearError };
}
