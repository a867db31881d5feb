export { adminMenu, adminRoutes } from './adminRoutes';
export type { AdminMenuItem } from './adminRoutes';
