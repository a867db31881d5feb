import { forwardRef, type HTMLAttributes } from 'react';
import { useEdu, useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { uiCatalogs } from '../messages/catalogs';
import { formatSalary, type SalaryInput } from './formatSalary';

export interface SalaryTextProps extends SalaryInput, Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Shown when there is no salary; default nothing is rendered. */
  fallback?: string | undefined;
}

/** A salary with its currency (default USD) and period, e.g. '$45,000 / year', in the EduProvider's locale unless `locale` is given. */
export const SalaryText = forwardRef<HTMLSpanElement, SalaryTextProps>(function SalaryText(
  { salary, currency, salaryType, locale, periodLabels, fallback, ...rest },
  ref,
) {
  const edu = useEdu();
  const { salaryPeriods } = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const text = formatSalary({ salary, currency, salaryType, locale: locale ?? edu.locale ?? undefined, periodLabels: periodLabels ?? salaryPeriods });
  if (!text && !fallback) return null;
  return (
    <span ref={ref} data-state={text ? 'value' : 'empty'} {...rest}>
      {text ?? fallback}
    </span>
  );
});
