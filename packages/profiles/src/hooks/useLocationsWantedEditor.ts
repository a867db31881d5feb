import { CITY_NOT_DECIDED } from '@edupassport/api-client/rules';
import type { LocationWanted, LocationWantedInput, UserProfile } from '@edupassport/api-client';
import { useReportError } from '@edupassport/ui/headless';
import { useOwnProfileWrite } from './ownProfile';
import { awaitsServerId, serverId, standInId } from './standInId';

export interface UseLocationsWantedEditorResult {
  /** Adds a location (no city: 'Not decided yet'); shown at once, gone again on failure. Rejects on failure. */
  add: (location: { country: string; city?: string | undefined }) => Promise<void>;
  /** Flips one location's hidden flag (saving the whole list); a failure is undone and reported to the provider's `onError`. A location without its server id yet is left alone. */
  toggleHidden: (item: LocationWanted) => Promise<void>;
  /** Deletes one location; it leaves at once and comes back on failure (the failure is only reported to the provider's `onError`). A location without its server id yet is left alone. */
  remove: (item: LocationWanted) => Promise<void>;
}

// The API keeps 'Not decided yet' for a country-only wish; the schema reads it back as no city.
const asInput = ({ id, country, city, hidden }: LocationWanted): LocationWantedInput => ({ id: serverId(id), country, city: city ?? CITY_NOT_DECIDED, hidden });

// The list save answers without new ids: a stand-in id until the profile is read again.
const shown = (list: LocationWantedInput[]): LocationWanted[] =>
  list.map((item) => ({
    id: item.id ?? standInId(item.country, item.city),
    country: item.country,
    city: item.city && item.city !== CITY_NOT_DECIDED ? item.city : undefined,
    hidden: Boolean(item.hidden),
  }));

/** The wanted locations section's writes on the signed-in user's profile. `onUpdated` hears each saved list. */
export function useLocationsWantedEditor(items: LocationWanted[], onUpdated?: (patch: Partial<UserProfile>) => void): UseLocationsWantedEditorResult {
  const save = useOwnProfileWrite<LocationWantedInput[]>({
    write: (client, list) => client.users.updateLocationsWanted(list),
    patch: (list) => ({ locations_i_want_to_work: shown(list) }),
  });
  const del = useOwnProfileWrite<LocationWanted>({
    write: (client, item) => client.users.deleteLocationWanted(item.id),
    patch: (item) => (user) => ({ ...user, locations_i_want_to_work: user.locations_i_want_to_work.filter((each) => each.id !== item.id) }),
  });
  const report = useReportError('profiles/useLocationsWantedEditor');
  const saveList = async (list: LocationWantedInput[]) => {
    await save.mutateAsync(list);
    onUpdated?.({ locations_i_want_to_work: shown(list) });
  };
  return {
    add: ({ country, city }) => saveList([...items.map(asInput), { country, city: city || CITY_NOT_DECIDED, hidden: false }]),
    toggleHidden: async (item) => {
      if (awaitsServerId(item)) return;
      await saveList(items.map((each) => asInput(each.id === item.id ? { ...each, hidden: !each.hidden } : each))).catch(report);
    },
    remove: async (item) => {
      if (awaitsServerId(item)) return;
      try {
        await del.mutateAsync(item);
        onUpdated?.({ locations_i_want_to_work: items.filter((each) => each.id !== item.id) });
      } catch (error) {
        // A failed delete is only reported, as the spec has it (the entry comes back).
        report(error);
      }
    },
  };
}
