import { useEdu } from '../EduProvider/context';
import type { SelectOption } from '../Select/Select';

// Apart from the picker, so a page that only reads the year (a list's add form) does not carry the picker's
// Select and its positioning library on its first view.

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
