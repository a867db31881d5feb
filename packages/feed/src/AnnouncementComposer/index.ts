export { AnnouncementComposer } from './AnnouncementComposer';
export type { AnnouncementComposerProps } from './AnnouncementComposer';
