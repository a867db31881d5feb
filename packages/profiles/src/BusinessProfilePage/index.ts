export { BusinessProfilePage } from './BusinessProfilePage';
export type { BusinessProfilePageProps } from './BusinessProfilePage';
