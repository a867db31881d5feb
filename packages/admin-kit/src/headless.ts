/**
 * The styling-free part of @edupassport/admin-kit: the admin session, the menu data and the admin
 * job delete hook. It never imports styled-components
 * (`@edupassport/admin-kit/headless`).
 */
export { adminMenu, adminRoutes } from './adminRoutes';
export type { AdminMenuItem } from './adminRoutes';
export { adminMessages } from './messages';
export { adminCatalogs } from './messages/catalogs';
export type { AdminMessages, AdminMenuLabelKey } from './messages';
export { AdminProvider, useAdmin, DEFAULT_ADMIN_COOKIE, readAdminCookie, baseUrlOf } from './AdminProvider';
export type { AdminProviderProps, AdminContextValue } from './AdminProvider';
export { useAdminDeleteJob } from './AdminDeleteJobButton/useAdminDeleteJob';
export type { UseAdminDeleteJobOptions, UseAdminDeleteJobResult, AdminDeleteJobMutation, AdminJobDelete } from './AdminDeleteJobButton/useAdminDeleteJob';
export { useAdminMenu, ADMIN_BASE } from './AdminSidebarMenu/useAdminMenu';
export type { UseAdminMenuOptions, UseAdminMenuResult, AdminMenuEntry } from './AdminSidebarMenu/useAdminMenu';
