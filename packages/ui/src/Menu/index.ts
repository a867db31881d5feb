export { Menu, MenuItem, MenuSeparator } from './Menu';
export type { MenuProps, MenuItemProps, MenuSeparatorProps, MenuTriggerProps } from './Menu';
