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

/** The keys of the menu labels: `menu.<item key>`. */
export type AdminMenuLabelKey = Extract<keyof AdminMessages, `menu.${string}`>;
