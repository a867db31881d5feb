import type { MessageOverrides } from '@edupassport/ui/headless';
import { profilesBaseMessages } from './base';
import { businessMessages } from './business';
import { businessEditAMessages } from './businessEditA';
import { businessEditBMessages } from './businessEditB';
import { educatorMessages } from './educator';
import { endorsementResponseMessages } from './endorsementResponse';
import { mediaMessages } from './media';
import { valueMessages } from './values';

/** Every user-visible string of the profiles package; a host overrides any of them through `EduProvider messages={{ profiles: {...} }}`. */
export const profilesMessages = {
  ...profilesBaseMessages,
  ...educatorMessages,
  ...businessMessages,
  ...mediaMessages,
  ...endorsementResponseMessages,
  ...businessEditAMessages,
  ...businessEditBMessages,
  ...valueMessages,
};

export type ProfilesMessages = typeof profilesMessages;

// In the module every entry's types include, so a host that imports the package gets its namespace typed.
declare module '@edupassport/ui/headless' {
  interface EduMessageOverrides {
    /** Overrides of `profilesMessages` (@edupassport/profiles). */
    profiles?: MessageOverrides<ProfilesMessages> | undefined;
  }
}
