import { forwardRef, useMemo } from 'react';
import { useEdu } from '../EduProvider/context';
import { Select, type SelectOption, type SelectProps } from '../Select/Select';
import { useComponentProps } from '../theme/useComponentProps';

/** The earliest year of work experience, credentials and graduations. */
export const DEFAULT_MIN_YEAR = 1900;

/**
 * The current year by the EduProvider clock: the pickers' default latest year, so a job, a credential or a
 * graduation of this year can be entered (a fixed last year goes stale every January).
 */
export function useCurrentYear(): number {
  return new Date(useEdu().clock.now()).getFullYear();
}

/** The years from `max` down to `min`, newest first. */
export function yearOptions(min: number, max: number): Array<SelectOption<number>> {
  const out: Array<SelectOption<number>> = [];
  for (let year = max; year >= min; year -= 1) out.push({ value: year, label: String(year) });
  return out;
}

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
