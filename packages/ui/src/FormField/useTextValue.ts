import type { ChangeEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { composeEventHandlers } from '../utils/events';

export interface UseTextValueOptions<E extends HTMLInputElement | HTMLTextAreaElement> {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  onChange?: ((event: ChangeEvent<E>) => void) | undefined;
}

/**
 * The text state of TextField and TextArea: controlled or not, reporting each change through
 * `onValueChange` after the user's native `onChange` (which may `preventDefault()` to veto it).
 */
export function useTextValue<E extends HTMLInputElement | HTMLTextAreaElement>({
  value,
  defaultValue,
  onValueChange,
  onChange,
}: UseTextValueOptions<E>) {
  const [current, setValue] = useControllableState<string>({ value, defaultValue: defaultValue ?? '', onChange: onValueChange });
  const handleChange = composeEventHandlers<ChangeEvent<E>>(onChange, (event) => setValue(event.target.value));
  return [current, handleChange, setValue] as const;
}
