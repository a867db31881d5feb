import { useMessages } from '@edupassport/ui/headless';
import { opportunitiesMessages, type OpportunitiesMessages } from '../messages';
import { opportunitiesCatalogs } from '../messages/catalogs';

/** The opportunities strings with the host's `messages.opportunities` overrides applied. */
export function useOpportunitiesMessages(): OpportunitiesMessages {
  return useMessages('opportunities', opportunitiesMessages, opportunitiesCatalogs.loaders);
}
