import type { MessageOverrides } from '@edupassport/ui/headless';
import { adminDeleteMessages } from './delete';
import { adminMenuMessages } from './menu';
import { adminSidebarMessages } from './sidebar';

/**
 * Every user-visible string of the admin kit; a host overrides any of them through
 * `EduProvider messages={{ admin: {...} }}`. The kit's own components read only their part
 * (a job card ships the delete strings, not the menu's), because this spread can never be tree-shaken.
 */
export const adminMessages = { ...adminDeleteMessages, ...adminSidebarMessages, ...adminMenuMessages };

export type AdminMessages = typeof adminMessages;

// In the module every entry's types include, so a host that imports the package gets its namespace typed.
declare module '@edupassport/ui/headless' {
  interface EduMessageOverrides {
    /** Overrides of `adminMessages` (@edupassport/admin-kit). */
    admin?: MessageOverrides<AdminMessages> | undefined;
  }
}

/** The keys of the menu labels: `menu.<item key>`. */
export type AdminMenuLabelKey = Extract<keyof AdminMessages, `menu.${string}`>;
