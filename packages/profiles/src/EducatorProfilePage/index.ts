export { EducatorProfilePage } from './EducatorProfilePage';
export type { EducatorProfilePageProps } from './EducatorProfilePage';
