export { AdminSidebarMenu } from './AdminSidebarMenu';
export type { AdminSidebarMenuProps } from './AdminSidebarMenu';
