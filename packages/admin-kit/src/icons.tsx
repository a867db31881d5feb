import type { ComponentType } from 'react';
import { CalendarIcon, createIcon, type IconProps } from '@edupassport/ui';

const clipboard = [
  'M9 2h6a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Z',
  'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
];

export const DashboardIcon = createIcon('Dashboard', [
  'M3 3h7v7H3z',
  'M14 3h7v7h-7z',
  'M14 14h7v7h-7z',
  'M3 14h7v7H3z',
]);
export const BriefcaseIcon = createIcon('Briefcase', [
  'M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16',
  'M4 6h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Z',
]);
export const TagIcon = createIcon('Tag', [
  'M12.59 2.59A2 2 0 0 0 11.17 2H4a2 2 0 0 0-2 2v7.17a2 2 0 0 0 .59 1.42l8.7 8.7a2.43 2.43 0 0 0 3.42 0l6.58-6.58a2.43 2.43 0 0 0 0-3.42z',
  'M7.5 7.5h.01',
]);
export const InboxIcon = createIcon('Inbox', [
  'M22 12h-6l-2 3h-4l-2-3H2',
  'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z',
]);
export const TicketIcon = createIcon('Ticket', [
  'M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z',
  'M13 5v2',
  'M13 17v2',
  'M13 11v2',
]);
export const UsersIcon = createIcon('Users', [
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  'M22 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
]);
export const ShieldIcon = createIcon('Shield', ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'm9 12 2 2 4-4']);
export const BookIcon = createIcon('Book', [
  'M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2z',
  'M22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z',
]);
export const EnvelopeIcon = createIcon('Envelope', [
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  'm22 6-10 7L2 6',
]);
export const SurveyIcon = createIcon('Survey', [...clipboard, 'M12 11h4', 'M12 16h4', 'M8 11h.01', 'M8 16h.01']);
export const MegaphoneIcon = createIcon('Megaphone', ['m3 11 18-5v12L3 14v-3z', 'M11.6 16.8a3 3 0 1 1-5.8-1.6']);
export const RequestsIcon = createIcon('Requests', [...clipboard, 'm9 14 2 2 4-4']);
export const DotIcon = createIcon('Dot', ['M12 12h.01']);
export const SidebarCollapseIcon = createIcon('SidebarCollapse', [
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z',
  'M9 3v18',
  'm16 15-3-3 3-3',
]);
export const SidebarExpandIcon = createIcon('SidebarExpand', [
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z',
  'M9 3v18',
  'm14 9 3 3-3 3',
]);

/** The icon of each top-level entry of the admin menu, by item key; an item without one shows a dot. */
export const adminMenuIcons: Record<string, ComponentType<IconProps>> = {
  dashboard: DashboardIcon,
  jobs: BriefcaseIcon,
  events: CalendarIcon,
  deals: TagIcon,
  inbox: InboxIcon,
  promo: TicketIcon,
  accounts: UsersIcon,
  superAdmin: ShieldIcon,
  blog: BookIcon,
  emailHub: EnvelopeIcon,
  survey: SurveyIcon,
  groupsAds: MegaphoneIcon,
  opportunityRequests: RequestsIcon,
};
