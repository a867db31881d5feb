import { forwardRef, useMemo } from 'react';
import { Select, type SelectProps } from '../Select/Select';
import { DEFAULT_MIN_YEAR, useCurrentYear, yearOptions } from './years';
import { useComponentProps } from '../theme/useComponentProps';

export interface YearPickerProps extends Omit<SelectProps<number>, 'options'> {
  /** The earliest year offered, e.g. the start year for an end-year picker; default 1900. */
  min?: number | undefined;
  /** The latest year offered; default the current year by the EduProvider clock. */
  max?: number | undefined;
}

/**
 * A Select of years, newest first, from `max` down to `min` (1900 to the current year by default). A value
 * outside the range shows as nothing chosen; the owner of the value snaps it (e.g. an end year to the start).
 * Type-ahead works on the digits: typing 1 9 8 goes to 1989.
 */
export const YearPicker = forwardRef<HTMLDivElement, YearPickerProps>(function YearPicker(props, ref) {
  const currentYear = useCurrentYear();
  const { min = DEFAULT_MIN_YEAR, max = currentYear, ...rest } = useComponentProps('YearPicker', props);
  const options = useMemo(() => yearOptions(min, max), [min, max]);
  return <Select<number> ref={ref} {...rest} options={options} />;
});
