import { forwardRef } from 'react';
import { ToggleField, type ToggleFieldProps } from '../Checkbox/ToggleField';
import { useComponentProps } from '../theme/useComponentProps';

export type SwitchProps = ToggleFieldProps;

/**
 * An on/off switch: a native checkbox with role="switch" (its checked state is aria-checked), label after
 * the track. Space toggles, as does a click on the label. State shows as `data-state` (`checked` or
 * `unchecked`). The ref is the `<input>`; `className`/`style` go to the root.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(props, ref) {
  return <ToggleField ref={ref} {...useComponentProps('Switch', props)} kind="switch" />;
});
