import { forwardRef } from 'react';
import { useComponentProps } from '../theme/useComponentProps';
import { ToggleField, type ToggleFieldProps } from './ToggleField';

export interface CheckboxProps extends ToggleFieldProps {
  /** Shows the mixed state (a dash), e.g. for "select all" over a partial selection; default false. */
  indeterminate?: boolean | undefined;
}

/**
 * A labelled native checkbox, label after the box. State shows as `data-state` (`checked`, `unchecked`,
 * `indeterminate`); Space toggles. The ref is the `<input>`; `className`/`style` go to the root.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  return <ToggleField ref={ref} {...useComponentProps('Checkbox', props)} kind="checkbox" />;
});
