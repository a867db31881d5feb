import { profilesBaseMessages } from '../messages/base';

type BusinessSizeMessages = Pick<
  typeof profilesBaseMessages,
  'businessSizeStartup' | 'businessSizeSmall' | 'businessSizeMedium' | 'businessSizeLarge' | 'businessSizeUnknown'
>;

/** Names and company names on the summary card are cut to this many characters. */
export const PROFILE_NAME_LIMIT = 20;

/** Cuts a name to `limit` characters with an ellipsis; shorter names are returned as they are. */
export function truncateName(name: string, limit: number = PROFILE_NAME_LIMIT): string {
  const chars = Array.from(name.trim());
  return chars.length > limit ? `${chars.slice(0, limit).join('')}…` : chars.join('');
}

/**
 * The label of a business_size value; anything unknown reads 'Unknown'. Components pass their `useMessages('profiles')`
 * so a host's overrides show; default the kit's own words.
 */
export function getBusinessSizeLabel(size: string | null | undefined, m: BusinessSizeMessages = profilesBaseMessages): string {
  switch (size) {
    case 'startup':
      return m.businessSizeStartup;
    case 'small-sized':
      return m.businessSizeSmall;
    case 'medium-sized':
      return m.businessSizeMedium;
    case 'large-company':
      return m.businessSizeLarge;
    default:
      return m.businessSizeUnknown;
  }
}

/** Counts the languages of a comma-separated 'name:level' string, ignoring blanks. */
export function countLanguages(language: string | null | undefined): number {
  return (language ?? '').split(',').filter((entry) => entry.trim()).length;
}
