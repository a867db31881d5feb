export { SalaryText } from './SalaryText';
export type { SalaryTextProps } from './SalaryText';
export { formatSalary, salaryPeriod } from './formatSalary';
export type { SalaryInput } from './formatSalary';
