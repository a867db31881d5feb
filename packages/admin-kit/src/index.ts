// The full entry: everything of ./headless, plus the styled components.
export * from './headless';
export { AdminDeleteJobButton } from './AdminDeleteJobButton';
export type { AdminDeleteJobButtonProps } from './AdminDeleteJobButton';
export { AdminSidebarMenu } from './AdminSidebarMenu';
export type { AdminSidebarMenuProps } from './AdminSidebarMenu';
export * from './icons';
