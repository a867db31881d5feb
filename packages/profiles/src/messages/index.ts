import { profilesBaseMessages } from './base';
import { businessMessages } from './business';
import { businessEditAMessages } from './businessEditA';
import { businessEditBMessages } from './businessEditB';
import { educatorMessages } from './educator';
import { endorsementResponseMessages } from './endorsementResponse';
import { mediaMessages } from './media';

/** Every user-visible string of the profiles package; a host overrides any of them through `EduProvider messages={{ profiles: {...} }}`. */
export const profilesMessages = {
  ...profilesBaseMessages,
  ...educatorMessages,
  ...businessMessages,
  ...mediaMessages,
  ...endorsementResponseMessages,
  ...businessEditAMessages,
  ...businessEditBMessages,
};

export type ProfilesMessages = typeof profilesMessages;
