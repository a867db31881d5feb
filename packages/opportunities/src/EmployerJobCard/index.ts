export { EmployerJobCard } from './EmployerJobCard';
export type { EmployerJobCardProps } from './EmployerJobCard';
