import { forwardRef, useMemo } from 'react';
import { Select, type SelectOption, type SelectProps } from '../Select/Select';
import { useComponentProps } from '../theme/useComponentProps';

/** The spec's year range for work experience and credentials. */
export const DEFAULT_MIN_YEAR = 1900;
export const DEFAULT_MAX_YEAR = 2025;

/** The years from `max` down to `min`, newest first. */
export function yearOptions(min: number, max: number): Array<SelectOption<number>> {
  const out: Array<SelectOption<number>> = [];
  for (let year = max; year >= min; year -= 1) out.push({ value: year, label: String(year) });
  return out;
}

export interface YearPickerProps extends Omit<SelectProps<number>, 'options'> {
  /** The earliest year offered, e.g. the start year for an end-year picker; default 1900. */
  min?: number;
  /** The latest year offered; default 2025. */
  max?: number;
}

/**
 * A Select of years, newest first, from `max` down to `min` (the spec's 1900 to 2025 by default). A value
 * outside the range shows as nothing chosen; the owner of the value snaps it (e.g. an end year to the start).
 * Type-ahead works on the digits: typing 1 9 8 goes to 1989.
 */
export const YearPicker = forwardRef<HTMLDivElement, YearPickerProps>(function YearPicker(props, ref) {
  const { min = DEFAULT_MIN_YEAR, max = DEFAULT_MAX_YEAR, ...rest } = useComponentProps('YearPicker', props);
  const options = useMemo(() => yearOptions(min, max), [min, max]);
  return <Select<number> ref={ref} {...rest} options={options} />;
});
