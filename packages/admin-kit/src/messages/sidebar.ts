/** Strings of the admin sidebar itself (its title, the collapse toggle, an empty group). */
export const adminSidebarMessages = {
  menuLabel: 'Admin',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  emptyGroup: 'Nothing here yet',
};
