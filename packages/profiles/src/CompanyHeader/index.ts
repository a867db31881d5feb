export { CompanyHeader } from './CompanyHeader';
export type { CompanyHeaderProps } from './CompanyHeader';
