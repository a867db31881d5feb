import { useCallback, useRef, useState } from 'react';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useEduMutation, useErrorText } from '@edupassport/ui/headless';

/** A dialog form's write: its busy and error state, and the submit. */
export interface FormMutationResult<TVariables, TData> {
  /** True while the write runs. */
  busy: boolean;
  /** The validation or failure text to show, or null. */
  error: string | null;
  /** Shows a validation message without sending anything. */
  fail(message: string): void;
  /** Clears the error (the user edited the form, or the dialog reopened). */
  clearError(): void;
  /**
   * Sends the write once (a second call while it runs is ignored). Resolves `{ ok: true, data }` on success; on a
   * failure the form keeps what was typed, `error` holds the server's message (or `fallback`), and it resolves
   * `{ ok: false }`, as it does when the form was unmounted meanwhile (the answer is then left to the cache).
   */
  submit(variables: TVariables, fallback?: string): Promise<{ ok: true; data: TData } | { ok: false }>;
}

/**
 * The submit state of a dialog's form over a TanStack mutation (the kit's client). What the write changes in the
 * cache belongs in the mutation's own `onSuccess`, which runs even if the form is gone by then.
 */
export function useFormMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
): FormMutationResult<TVariables, TData> {
  const mutation = useEduMutation<TData, Error, TVariables>(options);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | undefined>(undefined);
  // Guards a double submit within one render (a double click), before `isPending` shows.
  const running = useRef(false);
  const { mutateAsync, reset } = mutation;

  const submit = useCallback(
    async (variables: TVariables, fallbackText?: string) => {
      if (running.current) return { ok: false } as const;
      running.current = true;
      setInvalid(null);
      setFallback(fallbackText);
      // TanStack calls the per-call callbacks only while the form still listens: an unmounted form hears nothing.
      let heard = false;
      try {
        const data = await mutateAsync(variables, { onSettled: () => (heard = true) });
        return heard ? ({ ok: true, data } as const) : ({ ok: false } as const);
      } catch {
        return { ok: false } as const;
      } finally {
        running.current = false;
      }
    },
    [mutateAsync],
  );

  const fail = useCallback(
    (message: string) => {
      reset();
      setInvalid(message);
    },
    [reset],
  );
  const clearError = useCallback(() => {
    reset();
    setInvalid(null);
  }, [reset]);

  const errorText = useErrorText();
  const failure = mutation.isError ? errorText(mutation.error, fallback) : null;
  return { busy: mutation.isPending, error: invalid ?? failure, fail, clearError, submit };
}
