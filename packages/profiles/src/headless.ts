/** The styling-free entry of @edupassport/profiles: rules and messages, no styled-components. */
export { truncateName, getBusinessSizeLabel, countLanguages, PROFILE_NAME_LIMIT } from './rules/profileRules';
export { profilesMessages } from './messages';
export type { ProfilesMessages } from './messages';
