import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from './errorText';

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
   * Runs the action once (a second call while busy is ignored), with a signal that unmount aborts.
   * Resolves true on success; on failure keeps the form as it is and shows the error (or `fallback`).
   */
  run(action: (signal: AbortSignal) => Promise<unknown>, fallback?: string): Promise<boolean>;
}

/** The submit state of a dialog's form: busy, the error, and a run that never loses what was typed. */
export function useSubmitAction(): UseSubmitActionResult {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(false);
  const controllers = useRef(new Set<AbortController>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of running) controller.abort();
    };
  }, []);

  const run = useCallback(async (action: (signal: AbortSignal) => Promise<unknown>, fallback?: string) => {
    if (busyRef.current) return false;
    busyRef.current = true;
    const controller = new AbortController();
    controllers.current.add(controller);
    setBusy(true);
    setError(null);
    try {
      await action(controller.signal);
      return true;
    } catch (cause) {
      if (mounted.current && !controller.signal.aborted) setError(errorText(cause, fallback));
      return false;
    } finally {
      controllers.current.delete(controller);
      busyRef.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  const fail = useCallback((message: string) => setError(message), []);
  const clearError = useCallback(() => setError(null), []);
  return { busy, error, fail, clearError, run };
}
