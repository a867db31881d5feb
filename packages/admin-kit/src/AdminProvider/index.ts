export { AdminProvider } from './AdminProvider';
export type { AdminProviderProps } from './AdminProvider';
export { useAdmin } from './useAdmin';
export type { AdminContextValue } from './context';
export { DEFAULT_ADMIN_COOKIE, readAdminCookie, baseUrlOf } from './adminSession';
