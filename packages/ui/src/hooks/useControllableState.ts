import { useCallback, useState } from 'react';
import { useLatest } from '@edupassport/internal/useLatest';

export interface UseControllableStateOptions<T> {
  /** The controlled value; when defined, the component follows it. */
  value?: T | undefined;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * The one state hook behind every `value`/`defaultValue`/`onChange` (and `open`/`defaultOpen`/`onOpenChange`)
 * pair of the kit: controlled when `value` is given, uncontrolled otherwise.
 */
export function useControllableState<T>({ value, defaultValue, onChange }: UseControllableStateOptions<T>) {
  const [internal, setInternal] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? (value as T) : internal;
  // Read through a ref so the setter stays stable and never calls a stale onChange.
  const latest = useLatest({ current, controlled, onChange });

  const setValue = useCallback((next: T | ((previous: T) => T)) => {
    const { current: previous, controlled: isControlled, onChange: notify } = latest.current;
    const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
    if (Object.is(resolved, previous)) return;
    if (!isControlled) setInternal(resolved);
    notify?.(resolved);
  }, [latest]);

  return [current, setValue] as const;
}
