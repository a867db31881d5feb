import { profilesBaseMessages } from './base';
import { businessMessages } from './business';
import { educatorMessages } from './educator';

/** Every user-visible string of the profiles package; a host overrides any of them through `EduProvider messages={{ profiles: {...} }}`. */
export const profilesMessages = { ...profilesBaseMessages, ...educatorMessages, ...businessMessages };

export type ProfilesMessages = typeof profilesMessages;
