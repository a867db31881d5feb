import { useCallback, useState } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useLatest } from '@edupassport/internal/useLatest';

export interface UseLocationEditingOptions<V> {
  /** The selection (controlled). */
  value?: V | undefined;
  /** The selection to start with (uncontrolled). */
  defaultValue: V;
  /** Called with every change of the selection. */
  onValueChange?: ((value: V) => void) | undefined;
  /** What Reset sets: the empty selection. */
  emptyValue: V;
  /** Called by Submit; a rejected promise keeps the picker editing and shows the reason. */
  onSubmit?: ((value: V) => void | Promise<void>) | undefined;
  /** Starts read-only with an Edit button; Cancel restores the saved selection. */
  lockUntilEdit?: boolean | undefined;
  /** Whether the picker is being edited (controlled). */
  editing?: boolean | undefined;
  /** Whether it starts in edit mode when uncontrolled; default `!lockUntilEdit`. */
  defaultEditing?: boolean | undefined;
  /** Called when Edit, Cancel or a successful Submit changes the mode. */
  onEditingChange?: ((editing: boolean) => void) | undefined;
}

export interface UseLocationEditingResult<V> {
  value: V;
  setValue: (value: V) => void;
  editing: boolean;
  submitting: boolean;
  submitError: unknown;
  /** Enters edit mode and remembers the selection Cancel returns to. */
  edit: () => void;
  /** Restores the selection saved at Edit (or the last Submit) and leaves edit mode. */
  cancel: () => void;
  /** Clears the selection. */
  reset: () => void;
  /** Calls `onSubmit`; on success the selection becomes the saved one and a locked picker locks again. */
  submit: () => Promise<void>;
}

/**
 * The edit cycle shared by the location pickers: read-only until Edit, Cancel restores the
 * saved values, Reset clears, Submit saves and locks again.
 */
export function useLocationEditing<V>({
  value,
  defaultValue,
  onValueChange,
  emptyValue,
  onSubmit,
  lockUntilEdit = false,
  editing: editingProp,
  defaultEditing,
  onEditingChange,
}: UseLocationEditingOptions<V>): UseLocationEditingResult<V> {
  const [current, setCurrent] = useControllableState<V>({ value, defaultValue, onChange: onValueChange });
  const [editing, setEditing] = useControllableState<boolean>({
    value: editingProp,
    defaultValue: defaultEditing ?? !lockUntilEdit,
    onChange: onEditingChange,
  });
  const [saved, setSaved] = useState<V>(current);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const latest = useLatest({ current, saved, onSubmit, lockUntilEdit, emptyValue });

  const edit = useCallback(() => {
    setSaved(latest.current.current);
    setSubmitError(null);
    setEditing(true);
  }, [latest, setEditing]);

  const cancel = useCallback(() => {
    setCurrent(latest.current.saved);
    setSubmitError(null);
    setEditing(false);
  }, [latest, setCurrent, setEditing]);

  const reset = useCallback(() => {
    setCurrent(latest.current.emptyValue);
    setSubmitError(null);
  }, [latest, setCurrent]);

  const submit = useCallback(async () => {
    const { current: chosen, onSubmit: save, lockUntilEdit: lock } = latest.current;
    setSubmitError(null);
    setSubmitting(true);
    try {
      await save?.(chosen);
      setSaved(chosen);
      if (lock) setEditing(false);
    } catch (error) {
      setSubmitError(error ?? new Error());
    } finally {
      setSubmitting(false);
    }
  }, [latest, setEditing]);

  return { value: current, setValue: setCurrent, editing, submitting, submitError, edit, cancel, reset, submit };
}
