import { useMessages } from '@edupassport/ui/headless';
import { opportunitiesMessages, type OpportunitiesMessages } from '../messages';

/** The opportunities strings with the host's `messages.opportunities` overrides applied. */
export function useOpportunitiesMessages(): OpportunitiesMessages {
  return useMessages('opportunities', opportunitiesMessages);
}
